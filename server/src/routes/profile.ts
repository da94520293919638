import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { profileAccountRoutes } from './profile-account';
import { profileBillingRoutes } from './profile-billing';
import { profileNotificationsRoutes } from './profile-notifications';
import { profileSecurityRoutes } from './profile-security';

/**
 * The signed-in account's own profile and notifications (the profile domain): every route acts
 * on the caller's own account and needs only a session, whatever its CASL rules; the admin's
 * deactivated-accounts card needs read/update on User.
 */
export const profileRoutes = new Hono<AppEnv>()
  .route('/', profileAccountRoutes)
  .route('/', profileSecurityRoutes)
  .route('/', profileBillingRoutes)
  .route('/', profileNotificationsRoutes);
