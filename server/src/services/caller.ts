import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { AbilityRule, UserData } from '@portal/contract';
import type { AppDeps } from '../context';
import { countCacheOf, type CountCache } from '../db/count-cache';
import { sha256Hex } from '../lib/hash';
import { accountRules, findAccountById, type Account } from '../repositories/accounts.repository';
import { findLiveApiKey, touchApiKey } from '../repositories/api-keys.repository';
import {
  findSessionByTokenHash,
  findSessionCaller,
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
 * May what `db`'s cache keeps of who is calling be served now? Where every write to the database
 * reaches this process as it is made (one process on SQLite) always; on PostgreSQL once every
 * write committed before now has been told to this process (db/count-cache.ts, `caughtUp`: a
 * round trip on its `LISTEN` connection, shared by the requests that arrived meanwhile); a
 * cluster's SQLite workers (`hears`) hear the others' writes a turn of the event loop later,
 * which is good enough for an account and its rules (below).
 */
async function mayKeep(
  cache: CountCache | undefined,
  { hears = false }: { hears?: boolean } = {},
): Promise<boolean> {
  if (!cache) return false;
  if (cache.seesEveryWrite || (hears && cache.hearsEveryWrite)) return true;
  return cache.caughtUp();
}

const toActing = (account: Account, rules: AbilityRule[]): Acting => ({
  account,
  userData: toUserData(account),
  rules,
  ability: buildAbility(rules),
});

/**
 * The account `accountId` and its rules, or null. Kept between requests until `accounts` or
 * `account_rules` is written (anywhere: `mayKeep`): a changed role or a deactivated account
 * holds from the next request (in a cluster's other SQLite worker, from its next turn of the
 * event loop after the write).
 */
async function actingAs(db: AppDeps['db'], accountId: number): Promise<Acting | null> {
  const read = async () => {
    const account = await findAccountById(db, accountId);
    return account ? toActing(account, await accountRules(db, account.id)) : null;
  };
  const cache = countCacheOf(db);
  if (!cache || !(await mayKeep(cache, { hears: true }))) return read();
  return cache.remember(`acting:${accountId}`, ACTING_TABLES, read, {
    keep: (found) => found !== null,
  });
}

/** What a session token names: its session and the account acting through it. */
interface SessionCaller {
  session: SessionRecord;
  acting: Acting;
}

/** The tables `sessionCaller` reads: a write to any of them ends what was kept. */
const SESSION_CALLER_TABLES = ['sessions', ...ACTING_TABLES];

/**
 * The session of `tokenHash` and its account, or null. Every request asks this, so it is kept
 * between requests until one of its tables is written, where that is seen before the next
 * request (`mayKeep`: one process on SQLite, and PostgreSQL while this process listens):
 * signing out, a revoked session, a changed role or a deactivated account, through this process
 * or another, hold at the next request. A cluster's SQLite worker reads the session each time
 * and keeps the account (`actingAs`); PostgreSQL while its `LISTEN` connection is down reads all
 * of it each time, in one query.
 */
async function sessionCaller(db: AppDeps['db'], tokenHash: string): Promise<SessionCaller | null> {
  const read = async () => {
    const found = await findSessionCaller(db, tokenHash);
    return found ? { session: found.session, acting: toActing(found.account, found.rules) } : null;
  };
  const cache = countCacheOf(db);
  if (cache && (await mayKeep(cache)))
    // An unknown token is not kept: made-up tokens would push the kept list counts out.
    return cache.remember(`caller:${tokenHash}`, SESSION_CALLER_TABLES, read, {
      keep: (found) => found !== null,
    });
  if (!cache?.hearsEveryWrite) return read();
  const session = await findSessionByTokenHash(db, tokenHash);
  const acting = session ? await actingAs(db, session.accountId) : null;
  return session && acting ? { session, acting } : null;
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
