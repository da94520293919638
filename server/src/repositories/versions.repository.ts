import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, VersionColumns, VersionedTable } from '../db/database';

/** What every versioned table has in common, for queries that take the table by name. */
type VersionedDb = Record<VersionedTable, { id: number; account_id: number } & VersionColumns>;
const versionedDb = (db: Kysely<Database>) => db as unknown as Kysely<VersionedDb>;

/** The column that names a record: `id`, or a profile's `account_id` (one profile per account). */
const keyOf = (table: VersionedTable) => (table === 'profiles' ? 'account_id' : 'id');

export interface VersionRow {
  version: number;
  changedById: number | null;
  changedByName: string | null;
  changedAt: string | null;
}

/**
 * Takes the next version of a record: `version = version + 1` with who and when, on the row whose
 * version is `expected` (any version when null). Returns the new version, or null when no row
 * matched (gone, or changed since `expected`). Run it first in the change's transaction: on
 * PostgreSQL the UPDATE holds the row's lock until the transaction ends, so a second writer
 * waits for the first and then finds the version moved on.
 */
export async function claimVersion(
  db: Kysely<Database>,
  table: VersionedTable,
  id: number,
  expected: number | null,
  by: { id: number; fullName: string },
  at: string,
): Promise<number | null> {
  let query = versionedDb(db)
    .updateTable(table)
    .set({
      version: sql<number>`version + 1`,
      changed_by_id: by.id,
      changed_by_name: by.fullName,
      changed_at: at,
    })
    .where(keyOf(table), '=', id);
  if (expected !== null) query = query.where('version', '=', expected);
  const row = await query.returning('version').executeTakeFirst();
  return row?.version ?? null;
}

/** A record's version (a profile's by its account's id) and who last changed it, or undefined when there is no such record. */
export async function readVersion(
  db: Kysely<Database>,
  table: VersionedTable,
  id: number,
): Promise<VersionRow | undefined> {
  const row = await versionedDb(db)
    .selectFrom(table)
    .select(['version', 'changed_by_id', 'changed_by_name', 'changed_at'])
    .where(keyOf(table), '=', id)
    .executeTakeFirst();
  return (
    row && {
      version: row.version,
      changedById: row.changed_by_id,
      changedByName: row.changed_by_name,
      changedAt: row.changed_at,
    }
  );
}
