import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';
import { sortKeyType, type Dialect } from '../dialect';

/**
 * What migrations need to write one schema for both dialects. Conventions: ids are integers the
 * database assigns (explicit ids from the seed are allowed: PostgreSQL's identity is "by
 * default"), timestamps and dates are ISO-8601 `text`, money is `integer` minor units, JSON
 * documents are `text`, booleans are `boolean` (0/1 in SQLite), text that lists sort by has a
 * `<name>_key` column of `sortKeyType`.
 */
// Migrations are frozen in time: they see the database as `Kysely<any>`, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export const dialectOf = (db: MigrationDb): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** `id` primary key the database assigns (SQLite AUTOINCREMENT: ids are never reused). */
export const idColumn =
  (dialect: Dialect) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();

/** `create table` with an assigned integer `id` first. */
export function tableWithId(db: MigrationDb, name: string): CreateTableBuilder<string, 'id'> {
  return db.schema.createTable(name).addColumn('id', 'integer', idColumn(dialectOf(db)));
}

/** A sort-key column (byte order in both dialects; see `sortKey`). */
export const sortKeyColumn = (db: MigrationDb) => sortKeyType(dialectOf(db));

/** `create index` on columns, named `<table>_<columns>_idx`. */
export async function index(
  db: MigrationDb,
  table: string,
  columns: string[],
  { unique = false }: { unique?: boolean } = {},
): Promise<void> {
  let builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_idx`)
    .on(table)
    .columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

/** A unique index on `lower(column)`: case-insensitive uniqueness in both dialects. */
export async function uniqueLower(db: MigrationDb, table: string, column: string): Promise<void> {
  await db.schema
    .createIndex(`${table}_${column}_lower_idx`)
    .on(table)
    .unique()
    .expression(sql`lower(${sql.ref(column)})`)
    .execute();
}

/** Binary data: `blob` in SQLite, `bytea` in PostgreSQL. */
export const blobType = (dialect: Dialect) => (dialect === 'postgres' ? 'bytea' : 'blob');

/**
 * An `<entity>_history` table (`HistoryTable` in db/tables/core.ts) for `owner` rows, with its
 * index: every status change, payment and approval of the entity, who did it and when.
 */
export async function createHistoryTable(
  db: MigrationDb,
  name: string,
  owner: string,
): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) =>
      c.notNull().references(`${owner}.id`).onDelete('cascade'),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text')
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await index(db, name, ['owner_id', 'at']);
}
