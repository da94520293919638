import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { SessionResponse, UserData } from '@portal/contract';
import type { AbilityRule } from '@portal/contract';
import type { Account } from '../db/schema';
import { getDb, removeEntry } from '../db/store';
import { EarlyResponse, forbidden, messageResponse, unauthorized } from './http';
import { findApiKey } from './profile-store';
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
  /** Set when the caller used an API key instead of a session: what that key may do. */
  apiKeyScope?: 'read' | 'read-write';
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

/** The caller, or null when the token is missing or unknown, or its account is deactivated. */
export function findCaller(request: Request, cookies: Record<string, string> = {}): Caller | null {
  const token = readAccessToken(request, cookies);
  if (token === null) return null;
  const db = getDb();
  const now = Date.now();
  const session = Object.hasOwn(db.sessions, token) ? db.sessions[token] : undefined;
  const live = session && session.createdAt + SESSION_TTL_MS >= now ? session : undefined;
  const apiKey = live ? undefined : findApiKey(token, now);
  const accountId = live?.accountId ?? apiKey?.accountId;
  const account = accountId === undefined ? undefined : db.accounts.find((a) => a.id === accountId);
  if (!account || account.deactivated === true) return null;
  // Kept in memory and stored with the next change: the sessions list shows it.
  if (live) live.lastActiveAt = now;
  if (apiKey) apiKey.lastUsedAt = now;
  return {
    token,
    account,
    userData: toUserData(account),
    ability: buildCallerAbility(account.abilityRules),
    ...(apiKey ? { apiKeyScope: apiKey.scope } : {}),
  };
}

export const API_KEY_READ_ONLY_MESSAGE = 'This API key may only read';

/**
 * The caller, or throw EarlyResponse 401 `{ message: 'Unauthorized' }`. A read-scoped API key
 * calling anything but GET/HEAD gets 403.
 */
export function authenticate(request: Request, cookies: Record<string, string> = {}): Caller {
  const caller = findCaller(request, cookies);
  if (!caller) throw new EarlyResponse(unauthorized());
  if (caller.apiKeyScope === 'read' && !['GET', 'HEAD'].includes(request.method.toUpperCase()))
    throw new EarlyResponse(messageResponse(403, API_KEY_READ_ONLY_MESSAGE));
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
 * only: a handler `await commitDb()`s before answering. `userAgent` feeds the sessions list.
 */
export function createSession(account: Account, userAgent = ''): SessionResponse {
  const db = getDb();
  const now = Date.now();
  pruneGrants(now);
  const accessToken = randomToken();
  db.sessions[accessToken] = {
    accountId: account.id,
    createdAt: now,
    id: randomToken().slice(0, 16),
    userAgent: userAgent.slice(0, 500),
    lastActiveAt: now,
  };
  return {
    userAbilityRules: account.abilityRules.map((rule) => ({ ...rule })),
    accessToken,
    userData: toUserData(account),
  };
}
