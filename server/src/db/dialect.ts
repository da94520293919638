import {
  sql,
  type RawBuilder,
  type SqlBool,
  type Expression,
  type Kysely,
  type SelectQueryBuilder,
  PostgresAdapter,
} from 'kysely';
import type { Database } from './database';

/**
 * Everything that differs between SQLite and PostgreSQL lives here, the two side by side.
 * Repositories stay dialect-free: they store dates and timestamps as ISO-8601 text, money as
 * integer minor units, JSON documents as text, and booleans as `boolean` columns (SQLite keeps
 * 0/1: read them with `toBool`).
 */
export type Dialect = 'sqlite' | 'postgres';

/** A boolean column as read: SQLite answers 0/1, PostgreSQL true/false. */
export const toBool = (value: SqlBool | null | undefined): boolean => value === true || value === 1;

/** A JSON document stored as text (both dialects), parsed. */
// The caller names what the document holds (it wrote it with toJson).
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export const fromJson = <T>(text: string): T => JSON.parse(text) as T;
export const toJson = (value: unknown): string => JSON.stringify(value);

/** `%needle%` for LIKE, with LIKE's own wildcards escaped (use with `escape '\'`). */
export function likePattern(needle: string): string {
  return `%${needle.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive "contains" on a text column: `lower(column) LIKE '%needle%'`. SQLite's
 * `lower` is replaced by a Unicode-aware one at connection time (see connect.ts), so both
 * dialects lower "É" alike.
 */
export function containsText(column: Expression<string>, needle: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${likePattern(needle)} escape '\\'`;
}

/**
 * A sort key for text columns that must order the same in both dialects and like the portal's
 * `Intl.Collator('en', { sensitivity: 'base', numeric: true })`: accents and case folded,
 * digit runs padded so "Item 10" comes after "Item 9". Store it in a `<field>_key` column
 * (PostgreSQL declares those `COLLATE "C"`, see `sortKeyColumn`) and ORDER BY it.
 */
export function sortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(12, '0'));
}

/** Column type of a sort key: byte order in both dialects. */
export const sortKeyType = (dialect: Dialect) =>
  dialect === 'postgres' ? sql`text collate "C"` : sql`text`;

/** True on PostgreSQL (row locks); SQLite runs one write transaction at a time anyway. */
export const isPostgres = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A list's filter columns (`table.column`), as such (`indexed`) or as an expression of each (text
 * `column || ''`, number `column + 0`: the same values) that no index answers. A page of many
 * matches is found fastest by walking the sort's index and keeping the rows that match:
 * PostgreSQL's planner sees that from its statistics, SQLite's does not (it sorts every match of
 * the filter's index), so on SQLite a list that walks gives its filters in the second form.
 */
export function filterColumns<C extends string>(
  db: Kysely<Database>,
  table: string,
  isText: (column: C) => boolean,
  indexed: boolean,
): (column: C) => RawBuilder<unknown> {
  const hide = !indexed && !isPostgres(db);
  return (column) => {
    const ref = sql.ref(`${table}.${column}`);
    if (!hide) return sql`${ref}`;
    return isText(column) ? sql`(${ref} || '')` : sql`(${ref} + 0)`;
  };
}

/**
 * Does an already lowered text column contain `needle` (lowered here)? No per-row function call
 * of ours (`containsText` calls SQLite's Unicode `lower` per row, too slow at 100 000
 * invoices): SQLite's `instr` (a plain substring test, faster than LIKE there), PostgreSQL's
 * LIKE (which its trigram index answers; `strpos` would scan).
 */
export function includesText(
  db: Kysely<Database>,
  lowered: Expression<string>,
  needle: string,
): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${lowered} like ${likePattern(needle)} escape '\\'`
    : sql<SqlBool>`instr(${lowered}, ${needle.toLowerCase()}) > 0`;
}

/**
 * `SELECT ... FOR UPDATE` on PostgreSQL: the rows stay locked until the transaction ends, so a
 * second transition on them waits and then reads the first one's result. SQLite has no row
 * locks and needs none: its transactions run one at a time on the app's connection.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

/**
 * The rows of `rows` (a subquery) as JSON text, `[{ "<column>": … }, …]` in the order of its
 * column `orderBy` (`'[]'` when there are none): one value beside an outer row's columns, so a
 * row and its children come in one query. PostgreSQL's `json_agg`, SQLite's `json_group_array`
 * (which keeps the order its input comes in).
 */
export function jsonRowsText(
  db: Kysely<Database>,
  rows: Expression<unknown>,
  columns: readonly string[],
  orderBy: string,
): RawBuilder<string> {
  const pairs = sql.join(columns.flatMap((column) => [sql.lit(column), sql.ref(`r.${column}`)]));
  return isPostgres(db)
    ? sql<string>`(select coalesce(json_agg(json_build_object(${pairs}) order by ${sql.ref(`r.${orderBy}`)})::text, '[]') from ${rows} as r)`
    : sql<string>`(select coalesce(json_group_array(json_object(${pairs})), '[]') from (select * from ${rows} as q order by ${sql.ref(`q.${orderBy}`)}) as r)`;
}

/**
 * PostgreSQL: `NOTIFY channel, payload` (sent at commit when `db` is a transaction), heard by
 * every process that `LISTEN`s on the channel. SQLite has one process and no NOTIFY: nothing.
 */
export async function notifyListeners(
  db: Kysely<Database>,
  channel: string,
  payload: string,
): Promise<void> {
  if (isPostgres(db)) await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
