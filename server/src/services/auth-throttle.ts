import type { AppDeps } from '../context';
import { sha256Hex } from '../lib/hash';
import {
  deleteAuthAttempts,
  insertAuthAttempts,
  recentAuthAttempts,
} from '../repositories/auth-attempts.repository';

/**
 * Limits on guessing (README, "The server"): failed sign-ins per account and per client
 * address, password-reset requests per account. Counted in `auth_attempts` with the app's clock.
 */
export const AUTH_LIMITS = {
  /** Failed sign-ins for one e-mail (lower-cased) within the window. */
  signInPerAccount: { kind: 'sign-in:account', max: 10, windowMs: 10 * 60_000 },
  /** Failed sign-ins from one client address within the window. */
  signInPerAddress: { kind: 'sign-in:address', max: 100, windowMs: 10 * 60_000 },
  /** Password-reset requests for one account within the window. */
  resetPerAccount: { kind: 'reset:account', max: 3, windowMs: 60 * 60_000 },
} as const;

type Limit = (typeof AUTH_LIMITS)[keyof typeof AUTH_LIMITS];

/** Rows older than the longest window count for nothing: pruned on every write. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(AUTH_LIMITS).map((limit) => limit.windowMs));

/** Keys are hashed: a mistyped password in the e-mail field is never stored as typed. */
const accountKey = (email: string) => sha256Hex(email.trim().toLowerCase());
const addressKey = (address: string) => sha256Hex(address);

/** Seconds until `key` may try again under `limit`, or null when it may now. */
async function waitFor(deps: AppDeps, limit: Limit, key: string): Promise<number | null> {
  const now = deps.clock.now().getTime();
  const recent = await recentAuthAttempts(
    deps.db,
    limit.kind,
    key,
    new Date(now - limit.windowMs).toISOString(),
    limit.max,
  );
  // The max-th newest attempt leaving the window frees a slot.
  const freeing = recent[limit.max - 1];
  if (freeing === undefined) return null;
  return Math.max(1, Math.ceil((Date.parse(freeing) + limit.windowMs - now) / 1000));
}

async function record(deps: AppDeps, attempts: { limit: Limit; key: string }[]): Promise<void> {
  const now = deps.clock.now().getTime();
  const at = new Date(now).toISOString();
  await insertAuthAttempts(
    deps.db,
    attempts.map(({ limit, key }) => ({ kind: limit.kind, key, at })),
    new Date(now - LONGEST_WINDOW_MS).toISOString(),
  );
}

/**
 * Seconds until a sign-in for `email` from `address` (null: not known, e.g. no socket) may be
 * tried again, or null when it may be tried now.
 */
export async function signInWait(
  deps: AppDeps,
  email: string,
  address: string | null,
): Promise<number | null> {
  const waits = await Promise.all([
    waitFor(deps, AUTH_LIMITS.signInPerAccount, accountKey(email)),
    address === null ? null : waitFor(deps, AUTH_LIMITS.signInPerAddress, addressKey(address)),
  ]);
  const blocked = waits.filter((wait): wait is number => wait !== null);
  return blocked.length === 0 ? null : Math.max(...blocked);
}

/** Counts a failed sign-in against the account and the address. */
export async function countSignInFailure(
  deps: AppDeps,
  email: string,
  address: string | null,
): Promise<void> {
  await record(deps, [
    { limit: AUTH_LIMITS.signInPerAccount, key: accountKey(email) },
    ...(address === null
      ? []
      : [{ limit: AUTH_LIMITS.signInPerAddress, key: addressKey(address) }]),
  ]);
}

/** A right password: the account's failures are forgotten (the address keeps its count). */
export async function clearSignInFailures(deps: AppDeps, email: string): Promise<void> {
  await deleteAuthAttempts(deps.db, AUTH_LIMITS.signInPerAccount.kind, accountKey(email));
}

/** Takes one of the account's password-reset requests; false when the window has none left. */
export async function takeResetRequest(deps: AppDeps, email: string): Promise<boolean> {
  const key = accountKey(email);
  if ((await waitFor(deps, AUTH_LIMITS.resetPerAccount, key)) !== null) return false;
  await record(deps, [{ limit: AUTH_LIMITS.resetPerAccount, key }]);
  return true;
}
