import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** What the guessing limits count: `kind` names the limit, `key` what it counts by (a hash). */
export interface AuthAttempt {
  kind: string;
  key: string;
  /** ISO-8601 instant. */
  at: string;
}

/** Records attempts, first dropping every attempt older than `pruneBefore` (all kinds). */
export async function insertAuthAttempts(
  db: Kysely<Database>,
  attempts: AuthAttempt[],
  pruneBefore: string,
): Promise<void> {
  await db.deleteFrom('auth_attempts').where('at', '<', pruneBefore).execute();
  if (attempts.length > 0) await db.insertInto('auth_attempts').values(attempts).execute();
}

/** The instants of at most `limit` attempts of `kind` for `key` after `since`, newest first. */
export async function recentAuthAttempts(
  db: Kysely<Database>,
  kind: string,
  key: string,
  since: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('auth_attempts')
    .select('at')
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.at);
}

/** Forgets every attempt of `kind` for `key`. */
export async function deleteAuthAttempts(
  db: Kysely<Database>,
  kind: string,
  key: string,
): Promise<void> {
  await db.deleteFrom('auth_attempts').where('kind', '=', kind).where('key', '=', key).execute();
}
