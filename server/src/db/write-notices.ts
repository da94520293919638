import { sql, type Kysely } from 'kysely';
import { BOOKKEEPING } from './count-cache';
import type { Database } from './database';
import { isPostgres } from './dialect';

/**
 * PostgreSQL: every table tells its writes on this channel (migration 2026-12-02-23-scale), the
 * payload being the table's name, or `<table>.<column>` for an update of bookkeeping columns
 * only. Each server process listens (services/events.ts) and moves its count cache's versions
 * (db/count-cache.ts): what it kept from a table another process wrote is read again.
 */
export const TABLES_CHANNEL = 'portal_tables';

/** The statement trigger of every table, and the row trigger of updates where there is one. */
const STATEMENT_TRIGGER = 'portal_write_notice';
const ROW_TRIGGER = 'portal_row_update_notice';

/**
 * Tables whose writes are told otherwise, or that nothing keeps: the live events tell their own
 * ids (`portal_events`), and a trigger there would take PostgreSQL's notice lock a second time
 * per event.
 */
const UNTOLD = ['events'];

/** A key of the migrations' advisory lock space: hosts starting together install once. */
const INSTALL_LOCK = 72_023_023;

/**
 * Puts the write-notice triggers on every table that lacks them (PostgreSQL; after each
 * migration run, so that a table a later migration adds is told too). Answers the tables done.
 * A table with bookkeeping columns tells an update row by row, saying whether only those
 * changed; every other write is told once per statement.
 */
export async function installWriteNotices(db: Kysely<Database>): Promise<string[]> {
  if (!isPostgres(db)) return [];
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${INSTALL_LOCK})`.execute(trx);
    const { rows } = await sql<{ name: string; bookkeeping: string[] }>`
      select c.relname as name,
        array(select a.attname::text from pg_attribute a
              where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                and a.attname = any(${BOOKKEEPING}::text[])
              order by a.attnum) as bookkeeping
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
        and c.relname not like 'kysely\\_%' and c.relname <> all(${UNTOLD}::text[])
        and not exists (select 1 from pg_trigger t
                        where t.tgrelid = c.oid and t.tgname = ${STATEMENT_TRIGGER})
      order by c.relname`.execute(trx);
    for (const { name, bookkeeping } of rows) {
      const table = sql.id(name);
      if (bookkeeping.length === 0) {
        await sql`create trigger ${sql.id(STATEMENT_TRIGGER)}
          after insert or update or delete or truncate on ${table}
          for each statement execute function portal_write_notice()`.execute(trx);
        continue;
      }
      await sql`create trigger ${sql.id(STATEMENT_TRIGGER)}
        after insert or delete or truncate on ${table}
        for each statement execute function portal_write_notice()`.execute(trx);
      await sql`create trigger ${sql.id(ROW_TRIGGER)}
        after update on ${table}
        for each row execute function portal_row_update_notice(${sql.join(
          bookkeeping.map((column) => sql.lit(column)),
        )})`.execute(trx);
    }
    return rows.map((row) => row.name);
  });
}
