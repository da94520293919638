import {
  PROFILE_API_MESSAGES,
  type DeactivatedAccount,
  type NotificationSettings,
  type ProfileResponse,
  type ProfileUpdateBody,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { fieldErrors, notFound } from '../http/errors';
import { actorOf } from '../lib/audit';
import { verifyPassword } from '../lib/passwords';
import {
  changeDeactivated,
  emailTakenByOther,
  listDeactivatedAccounts,
  updateAccountDetails,
} from '../repositories/account-settings.repository';
import { findAccountById, type Account } from '../repositories/accounts.repository';
import {
  countRecoveryCodes,
  findProfile,
  firstSampleUser,
  lockProfile,
  notificationSettingsOf,
  profileOrDefault,
  setNotificationSettings,
  toProfileDetails,
  updateProfileDetails,
  type ProfileRow,
} from '../repositories/profiles.repository';
import { deleteAccountSessions } from '../repositories/sessions.repository';
import { ACCOUNT_EVENTS, recordAccountEvent } from './account-history';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';

/** The profile API's texts (contract), and the sign-in's 'Invalid code' for a wrong code. */
export const PROFILE_MESSAGES = { ...PROFILE_API_MESSAGES, invalidCode: 'Invalid code' } as const;

/** GET /api/profile's answer: the account, its profile and the security tab's state. */
export async function profileResponse(
  db: Kysely<Database>,
  account: Pick<Account, 'id' | 'username' | 'fullName' | 'email' | 'avatar'>,
  profile: ProfileRow,
): Promise<ProfileResponse> {
  return {
    id: account.id,
    username: account.username,
    fullName: account.fullName,
    email: account.email,
    avatar: account.avatar,
    ...toProfileDetails(profile),
    twoStepEnabled: profile.totp_secret !== null,
    recoveryCodesLeft: await countRecoveryCodes(db, account.id),
    passwordChangedAt: profile.password_changed_at,
  };
}

/** The caller's profile (the defaults while it has none: reading makes nothing). */
export async function getProfile(deps: AppDeps, caller: Caller): Promise<ProfileResponse> {
  const profile = await profileOrDefault(deps.db, caller.account.id, deps.clock.now());
  return profileResponse(deps.db, caller.account, profile);
}

/** The sample customer of `/perfilClient/demo`: the first seeded user, read-only. */
export async function demoProfile(deps: AppDeps): Promise<ProfileResponse> {
  const user = await firstSampleUser(deps.db);
  return {
    id: 0,
    username: user?.username ?? 'demo',
    fullName: user?.full_name ?? 'Demo Customer',
    email: user?.email ?? 'demo@example.com',
    avatar: user?.avatar ?? null,
    organization: user?.company ?? '',
    phone: user?.contact ?? '',
    address: '',
    state: '',
    zip: '',
    country: '',
    language: 'en',
    timeZone: 'UTC',
    currency: 'USD',
    twoStepEnabled: false,
    recoveryCodesLeft: 0,
    passwordChangedAt: null,
  };
}

/**
 * Saves the account form. A new e-mail needs the current password and must be free; the
 * language saved then counts as chosen (sign-in switches the portal to it). With an expected
 * version (the profile's, `GET /profile`'s `ETag`), only that version is changed
 * (`StaleVersion` otherwise).
 */
export async function updateProfile(
  deps: AppDeps,
  caller: Caller,
  body: ProfileUpdateBody,
  precondition?: Precondition,
): Promise<ProfileResponse> {
  const { currentPassword, fullName, avatar, email: typedEmail, ...details } = body;
  const { account } = caller;
  const email = typedEmail.trim();
  if (email.toLowerCase() !== account.email.toLowerCase()) {
    if (!currentPassword) throw fieldErrors({ currentPassword: [PROFILE_MESSAGES.passwordNeeded] });
    if (!(await verifyPassword(account.passwordHash, currentPassword)))
      throw fieldErrors({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });
    if (await emailTakenByOther(deps.db, email, account.id))
      throw fieldErrors({ email: [PROFILE_MESSAGES.emailUsed] });
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, account.id, deps.clock.now());
    await claim(trx, 'profiles', account.id, caller, deps.clock.now(), precondition);
    const saved = await updateAccountDetails(trx, account.id, {
      fullName,
      email,
      avatar: avatar === '' ? null : avatar,
    });
    // Another account took the e-mail since the check above (the unique index said so).
    if (saved === 'emailTaken') throw fieldErrors({ email: [PROFILE_MESSAGES.emailUsed] });
    await updateProfileDetails(trx, account.id, details);
    const [stored, profile] = [
      await findAccountById(trx, account.id),
      await findProfile(trx, account.id),
    ];
    if (!stored || !profile) throw new Error('the account or its profile is missing');
    return profileResponse(trx, stored, profile);
  });
}

/**
 * Deactivates the caller's own account once its e-mail is typed: every session ends (API keys
 * stop working too: a deactivated account has no caller) until an admin reactivates it.
 */
export async function deactivateAccount(
  deps: AppDeps,
  caller: Caller,
  email: string,
): Promise<void> {
  const { account } = caller;
  if (email.toLowerCase() !== account.email.toLowerCase())
    throw fieldErrors({ email: [PROFILE_MESSAGES.emailMismatch] });
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await changeDeactivated(trx, account.id, true);
    await deleteAccountSessions(trx, account.id);
    if (changed)
      await recordAccountEvent(trx, account.id, actorOf(caller), ACCOUNT_EVENTS.deactivated, {
        at: now,
        from: 'active',
        to: 'deactivated',
      });
  });
}

export async function deactivatedAccounts(
  deps: AppDeps,
): Promise<{ accounts: DeactivatedAccount[] }> {
  return { accounts: await listDeactivatedAccounts(deps.db) };
}

/** An admin undoes a deactivation (an active account stays as it is). */
export async function reactivateAccount(
  deps: AppDeps,
  caller: Caller,
  accountId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const account = accountId === null ? undefined : await findAccountById(trx, accountId);
    if (!account) throw notFound(PROFILE_MESSAGES.accountNotFound);
    if (await changeDeactivated(trx, account.id, false))
      await recordAccountEvent(trx, account.id, actorOf(caller), ACCOUNT_EVENTS.reactivated, {
        at: now,
        from: 'deactivated',
        to: 'active',
      });
  });
}

export async function getNotificationSettings(
  deps: AppDeps,
  caller: Caller,
): Promise<NotificationSettings> {
  return notificationSettingsOf(
    await profileOrDefault(deps.db, caller.account.id, deps.clock.now()),
  );
}

export async function saveNotificationSettings(
  deps: AppDeps,
  caller: Caller,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  await deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, caller.account.id, deps.clock.now());
    await setNotificationSettings(trx, caller.account.id, settings);
  });
  return settings;
}
