import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { SessionResponse, UserData } from '@portal/contract';
import type { AbilityRule } from '@portal/contract';
import type { Account } from '../db/schema';
import { getDb, removeEntry } from '../db/store';
import { EarlyResponse, forbidden, unauthorized } from './http';
import { randomToken } from './tokens';

/** Cookie the portal stores the access token in (`${APP_TITLE}-accessToken`, URI-encoded value). */
export const ACCESS_TOKEN_COOKIE = 'HostDesk-accessToken';

/** Sessions live as long as the token cookie (spec 9: 30 days). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type CallerAbility = MongoAbility<[string, string]>;

/** The signed-in account behind a request. */
export interface Caller {
  token: string;
  account: Account;
  userData: UserData;
  ability: CallerAbility;
}

export function toUserData({ id, fullName, username, avatar, email, role }: Account): UserData {
  return { id, fullName, username, avatar, email, role };
}

export function buildCallerAbility(rules: readonly AbilityRule[]): CallerAbility {
  return createMongoAbility<[string, string]>(rules.map((rule) => ({ ...rule })));
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The token of a request: `Authorization: Bearer <token>` first, else the access-token cookie. */
export function readAccessToken(
  request: Request,
  cookies: Record<string, string> = {},
): string | null {
  const header = request.headers.get('authorization');
  // A header that is present decides: malformed means no token, never the cookie instead.
  if (header !== null) return /^Bearer ([^\s]+)$/i.exec(header)?.[1] ?? null;
  const cookie = cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? decode(cookie) : null;
}

/** The caller, or null when the token is missing or unknown. */
export function findCaller(request: Request, cookies: Record<string, string> = {}): Caller | null {
  const token = readAccessToken(request, cookies);
  if (token === null) return null;
  const db = getDb();
  const session = Object.hasOwn(db.sessions, token) ? db.sessions[token] : undefined;
  const live = session && session.createdAt + SESSION_TTL_MS >= Date.now() ? session : undefined;
  const account = live && db.accounts.find((a) => a.id === live.accountId);
  if (!account) return null;
  return {
    token,
    account,
    userData: toUserData(account),
    ability: buildCallerAbility(account.abilityRules),
  };
}

/** The caller, or throw EarlyResponse 401 `{ message: 'Unauthorized' }`. */
export function authenticate(request: Request, cookies: Record<string, string> = {}): Caller {
  const caller = findCaller(request, cookies);
  if (!caller) throw new EarlyResponse(unauthorized());
  return caller;
}

/** Throw EarlyResponse 403 `{ message: 'Forbidden' }` unless the caller may `action` on `subject`. */
export function requireAbility(caller: Caller, action: string, subject: string): void {
  if (!caller.ability.can(action, subject)) throw new EarlyResponse(forbidden());
}

/** Drop sessions past their lifetime and expired two-step/reset grants (they pile up in storage). */
function pruneGrants(now: number): void {
  const db = getDb();
  for (const [token, session] of Object.entries(db.sessions)) {
    if (session.createdAt + SESSION_TTL_MS < now) removeEntry(db.sessions, token);
  }
  for (const grants of [db.twoStepChallenges, db.resetTokens]) {
    for (const [token, grant] of Object.entries(grants)) {
      if (grant.expiresAt < now) removeEntry(grants, token);
    }
  }
}

/**
 * Open a session for `account` and return the sign-in answer (spec 7, login 201). In memory
 * only: a handler `await commitDb()`s before answering.
 */
export function createSession(account: Account): SessionResponse {
  const db = getDb();
  pruneGrants(Date.now());
  const accessToken = randomToken();
  db.sessions[accessToken] = { accountId: account.id, createdAt: Date.now() };
  return {
    userAbilityRules: account.abilityRules.map((rule) => ({ ...rule })),
    accessToken,
    userData: toUserData(account),
  };
}
