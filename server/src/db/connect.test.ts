import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite, withStatementCache } from './connect';

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
