import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { SessionResponse, UserData } from '../schemas/auth';
import type { AbilityRule } from '../schemas/common';
import type { Account } from '../db/schema';
import { getDb, saveDb } from '../db/store';
import { EarlyResponse, forbidden, unauthorized } from './http';
import { randomToken } from './tokens';

/** Cookie the portal stores the access token in (`${APP_TITLE}-accessToken`, URI-encoded value). */
export const ACCESS_TOKEN_COOKIE = 'HostDesk-accessToken';

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
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  const cookie = cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? decode(cookie) : null;
}

/** The caller, or null when the token is missing or unknown. */
export function findCaller(request: Request, cookies: Record<string, string> = {}): Caller | null {
  const token = readAccessToken(request, cookies);
  if (token === null) return null;
  const db = getDb();
  const session = Object.hasOwn(db.sessions, token) ? db.sessions[token] : undefined;
  const account = session && db.accounts.find((a) => a.id === session.accountId);
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

/** Open a session for `account` and return the sign-in answer (spec 7, login 201). */
export function createSession(account: Account): SessionResponse {
  const db = getDb();
  const accessToken = randomToken();
  db.sessions[accessToken] = { accountId: account.id, createdAt: Date.now() };
  saveDb();
  return {
    userAbilityRules: account.abilityRules.map((rule) => ({ ...rule })),
    accessToken,
    userData: toUserData(account),
  };
}
