import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { Dialect } from '../dialect';
import { seedApps } from './apps';
import { seedBilling } from './billing';
import { seedContent } from './content';
import { seedCore } from './core';
import { createSeedDb } from './data/seed';
import type { SeedData } from './data/schema';
import { DEFAULT_SEED_OPTIONS, type SeedOptions } from './data/seed-options';
import { seedDirectory } from './directory';
import { seedEnablements } from './enablements';
import { seedProfile } from './profile';
import { seedTickets } from './tickets';

export { DEFAULT_SEED_OPTIONS, createSeedDb, type SeedData, type SeedOptions };

/** The seed's "now": when the sample accounts were made. */
const SEEDED_AT = '2026-11-22T09:00:00.000Z';

/** Each domain's part of the seed, in foreign-key order. */
const SEEDERS: ((db: Kysely<Database>, data: SeedData, createdAt: string) => Promise<void>)[] = [
  seedCore,
  seedDirectory,
  seedBilling,
  seedEnablements,
  seedTickets,
  seedProfile,
  seedApps,
  seedContent,
];

/**
 * Writes the deterministic sample data (same ids, names, figures and dates on every machine)
 * into an empty, migrated database, in one transaction.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  options: Partial<SeedOptions> = {},
  {
    transaction = true,
  }: { /** false: `db` is already a transaction. */ transaction?: boolean } = {},
): Promise<void> {
  const data = createSeedDb(options);
  const write = async (trx: Kysely<Database>) => {
    for (const seed of SEEDERS) await seed(trx, data, SEEDED_AT);
  };
  if (transaction) await db.transaction().execute(write);
  else await write(db);
  if (dialect === 'postgres' && transaction) await syncIdentities(db);
}

/**
 * PostgreSQL identities do not move when rows are inserted with explicit ids (the seed):
 * set each one past its table's largest id, as SQLite's AUTOINCREMENT does by itself.
 */
export async function syncIdentities(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/** True when the database holds no account yet (a fresh install: seed it). */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
