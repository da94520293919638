import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './database';
import type { Dialect } from './dialect';

/** Every table of the portal (not the migrator's own), as the database lists them. */
export async function listTables(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const { rows } =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)
      : // Virtual tables (full-text search) are emptied through their own name, never through
        // the shadow tables that hold their index.
        await sql<{ name: string }>`select name from pragma_table_list
          where schema = 'main' and type in ('table', 'virtual') and name not like 'sqlite_%'`.execute(
          db,
        );
  return rows.map((row) => row.name).filter((name) => !name.startsWith('kysely_'));
}

/**
 * The live events (services/events.ts) outlive a reset: the server and the open streams know the
 * ids sent so far, and ids that started again would be taken for events already sent.
 */
const KEPT_TABLES = new Set(['events']);

/**
 * Empties every table but `events` inside `trx` (foreign keys checked at commit); their ids
 * start again.
 */
export async function clearTables(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  const tables = (await listTables(trx, dialect)).filter((table) => !KEPT_TABLES.has(table));
  if (dialect === 'postgres') {
    await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))} restart identity cascade`.execute(
      trx,
    );
    return;
  }
  await sql`pragma defer_foreign_keys = on`.execute(trx);
  for (const table of tables) await sql`delete from ${sql.table(table)}`.execute(trx);
  await sql`delete from sqlite_sequence where name not in (${sql.join([...KEPT_TABLES])})`.execute(
    trx,
  );
}
