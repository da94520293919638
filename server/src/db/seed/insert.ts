import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database';

/** At most this many bound values per statement (SQLite allows 32 766, PostgreSQL 65 535). */
const MAX_VALUES = 30_000;

/** Inserts rows in as few statements as the dialects allow. */
export async function insertMany<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (first === undefined) return;
  const perRow = Math.max(1, Object.keys(first).length);
  const chunk = Math.max(1, Math.floor(MAX_VALUES / perRow));
  for (let start = 0; start < rows.length; start += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + chunk))
      .execute();
  }
}
