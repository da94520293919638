import { sql } from 'kysely';
import { dialectOf, type MigrationDb } from './ddl';

/**
 * Several server processes (or hosts) on one PostgreSQL database (docs/scaling.md): every
 * process keeps what it read (the callers of sessions, list counts) until a table it read is
 * written, so every write has to reach every process. Two trigger functions tell each write on
 * the `portal_tables` channel, with the table's name as the payload (at commit, in commit
 * order, once per table and transaction: PostgreSQL folds equal notices of one transaction):
 * - `portal_write_notice()`, for each statement: `<table>`;
 * - `portal_row_update_notice(<bookkeeping columns>)`, for each updated row of a table with
 *   bookkeeping columns (a version, who and when changed it: db/count-cache.ts): `<table>` when
 *   any other column changed, else `<table>.<column>` for each bookkeeping column that did (a
 *   note on a ticket moves its version and last activity, not what the ticket lists count); a
 *   row set to itself (a row lock) tells nothing.
 * The triggers themselves are put on every table by `installWriteNotices` (db/write-notices.ts)
 * after each migration run, so tables that later migrations add are told too. SQLite has one
 * process, or a cluster's workers that tell each other (cluster.ts): nothing here.
 */
export async function up(db: MigrationDb): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    create or replace function portal_write_notice() returns trigger language plpgsql as $$
    begin
      perform pg_notify('portal_tables', tg_table_name);
      return null;
    end
    $$`.execute(db);
  await sql`
    create or replace function portal_row_update_notice() returns trigger language plpgsql as $$
    declare
      old_row jsonb := to_jsonb(old);
      new_row jsonb := to_jsonb(new);
      bookkeeping text;
    begin
      if (old_row - tg_argv) is distinct from (new_row - tg_argv) then
        perform pg_notify('portal_tables', tg_table_name);
      else
        foreach bookkeeping in array tg_argv loop
          if old_row -> bookkeeping is distinct from new_row -> bookkeeping then
            perform pg_notify('portal_tables', tg_table_name || '.' || bookkeeping);
          end if;
        end loop;
      end if;
      return null;
    end
    $$`.execute(db);
}
