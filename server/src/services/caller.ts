import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule, UserData } from '@portal/contract';
import type { AppDeps } from '../context';
import { countCacheOf } from '../db/count-cache';
import { sha256Hex } from '../lib/hash';
import { accountRules, findAccountById, type Account } from '../repositories/accounts.repository';
import { findLiveApiKey, touchApiKey } from '../repositories/api-keys.repository';
import {
  findSessionByTokenHash,
  touchSession,
  type SessionRecord,
} from '../repositories/sessions.repository';

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

/** An account as a request acts for it: the row, its rules and the abilities they give. */
interface Acting {
  account: Account;
  userData: UserData;
  rules: AbilityRule[];
  ability: CallerAbility;
}

/** The tables `actingAs` reads. */
const ACTING_TABLES = ['accounts', 'account_rules'];

/**
 * The account `accountId` and its rules, or null. Kept between requests where every write to
 * the database reaches this process (db/count-cache.ts), until `accounts` or `account_rules` is
 * written: a changed role or a deactivated account holds from the next request (in a cluster's
 * other worker, from its next turn of the event loop after the write).
 */
async function actingAs(db: AppDeps['db'], accountId: number): Promise<Acting | null> {
  const read = async () => {
    const account = await findAccountById(db, accountId);
    if (!account) return null;
    const rules = await accountRules(db, account.id);
    return { account, userData: toUserData(account), rules, ability: buildAbility(rules) };
  };
  const cache = countCacheOf(db);
  if (!cache?.hearsEveryWrite) return read();
  return cache.remember(`acting:${accountId}`, ACTING_TABLES, read, {
    keep: (found) => found !== null,
  });
}

/** What a session token names: its session and the account acting through it. */
interface SessionCaller {
  session: SessionRecord;
  acting: Acting | null;
}

/** The tables `sessionCaller` reads: a write to any of them ends what was kept. */
const SESSION_CALLER_TABLES = ['sessions', ...ACTING_TABLES];

/**
 * The session of `tokenHash` and its account, or null. Every request asks this (three queries,
 * most of the server's queries under load), so where the process sees every write as it is made
 * (one process on SQLite) it is kept between requests until one of its tables is written:
 * signing out, a revoked session, a changed role or a deactivated account are seen by the next
 * request. Elsewhere the session is read each time, so that a sign-out or a revoked session
 * holds at once in every process.
 */
async function sessionCaller(db: AppDeps['db'], tokenHash: string): Promise<SessionCaller | null> {
  const read = async () => {
    const session = await findSessionByTokenHash(db, tokenHash);
    return session ? { session, acting: await actingAs(db, session.accountId) } : null;
  };
  const cache = countCacheOf(db);
  if (!cache?.seesEveryWrite) return read();
  // An unknown token is not kept: made-up tokens would push the kept list counts out.
  return cache.remember(`caller:${tokenHash}`, SESSION_CALLER_TABLES, read, {
    keep: (found) => found !== null,
  });
}

/**
 * The caller a bearer token (session token or API key) belongs to, or null when it is unknown,
 * expired, or its account is deactivated.
 */
export async function resolveCaller(deps: AppDeps, token: string): Promise<Caller | null> {
  const { db, clock } = deps;
  const now = clock.now();
  const tokenHash = sha256Hex(token);
  let acting: Acting | null = null;
  let sessionId: string | null = null;
  let apiKeyScope: Caller['apiKeyScope'];
  let sessionRenewed = false;
  const found = await sessionCaller(db, tokenHash);
  if (found && Date.parse(found.session.lastActiveAt) + SESSION_IDLE_MS >= now.getTime()) {
    ({ acting } = found);
    sessionId = found.session.id;
    if (acting && !acting.account.deactivated && isStale(found.session.lastActiveAt, now)) {
      await touchSession(db, found.session.id, now.toISOString());
      sessionRenewed = true;
    }
  } else if (token.startsWith(API_KEY_PREFIX)) {
    const key = await findLiveApiKey(db, tokenHash, now.toISOString());
    if (key) {
      apiKeyScope = key.scope === 'read' ? 'read' : 'read-write';
      await touchApiKey(db, key.id, now.toISOString());
      acting = await actingAs(db, key.accountId);
    }
  }
  if (!acting || acting.account.deactivated) return null;
  return {
    ...acting,
    sessionId,
    ...(apiKeyScope ? { apiKeyScope } : {}),
    ...(sessionRenewed ? { sessionRenewed: true as const } : {}),
  };
}
