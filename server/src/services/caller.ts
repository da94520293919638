import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule, UserData } from '@portal/contract';
import type { AppDeps } from '../context';
import { sha256Hex } from '../lib/hash';
import { accountRules, findAccountById, type Account } from '../repositories/accounts.repository';
import { findLiveApiKey, touchApiKey } from '../repositories/api-keys.repository';
import { findSessionByTokenHash, touchSession } from '../repositories/sessions.repository';

export type CallerAbility = MongoAbility<[string, string]>;

/** A session ends after this long without use (spec 9: 30 days); each use extends it. */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Last-use times are written at most this often per session (a read is not a write each time). */
const TOUCH_EVERY_MS = 60_000;
export const API_KEY_PREFIX = 'hdk_';

/** The signed-in account behind a request. */
export interface Caller {
  account: Account;
  userData: UserData;
  rules: AbilityRule[];
  ability: CallerAbility;
  /** The session's public id (null for an API key). */
  sessionId: string | null;
  /** Set when the caller used an API key: what that key may do. */
  apiKeyScope?: 'read' | 'read-write';
  /**
   * Set when this request wrote the session's last use (at most once a minute): the session's
   * 30 days start again, and a cookie carrying it is renewed with them.
   */
  sessionRenewed?: true;
}

export const toUserData = ({ id, fullName, username, avatar, email, role }: Account): UserData => ({
  id,
  fullName,
  username,
  avatar,
  email,
  role,
});

export const buildAbility = (rules: readonly AbilityRule[]): CallerAbility =>
  createMongoAbility<[string, string]>(rules.map((rule) => ({ ...rule })));

const isStale = (lastIso: string | null, now: Date) =>
  lastIso === null || now.getTime() - Date.parse(lastIso) >= TOUCH_EVERY_MS;

/**
 * The caller a bearer token (session token or API key) belongs to, or null when it is unknown,
 * expired, or its account is deactivated. Abilities are read from the database every time.
 */
export async function resolveCaller(deps: AppDeps, token: string): Promise<Caller | null> {
  const { db, clock } = deps;
  const now = clock.now();
  const tokenHash = sha256Hex(token);
  let accountId: number | undefined;
  let sessionId: string | null = null;
  let apiKeyScope: Caller['apiKeyScope'];
  let sessionRenewed = false;
  const session = await findSessionByTokenHash(db, tokenHash);
  if (session && Date.parse(session.lastActiveAt) + SESSION_IDLE_MS >= now.getTime()) {
    accountId = session.accountId;
    sessionId = session.id;
    if (isStale(session.lastActiveAt, now)) {
      await touchSession(db, session.id, now.toISOString());
      sessionRenewed = true;
    }
  } else if (token.startsWith(API_KEY_PREFIX)) {
    const key = await findLiveApiKey(db, tokenHash, now.toISOString());
    if (key) {
      accountId = key.accountId;
      apiKeyScope = key.scope === 'read' ? 'read' : 'read-write';
      await touchApiKey(db, key.id, now.toISOString());
    }
  }
  if (accountId === undefined) return null;
  const account = await findAccountById(db, accountId);
  if (!account || account.deactivated) return null;
  const rules = await accountRules(db, account.id);
  return {
    account,
    userData: toUserData(account),
    rules,
    ability: buildAbility(rules),
    sessionId,
    ...(apiKeyScope ? { apiKeyScope } : {}),
    ...(sessionRenewed ? { sessionRenewed: true as const } : {}),
  };
}
