import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { Dialect } from './dialect';
import { migrations } from './migrations';
import { insertSearchTexts } from '../repositories/ticket-search.repository';
import { insertMany } from './seed/insert';
import { syncIdentities } from './seed';

/**
 * Upgrades are tested from the data of the schema before them (README, "Upgrading"): a fixture
 * is every table's rows of the seeded database at one migration, kept in the repository
 * (`migration-fixtures/<migration>.json.gz`, written by `npm run db:fixture` before a new
 * migration is added). The test loads each fixture at its migration, migrates to the latest
 * and checks that every row is still there, column by column.
 */
export interface MigrationFixture {
  /** The last migration the data was written under. */
  migration: string;
  /** Rows of each table, in creation order (foreign keys point backwards). */
  tables: { name: string; rows: Record<string, unknown>[] }[];
}

export const FIXTURES_DIR = path.join(import.meta.dirname, 'migration-fixtures');

const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** Binary values (files' content) travel in JSON as `{ $base64 }`. */
const toJsonValue = (value: unknown): unknown =>
  value instanceof Uint8Array ? { $base64: Buffer.from(value).toString('base64') } : value;
const fromJsonValue = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && '$base64' in value
    ? Buffer.from(String(value.$base64), 'base64')
    : value;

/** A row as the fixture and the checks compare it: binary as base64, booleans as 1/0. */
export const comparableRow = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([column, value]) => [
      column,
      typeof value === 'boolean' ? Number(value) : toJsonValue(value),
    ]),
  );

/** Every table's rows of a SQLite database (the fixture's source), at its latest migration. */
export async function dumpSqlite(db: Kysely<Database>): Promise<MigrationFixture> {
  const { rows: tables } = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'table' and name not like 'sqlite_%' order by rowid`.execute(db);
  // A virtual table (the FTS5 search index) is dumped through itself, never its shadow tables.
  const virtual = tables
    .filter((table) => /^create virtual table/i.test(table.sql))
    .map((table) => table.name);
  const isShadow = (name: string) => virtual.some((owner) => name.startsWith(`${owner}_`));
  const names = Object.keys(migrations).sort();
  const fixture: MigrationFixture = { migration: names[names.length - 1] ?? '', tables: [] };
  for (const { name } of tables) {
    if (MIGRATOR_TABLES.has(name) || isShadow(name)) continue;
    // Generated columns (hidden 2 or 3) are computed again on insert, never written.
    const { rows: columns } = await sql<{ name: string; hidden: number }>`
      select name, hidden from pragma_table_xinfo(${name})`.execute(db);
    const stored = columns.filter((column) => column.hidden === 0).map((column) => column.name);
    const { rows } = await sql<Record<string, unknown>>`
      select ${sql.join(stored.map((column) => sql.ref(column)))} from ${sql.table(name)}`.execute(
      db,
    );
    fixture.tables.push({ name, rows: rows.map(comparableRow) });
  }
  return fixture;
}

export function writeFixture(fixture: MigrationFixture): string {
  const file = path.join(FIXTURES_DIR, `${fixture.migration}.json.gz`);
  writeFileSync(file, gzipSync(JSON.stringify(fixture), { level: 9 }));
  return file;
}

/** The fixtures kept in the repository, oldest first. */
export function readFixtures(): MigrationFixture[] {
  return readdirSync(FIXTURES_DIR)
    .filter((file) => file.endsWith('.json.gz'))
    .sort()
    .map(
      (file) =>
        JSON.parse(
          gunzipSync(readFileSync(path.join(FIXTURES_DIR, file))).toString('utf8'),
        ) as MigrationFixture,
    );
}

/** Columns of type boolean (PostgreSQL answers true/false where SQLite keeps 1/0). */
async function booleanColumns(db: Kysely<Database>, dialect: Dialect): Promise<Set<string>> {
  if (dialect === 'sqlite') return new Set();
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'boolean'`.execute(db);
  return new Set(rows.map((row) => `${row.table_name}.${row.column_name}`));
}

/** An empty database brought to the fixture's migration, then given its rows. */
export async function loadFixture(
  db: Kysely<Database>,
  dialect: Dialect,
  fixture: MigrationFixture,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateTo(fixture.migration);
  if (error !== undefined)
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  const booleans = await booleanColumns(db, dialect);
  await db.transaction().execute(async (trx) => {
    for (const { name, rows } of fixture.tables) {
      const typed = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([column, value]) => [
            column,
            booleans.has(`${name}.${column}`) && typeof value === 'number'
              ? value === 1
              : fromJsonValue(value),
          ]),
        ),
      );
      // The search index is the one table whose dialects differ (FTS5 keyed by rowid on SQLite).
      if (name === 'ticket_search')
        await insertSearchTexts(
          trx,
          typed.map((row) => ({ ticketId: Number(row.ticket_id), text: String(row.text) })),
        );
      else await insertMany(trx, name as keyof Database, typed as never[]);
    }
  });
  if (dialect === 'postgres') await syncIdentities(db);
}
