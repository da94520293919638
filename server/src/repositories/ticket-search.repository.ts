import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { countCacheOf } from '../db/count-cache';
import type { Database } from '../db/database';
import { isPostgres, likePattern } from '../db/dialect';

/**
 * The search text of the ticket list's `q`: number, subject, customer and the text of every
 * message, lower-cased, one row per ticket in `ticket_search`. A search is "contains" on it,
 * answered from a trigram index. This file is the only place where the two dialects differ for
 * it (the migration creates the table and its index):
 * - PostgreSQL: a table (`ticket_id`, `text`) with a `pg_trgm` GIN index; `text LIKE '%needle%'`.
 * - SQLite: an FTS5 table with the trigram tokenizer, rowid = ticket id; the needle is a phrase
 *   (its trigrams in a row: exactly "contains" on the lower-cased text). Needles shorter than a
 *   trigram are looked for with `instr` over every text (the index cannot help).
 */

/** Lower-cased, as the needle is: a search is then a plain "contains". */
export const searchText = (parts: readonly string[]) => parts.join('\n').toLowerCase();

/**
 * A ticket id column is one of the tickets whose search text contains `needle` (lower-cased).
 * `walking`: the query walks the list's sort index and stops at the page's end (many matches).
 * SQLite then asks the index about each ticket it reads (its row by rowid), rather than listing
 * every match first: "dns" at 100 000 tickets, 6 500 matches, 0.79 -> 0.17 ms for a page. With
 * few matches a walk would read every ticket, so the matches are listed and sorted instead.
 * PostgreSQL's planner picks its own join.
 */
export function searchMatches(
  db: Kysely<Database>,
  ticketId: Expression<unknown>,
  needle: string,
  { walking = false }: { walking?: boolean } = {},
): RawBuilder<SqlBool> {
  if (isPostgres(db))
    return sql<SqlBool>`${ticketId} in (select ticket_id from ticket_search
      where text like ${likePattern(needle)} escape '\\')`;
  if (walking)
    return sql<SqlBool>`exists (select 1 from ticket_search
      where ticket_search.rowid = ${ticketId} and ${sqliteMatch(needle)})`;
  return sql<SqlBool>`${ticketId} in (select rowid from ticket_search where ${sqliteMatch(needle)})`;
}

/** SQLite: the rows of `ticket_search` whose text contains `needle`. */
function sqliteMatch(needle: string): RawBuilder<SqlBool> {
  // A trigram is three characters (code points, as SQLite counts them).
  if (Array.from(needle).length < 3) return sql<SqlBool>`instr(text, ${needle}) > 0`;
  return sql<SqlBool>`ticket_search match ${`"${needle.replace(/"/g, '""')}"`}`;
}

/**
 * How many tickets' search texts contain `needle` (lower-cased): the count of a search with no
 * other filter, from `ticket_search` alone. Each of its rows is one ticket's (PostgreSQL: its key
 * references the ticket; SQLite: rowid = ticket id, and tickets are never deleted), so the
 * matches need no lookup in `tickets`: 6 500 of them for "dns" at 100 000 tickets cost more to
 * look up than to find (SQLite: 11 -> 0.3 ms measured).
 */
export async function countSearchMatches(db: Kysely<Database>, needle: string): Promise<number> {
  const count = async () => {
    const row = isPostgres(db)
      ? await sql<{ count: number | string }>`select count(*) as count from ticket_search
          where text like ${likePattern(needle)} escape '\\'`.execute(db)
      : await sql<{ count: number | string }>`select count(*) as count from ticket_search
          where ${sqliteMatch(needle)}`.execute(db);
    return Number(row.rows[0]?.count ?? 0);
  };
  // Kept until a search text is written (db/count-cache.ts).
  const cache = countCacheOf(db);
  return cache ? cache.remember(`ticket-search:${needle}`, ['ticket_search'], count) : count();
}

/** Writes the search texts of new tickets. */
export async function insertSearchTexts(
  db: Kysely<Database>,
  rows: readonly { ticketId: number; text: string }[],
): Promise<void> {
  const sqlite = !isPostgres(db);
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000);
    if (sqlite)
      await sql`insert into ticket_search (rowid, ticket_id, text) values ${sql.join(
        chunk.map((row) => sql`(${row.ticketId}, ${row.ticketId}, ${row.text})`),
      )}`.execute(db);
    else
      await db
        .insertInto('ticket_search')
        .values(chunk.map((row) => ({ ticket_id: row.ticketId, text: row.text })))
        .execute();
  }
}

/**
 * The seed's many texts at once. SQLite's index is then built in one go (no merging of its
 * pieces while loading, one merge at the end), then merges again as each change comes.
 */
export async function loadSearchTexts(
  db: Kysely<Database>,
  rows: readonly { ticketId: number; text: string }[],
): Promise<void> {
  if (isPostgres(db)) return insertSearchTexts(db, rows);
  await sql`insert into ticket_search (ticket_search, rank) values ('automerge', 0)`.execute(db);
  await insertSearchTexts(db, rows);
  await sql`insert into ticket_search (ticket_search) values ('optimize')`.execute(db);
  await sql`insert into ticket_search (ticket_search, rank) values ('automerge', 4)`.execute(db);
}

/** Replaces a ticket's search text (after a merge reorders its thread). */
export async function replaceSearchText(
  db: Kysely<Database>,
  ticketId: number,
  text: string,
): Promise<void> {
  if (!isPostgres(db))
    await sql`update ticket_search set text = ${text} where rowid = ${ticketId}`.execute(db);
  else
    await db.updateTable('ticket_search').set({ text }).where('ticket_id', '=', ticketId).execute();
}

/** Adds the text of new messages at the end of a ticket's search text. */
export async function appendSearchText(
  db: Kysely<Database>,
  ticketId: number,
  parts: readonly string[],
): Promise<void> {
  if (parts.length === 0) return;
  const tail = `\n${searchText(parts)}`;
  const key = !isPostgres(db) ? sql`rowid` : sql`ticket_id`;
  await sql`update ticket_search set text = text || ${tail} where ${key} = ${ticketId}`.execute(db);
}
