import type {
  ApiKey,
  ChangePasswordBody,
  NewApiKeyBody,
  ProfileSession,
  TwoStepSetup,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { fieldErrors, notFound } from '../http/errors';
import { actorOf } from '../lib/audit';
import { sha256Hex } from '../lib/hash';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { randomId, randomToken } from '../lib/tokens';
import {
  newRecoveryCodes,
  newTotpSecret,
  parseUserAgent,
  totpFor,
  totpStep,
  TOTP_REUSED_MESSAGE,
} from '../lib/totp';
import { replacePasswordHash } from '../repositories/account-settings.repository';
import { deleteApiKey, insertApiKey, listApiKeys } from '../repositories/api-keys.repository';
import {
  clearTotpSecret,
  confirmTotpSecret,
  lockProfile,
  replaceRecoveryCodes,
  setPasswordChangedAt,
  setPendingTotpSecret,
  spendTotpStep,
} from '../repositories/profiles.repository';
import {
  deleteAccountSessions,
  deleteSession,
  listAccountSessions,
} from '../repositories/sessions.repository';
import { ACCOUNT_EVENTS, recordAccountEvent } from './account-history';
import { API_KEY_PREFIX, SESSION_IDLE_MS, type Caller } from './caller';
import { notify } from './notifications';
import { PROFILE_MESSAGES } from './profile';
import { claim } from './versions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 400 for a wrong code, or for a code already used (replay). */
const totpRefusal = (reason: 'invalid' | 'reused') =>
  fieldErrors({ code: [reason === 'reused' ? TOTP_REUSED_MESSAGE : PROFILE_MESSAGES.invalidCode] });

/**
 * Checks a code of `secret` and spends it: `ok` (its time step is remembered, so neither it nor
 * an earlier code works again), `invalid`, or `reused` for a code of a step already used.
 */
export async function spendTotpCode(
  db: Kysely<Database>,
  accountId: number,
  secret: string,
  code: string,
  now: number,
): Promise<'ok' | 'invalid' | 'reused'> {
  const step = totpStep(secret, code, now);
  if (step === null) return 'invalid';
  return (await spendTotpStep(db, accountId, step)) ? 'ok' : 'reused';
}

/**
 * Changes the password (argon2id): the current one must be right and the new one different.
 * Every other session of the account ends, in the same transaction; this one goes on.
 */
export async function changePassword(
  deps: AppDeps,
  caller: Caller,
  body: ChangePasswordBody,
): Promise<void> {
  const { account } = caller;
  if (!(await verifyPassword(account.passwordHash, body.currentPassword)))
    throw fieldErrors({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });
  if (await verifyPassword(account.passwordHash, body.newPassword))
    throw fieldErrors({ newPassword: [PROFILE_MESSAGES.samePassword] });
  const passwordHash = await hashPassword(body.newPassword);
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockProfile(trx, account.id, now);
    // The profile shows when the password changed: its version moves.
    await claim(trx, 'profiles', account.id, caller, now);
    // The password checked above is still the stored one (no other change came first).
    if (!(await replacePasswordHash(trx, account.id, account.passwordHash, passwordHash)))
      throw fieldErrors({ currentPassword: [PROFILE_MESSAGES.wrongPassword] });
    await setPasswordChangedAt(trx, account.id, now.toISOString());
    await deleteAccountSessions(trx, account.id, caller.sessionId ?? undefined);
    await notify(trx, account.id, 'securityChange', { change: 'password' }, now);
    await recordAccountEvent(trx, account.id, actorOf(caller), ACCOUNT_EVENTS.passwordChanged, {
      at: now,
    });
  });
}

/** Starts two-step set-up: a new secret waits for a code of the authenticator app. */
export async function setUpTwoStep(deps: AppDeps, caller: Caller): Promise<TwoStepSetup> {
  const { account } = caller;
  return deps.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, account.id, deps.clock.now());
    if (profile.totp_secret !== null) throw fieldErrors({ code: [PROFILE_MESSAGES.alreadyOn] });
    const secret = newTotpSecret();
    await setPendingTotpSecret(trx, account.id, secret);
    return { secret, otpauthUrl: totpFor(secret, account.email).toString() };
  });
}

/**
 * Turns two-step sign-in on with a code of the pending secret; answers the 10 recovery codes
 * once (only their SHA-256 hashes are kept). The code's time step is remembered, so the same
 * code cannot then sign in.
 */
export async function enableTwoStep(
  deps: AppDeps,
  caller: Caller,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const { account } = caller;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, account.id, now);
    if (profile.totp_secret !== null) throw fieldErrors({ code: [PROFILE_MESSAGES.alreadyOn] });
    const secret = profile.totp_pending_secret;
    if (secret === null) throw fieldErrors({ code: [PROFILE_MESSAGES.noSetup] });
    // A new secret: the steps spent with an older one do not count.
    const step = totpStep(secret, code, now.getTime());
    if (step === null) throw totpRefusal('invalid');
    const recoveryCodes = newRecoveryCodes();
    // The profile shows two-step sign-in and the recovery codes left: its version moves.
    await claim(trx, 'profiles', account.id, caller, now);
    await confirmTotpSecret(trx, account.id, secret, step);
    await replaceRecoveryCodes(
      trx,
      account.id,
      recoveryCodes.map((recoveryCode) => sha256Hex(recoveryCode)),
    );
    await notify(trx, account.id, 'securityChange', { change: 'twoStepOn' }, now);
    await recordAccountEvent(trx, account.id, actorOf(caller), ACCOUNT_EVENTS.twoStepOn, {
      at: now,
    });
    return { recoveryCodes };
  });
}

/** Turns two-step sign-in off with a current code (not one used before); the recovery codes go. */
export async function disableTwoStep(deps: AppDeps, caller: Caller, code: string): Promise<void> {
  const { account } = caller;
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    const profile = await lockProfile(trx, account.id, now);
    const secret = profile.totp_secret;
    if (secret === null) throw fieldErrors({ code: [PROFILE_MESSAGES.notOn] });
    const spent = await spendTotpCode(trx, account.id, secret, code, now.getTime());
    if (spent !== 'ok') throw totpRefusal(spent);
    await claim(trx, 'profiles', account.id, caller, now);
    await clearTotpSecret(trx, account.id);
    await replaceRecoveryCodes(trx, account.id, []);
    await notify(trx, account.id, 'securityChange', { change: 'twoStepOff' }, now);
    await recordAccountEvent(trx, account.id, actorOf(caller), ACCOUNT_EVENTS.twoStepOff, {
      at: now,
    });
  });
}

/**
 * The account's live sessions (used within the idle limit): browser and OS, the caller's own
 * first and marked.
 */
export async function listSessions(
  deps: AppDeps,
  caller: Caller,
): Promise<{ sessions: ProfileSession[] }> {
  const liveSince = new Date(deps.clock.now().getTime() - SESSION_IDLE_MS).toISOString();
  const rows = await listAccountSessions(deps.db, caller.account.id, caller.sessionId, liveSince);
  return {
    sessions: rows.map((session) => ({
      id: session.id,
      ...parseUserAgent(session.userAgent),
      createdAt: session.createdAt,
      lastActiveAt: session.lastActiveAt,
      current: session.id === caller.sessionId,
    })),
  };
}

/** Ends one of the account's sessions: that browser is signed out at its next request. */
export async function revokeSession(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  if (!(await deleteSession(deps.db, caller.account.id, id)))
    throw notFound(PROFILE_MESSAGES.sessionNotFound);
}

export async function signOutOtherSessions(deps: AppDeps, caller: Caller): Promise<void> {
  await deleteAccountSessions(deps.db, caller.account.id, caller.sessionId ?? undefined);
}

export async function apiKeysOf(deps: AppDeps, caller: Caller): Promise<{ apiKeys: ApiKey[] }> {
  return { apiKeys: await listApiKeys(deps.db, caller.account.id) };
}

/** Makes an API key: the secret is answered once; only its SHA-256 hash is kept. */
export async function createApiKey(
  deps: AppDeps,
  caller: Caller,
  body: NewApiKeyBody,
): Promise<{ apiKey: ApiKey; secret: string }> {
  const secret = `${API_KEY_PREFIX}${randomToken()}`;
  const now = deps.clock.now();
  const apiKey = await insertApiKey(deps.db, {
    id: randomId(),
    accountId: caller.account.id,
    name: body.name,
    scope: body.scope,
    prefix: secret.slice(0, 10),
    hash: sha256Hex(secret),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS).toISOString(),
  });
  return { apiKey, secret };
}

export async function revokeApiKey(deps: AppDeps, caller: Caller, id: string): Promise<void> {
  if (!(await deleteApiKey(deps.db, caller.account.id, id)))
    throw notFound(PROFILE_MESSAGES.apiKeyNotFound);
}
