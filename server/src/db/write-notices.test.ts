import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { call, currentTestApp, signIn, testDb, testDialect, useTestApp } from '../testing';
import { pgUrlFor } from '../testing/databases';
import { migrateToLatest } from './migrate';
import { TABLES_CHANNEL, installWriteNotices } from './write-notices';

/**
 * Every table tells its writes on PostgreSQL (migration 2026-12-02-23-scale, docs/scaling.md):
 * the other server processes read again what they kept of it. SQLite has nothing to tell.
 */
useTestApp();

const onPostgres = testDialect() === 'postgres';

const listeners: pg.Client[] = [];
afterEach(async () => {
  for (const client of listeners.splice(0)) await client.end();
});

/** The database of the running test, by name. */
async function databaseName(): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(testDb());
  return rows[0]?.name ?? '';
}

/** A connection of its own that LISTENs on the tables' channel; `heard()` drains what came. */
async function listen() {
  const client = new pg.Client({ connectionString: pgUrlFor(await databaseName()) });
  await client.connect();
  listeners.push(client);
  const payloads: string[] = [];
  client.on('notification', (notice) => {
    if (notice.channel === TABLES_CHANNEL) payloads.push(notice.payload ?? '');
  });
  await client.query(`listen ${TABLES_CHANNEL}`);
  return {
    /** What was told since the last call, once every notice committed before it has arrived. */
    async heard(): Promise<string[]> {
      // PostgreSQL sends a listener what it owes before answering its next query.
      await client.query('select 1');
      return payloads.splice(0).sort();
    },
  };
}

describe.runIf(onPostgres)('write notices (PostgreSQL)', () => {
  it('puts them on every table but the live events', async () => {
    const { rows } = await sql<{ name: string }>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r' and c.relname not like 'kysely%'
        and not exists (select 1 from pg_trigger t where t.tgrelid = c.oid
                        and t.tgname = 'portal_write_notice')`.execute(testDb());
    expect(rows.map((row) => row.name)).toEqual(['events']);
  });

  it('tells a write with its table, a bookkeeping update with its columns, a row lock not', async () => {
    const notices = await listen();
    const db = testDb();
    await db.updateTable('tickets').set({ priority: 'low' }).where('id', '=', 1).execute();
    expect(await notices.heard()).toEqual(['tickets']);
    await db
      .updateTable('tickets')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    expect(await notices.heard()).toEqual(['tickets.version']);
    await db
      .updateTable('tickets')
      .set((eb) => ({ id: eb.ref('id') }))
      .where('id', '=', 1)
      .execute();
    expect(await notices.heard()).toEqual([]);
    await db
      .insertInto('account_rules')
      .values({ account_id: 1, position: 99, action: 'read', subject: 'Bench' })
      .execute();
    await db.deleteFrom('sessions').where('id', '=', 'none').execute();
    expect(await notices.heard()).toEqual(['account_rules', 'sessions']);
  });

  it("tells a note on a ticket without the ticket's table: the other processes keep the lists' counts", async () => {
    const token = await signIn('agent@demo.com');
    const notices = await listen();
    const answer = await call('/api/tickets/2/messages', {
      method: 'POST',
      token,
      json: { kind: 'note', body: '<p>Checked the DNS zone</p>' },
    });
    expect(answer.status).toBe(201);
    const told = await notices.heard();
    expect(told).toContain('ticket_messages');
    expect(told).toContain('tickets.version');
    expect(told).not.toContain('tickets');
  });

  it('tells a transaction once per table, at its commit, and nothing of a rollback', async () => {
    const notices = await listen();
    const db = testDb();
    await db.transaction().execute(async (trx) => {
      for (const priority of ['low', 'high'] as const)
        await trx.updateTable('tickets').set({ priority }).where('id', '=', 2).execute();
      expect(await notices.heard()).toEqual([]);
    });
    expect(await notices.heard()).toEqual(['tickets']);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ full_name: 'Nobody' })
          .where('id', '=', 1)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await notices.heard()).toEqual([]);
  });

  it('puts them on a table a later migration adds, at the next migration run', async () => {
    const { db } = currentTestApp().database;
    await sql`create table later_table (id integer primary key, version integer)`.execute(db);
    expect(await installWriteNotices(db)).toEqual(['later_table']);
    // Already there: nothing to do, whoever runs the migrations next.
    await migrateToLatest(db);
    expect(await installWriteNotices(db)).toEqual([]);
    const notices = await listen();
    await sql`insert into later_table (id, version) values (1, 1)`.execute(db);
    await sql`update later_table set version = 2`.execute(db);
    expect(await notices.heard()).toEqual(['later_table', 'later_table.version']);
  });
});
