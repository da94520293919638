import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';
import { openPostgres, openSqlite, withStatementCache } from './connect';

const opened: SqliteDatabase.Database[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) if (database.open) database.close();
});

function memory() {
  const database = new SqliteDatabase(':memory:');
  opened.push(database);
  return database;
}

describe('SQLite statement cache', () => {
  it('prepares a SQL text once and keeps the most recently used texts', () => {
    const database = memory();
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    const first = cached.prepare('select 1 as one');
    expect(cached.prepare('select 1 as one')).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    cached.prepare('select 2 as two');
    cached.prepare('select 1 as one'); // used again: the oldest is now "select 2"
    cached.prepare('select 3 as three');
    expect(prepare).toHaveBeenCalledTimes(3);
    expect(cached.prepare('select 1 as one')).toBe(first);
    cached.prepare('select 2 as two');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('answers through Kysely as before, also after the schema changed under a cached statement', async () => {
    const handle = openSqlite(':memory:');
    const { db } = handle;
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`insert into notes (body) values (${'first'})`.execute(db);
    const read = () => sql<Record<string, unknown>>`select * from notes`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: 'first' }]);
    await sql`alter table notes add column pinned integer not null default 0`.execute(db);
    expect((await read()).rows).toEqual([{ id: 1, body: 'first', pinned: 0 }]);
    const inserted = await sql`insert into notes (body) values (${'second'})`.execute(db);
    expect(inserted.numAffectedRows).toBe(1n);
    await handle.close();
  });
});

describe.runIf(testDialect() === 'postgres')('PostgreSQL named statements', () => {
  it('prepares each SQL text once per connection, and answers after its table changed shape', async () => {
    const name = await createPgTestDatabase({ empty: true });
    const handle = openPostgres(pgUrlFor(name), { max: 1 });
    try {
      const { db } = handle;
      await sql`create table notes (id integer primary key, body text not null)`.execute(db);
      await sql`insert into notes values (1, 'first')`.execute(db);
      const read = () =>
        sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first' }]);
      const prepared = () =>
        sql<{ n: number }>`select count(*) as n from pg_prepared_statements`.execute(db);
      expect((await prepared()).rows[0]?.n).toBeGreaterThan(0);
      // Another host's migration: the prepared `select *` no longer matches the table.
      await sql`alter table notes add column author text`.execute(db);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first', author: null }]);
      expect((await read()).rows).toEqual([{ id: 1, body: 'first', author: null }]);
    } finally {
      await handle.close();
      await dropPgDatabase(name);
    }
  });
});
