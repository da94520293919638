import type { AbilityRule } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { fromJson, jsonRowsText } from '../db/dialect';
import { toAccount, type Account } from './accounts.repository';

export interface SessionRecord {
  id: string;
  accountId: number;
  createdAt: string;
  lastActiveAt: string;
  userAgent: string;
}

/** The account's next `seq` (the order sessions were opened in: the list's tie-break). */
const nextSessionSeq = (db: Kysely<Database>, accountId: number) =>
  db
    .selectFrom('sessions')
    .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
    .where('account_id', '=', accountId);

export async function insertSession(
  db: Kysely<Database>,
  session: SessionRecord & { tokenHash: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      token_hash: session.tokenHash,
      account_id: session.accountId,
      created_at: session.createdAt,
      last_active_at: session.lastActiveAt,
      user_agent: session.userAgent,
      seq: nextSessionSeq(db, session.accountId),
    })
    .execute();
}

/** The session of a token hash (live or not: the service decides). */
export async function findSessionByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select([
      'id',
      'account_id as accountId',
      'created_at as createdAt',
      'last_active_at as lastActiveAt',
      'user_agent as userAgent',
    ])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row;
}

/** A session with the account acting through it and that account's rules. */
export interface SessionCallerRecord {
  session: SessionRecord;
  account: Account;
  rules: AbilityRule[];
}

/**
 * The session of a token hash (live or not: the service decides), its account and the
 * account's rules in order, in one query: every request that is not served a kept caller asks
 * this (services/caller.ts).
 */
export async function findSessionCaller(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<SessionCallerRecord | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('accounts as a', 'a.id', 's.account_id')
    .selectAll('a')
    .select((eb) => [
      's.id as session_id',
      's.created_at as session_created_at',
      's.last_active_at as session_last_active_at',
      's.user_agent as session_user_agent',
      jsonRowsText(
        db,
        eb
          .selectFrom('account_rules as r')
          .select(['r.action', 'r.subject', 'r.position'])
          .whereRef('r.account_id', '=', 'a.id'),
        ['action', 'subject'],
        'position',
      ).as('rules'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_id, session_created_at, session_last_active_at, session_user_agent, rules } = row;
  return {
    session: {
      id: session_id,
      accountId: row.id,
      createdAt: session_created_at,
      lastActiveAt: session_last_active_at,
      userAgent: session_user_agent,
    },
    account: toAccount(row),
    rules: fromJson<AbilityRule[]>(rules),
  };
}

/**
 * The account's sessions as the profile lists them: `currentId` (the caller's own) first, then
 * the last used first; sessions used at the same instant in the order they were opened. With
 * `usedSince` (ISO), only those used since then (the live ones).
 */
export async function listAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  currentId: string | null = null,
  usedSince?: string,
): Promise<SessionRecord[]> {
  let query = db.selectFrom('sessions').where('account_id', '=', accountId);
  if (usedSince !== undefined) query = query.where('last_active_at', '>=', usedSince);
  return query
    .select([
      'id',
      'account_id as accountId',
      'created_at as createdAt',
      'last_active_at as lastActiveAt',
      'user_agent as userAgent',
    ])
    .orderBy((eb) =>
      eb
        .case()
        .when('id', '=', currentId ?? '')
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('last_active_at', 'desc')
    .orderBy('seq')
    .orderBy('id')
    .execute();
}

export async function touchSession(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('sessions').set({ last_active_at: at }).where('id', '=', id).execute();
}

export async function deleteSessionByTokenHash(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, accountId: number, id: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of an account, but `keepId` when given (the caller's own). */
export async function deleteAccountSessions(
  db: Kysely<Database>,
  accountId: number,
  keepId?: string,
): Promise<void> {
  let query = db.deleteFrom('sessions').where('account_id', '=', accountId);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** Drops sessions last used before `before` (ISO). */
export async function deleteIdleSessions(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom('sessions').where('last_active_at', '<', before).execute();
}
