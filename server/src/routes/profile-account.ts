import {
  deactivateBodySchema,
  notificationSettingsSchema,
  profileUpdateBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  deactivateAccount,
  deactivatedAccounts,
  demoProfile,
  getNotificationSettings,
  getProfile,
  reactivateAccount,
  saveNotificationSettings,
  updateProfile,
} from '../services/profile';
import { sessionCaller } from './profile-caller';

/** An id exactly as the account has it ("02" is no account's id). */
const exactId = (value: string) => {
  const id = parseId(value);
  return id !== null && String(id) === value ? id : null;
};

/** The account tab, the demo customer, deactivation (and the admin's reactivation), settings. */
export const profileAccountRoutes = new Hono<AppEnv>()
  // The caller's account with its profile's version as `ETag` (a profile not made yet: "1").
  .get('/profile', async (c) => {
    const caller = await authenticate(c);
    return c.json(
      await readVersioned(
        c,
        'profiles',
        caller.account.id,
        () => getProfile(c.var.deps, caller),
        1,
      ),
    );
  })
  .get('/profile/demo', async (c) => {
    await authenticate(c);
    return c.json(await demoProfile(c.var.deps));
  })
  .put('/profile', async (c) => {
    const caller = await authenticate(c);
    const body = await parseBody(c, profileUpdateBodySchema);
    return c.json(
      await writeVersioned(
        c,
        'profiles',
        caller.account.id,
        () => getProfile(c.var.deps, caller),
        (precondition) => updateProfile(c.var.deps, caller, body, precondition),
      ),
    );
  })
  .post('/profile/deactivate', async (c) => {
    const caller = await sessionCaller(c);
    const { email } = await parseBody(c, deactivateBodySchema);
    await deactivateAccount(c.var.deps, caller, email);
    return c.body(null, 204);
  })
  // Admin: the deactivated accounts, listed above the user list with a Reactivate action.
  .get('/accounts/deactivated', async (c) => {
    await authorize(c, 'read', 'User');
    return c.json(await deactivatedAccounts(c.var.deps));
  })
  // Admin: undo a deactivation (the account then signs in again).
  .post('/accounts/:id/reactivate', async (c) => {
    const caller = await authorize(c, 'update', 'User');
    await reactivateAccount(c.var.deps, caller, exactId(c.req.param('id')));
    return c.body(null, 204);
  })
  .get('/profile/notification-settings', async (c) =>
    c.json(await getNotificationSettings(c.var.deps, await authenticate(c))),
  )
  .put('/profile/notification-settings', async (c) => {
    const caller = await authenticate(c);
    const settings = await parseBody(c, notificationSettingsSchema);
    return c.json(await saveNotificationSettings(c.var.deps, caller, settings));
  });
