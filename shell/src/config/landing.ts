import { canAccess, type AppAbility, type RequiredAbility } from '@portal/auth';
import { paths } from './paths';

/**
 * Where `/` (and so every sign-in without `to`) sends a signed-in account: the first of these
 * pages it may read. Staff who read the dashboards get the CRM dashboard (spec 2); an account
 * without that read ability lands where it can work instead of on the not-authorized page.
 */
export const LANDING_PAGES: { path: string; ability?: RequiredAbility }[] = [
  { path: paths.home.href(), ability: { action: 'read', subject: 'Dashboard' } },
  { path: '/Facturacion', ability: { action: 'read', subject: 'Factura' } },
  { path: '/ticket', ability: { action: 'read', subject: 'Ticket' } },
  { path: '/habilitaciones', ability: { action: 'read', subject: 'Habilitacion' } },
  // Every signed-in account may read its own profile.
  { path: '/perfilClient/account' },
];

/** The landing page of an account with `ability`. */
export function landingFor(ability: AppAbility): string {
  return LANDING_PAGES.find((page) => canAccess(ability, page.ability))?.path ?? paths.home.href();
}
