import type { ApiKey } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

/** The key whose secret hashes to `hash`, if it has not expired at `now` (ISO). */
export async function findLiveApiKey(db: Kysely<Database>, hash: string, now: string) {
  return db
    .selectFrom('api_keys')
    .select(['id', 'account_id as accountId', 'scope'])
    .where('hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchApiKey(db: Kysely<Database>, id: string, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute();
}

const toApiKey = (row: {
  id: string;
  name: string;
  scope: string;
  prefix: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
}): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiKey['scope'],
  prefix: row.prefix,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

const API_KEY_COLUMNS = [
  'id',
  'name',
  'scope',
  'prefix',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;

/** The account's keys, newest first (same instant: the order they were made in). Never the hash. */
export async function listApiKeys(db: Kysely<Database>, accountId: number): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('api_keys')
    .select(API_KEY_COLUMNS)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('seq')
    .orderBy('id')
    .execute();
  return rows.map(toApiKey);
}

/** Stores a new key: its SHA-256 `hash`, never the secret. */
export async function insertApiKey(
  db: Kysely<Database>,
  key: {
    id: string;
    accountId: number;
    name: string;
    scope: ApiKey['scope'];
    prefix: string;
    hash: string;
    createdAt: string;
    expiresAt: string;
  },
): Promise<ApiKey> {
  const row = await db
    .insertInto('api_keys')
    .values({
      id: key.id,
      account_id: key.accountId,
      name: key.name,
      scope: key.scope,
      prefix: key.prefix,
      hash: key.hash,
      created_at: key.createdAt,
      expires_at: key.expiresAt,
      last_used_at: null,
      seq: db
        .selectFrom('api_keys')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('account_id', '=', key.accountId),
    })
    .returning(API_KEY_COLUMNS)
    .executeTakeFirstOrThrow();
  return toApiKey(row);
}

/** Revokes one of the account's keys: false when it has none of that id. */
export async function deleteApiKey(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('api_keys')
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
