import { sql, type Updateable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshTestDatabase, type TestDatabase } from '../testing/databases';
import { shareCountedWrites } from '../cluster';
import type { PeerChannel, PeerMessage } from '../services/events';
import { CountCache, tablesIn } from './count-cache';
import { claimVersion } from '../repositories/versions.repository';
import { lockTicket, updateTicket } from '../repositories/tickets.repository';
import type { Database } from './database';
import { countRows } from './paging';

// On the test dialect (SQLite, and PostgreSQL in the server-pg project).
let database: TestDatabase;
beforeEach(async () => {
  database = await freshTestDatabase();
});
afterEach(async () => {
  await database.dispose();
});

const AT = 424242;
const vehicle = {
  location: AT,
  start_city: 'Lyon',
  start_city_key: 'lyon',
  start_country: 'France',
  end_city: 'Nice',
  end_city_key: 'nice',
  end_country: 'France',
  warnings: 'No warnings',
  warnings_key: 'no warnings',
  progress: 10,
};

const count = (db = database.db) =>
  countRows(db, db.selectFrom('vehicles').select('id').where('location', '=', AT));
/** A write the cache is not told of: a kept count does not see it, a count made anew does. */
const unheard = () => database.db.withoutPlugins().insertInto('vehicles').values(vehicle).execute();
/** The same for a ticket's columns. */
const unheardTicket = (id: number, values: Updateable<Database['tickets']>) =>
  database.db.withoutPlugins().updateTable('tickets').set(values).where('id', '=', id).execute();

describe('list counts kept between requests (db/count-cache.ts)', () => {
  it('answers a count again until its table is written through Kysely', async () => {
    const { db } = database;
    expect(await count()).toBe(0);
    await unheard();
    expect(await count()).toBe(0); // kept
    await db.insertInto('vehicles').values(vehicle).execute();
    expect(await count()).toBe(2); // counted anew: both rows
  });

  it('keeps it over a write of another table, and drops it on a raw write of its own', async () => {
    const { db } = database;
    expect(await count()).toBe(0);
    await unheard();
    await db.updateTable('profile_page').set({ location: 'Paris' }).execute();
    await sql`update course_topics set title = title`.execute(db);
    expect(await count()).toBe(0);
    await sql`update vehicles set progress = progress`.execute(db);
    expect(await count()).toBe(1);
  });

  it('keeps nothing counted inside a transaction, nor one made before a write was committed', async () => {
    const { db } = database;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('vehicles').values(vehicle).execute();
      expect(await count(trx)).toBe(1);
    });
    await unheard();
    expect(await count()).toBe(2); // nothing was kept from inside
    await unheard();
    expect(await count()).toBe(2); // kept now
    await db.updateTable('vehicles').set({ progress: 11 }).where('location', '=', AT).execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let began = () => {};
    const started = new Promise<void>((resolve) => (began = resolve));
    const open = db.transaction().execute(async (trx) => {
      await trx.insertInto('vehicles').values(vehicle).execute();
      began();
      await held;
    });
    await started;
    // Counted while the insert is pending: on PostgreSQL on another connection, without it
    // (3); on SQLite it waits for the one connection.
    const during = count();
    await Promise.race([during, new Promise((resolve) => setTimeout(resolve, 100))]);
    release();
    await open;
    expect([3, 4]).toContain(await during);
    expect(await count()).toBe(4); // the commit moved the table: counted anew
    await unheard();
    expect(await count()).toBe(4); // kept again
  });

  it('keeps a count over a transaction that wrote other tables', async () => {
    const { db } = database;
    expect(await count()).toBe(0);
    await unheard();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('profile_page').set({ location: 'Paris' }).execute();
    });
    expect(await count()).toBe(0);
  });

  it('keeps a count over a write of bookkeeping columns or a row lock, not over a change', async () => {
    const { db } = database;
    const open = () =>
      countRows(db, db.selectFrom('tickets').select('id').where('status', '=', 'open'));
    const before = await open();
    const { id } = await db
      .selectFrom('tickets')
      .select('id')
      .where('status', '=', 'solved')
      .executeTakeFirstOrThrow();
    await unheardTicket(id, { status: 'open' });
    // What a note writes besides its message: a row lock, a claimed version, the last activity.
    // No column a list filters.
    const at = '2026-11-29T05:00:00.000Z';
    await lockTicket(db, id);
    await claimVersion(db, 'tickets', id, null, { id: 1, fullName: 'Test' }, at);
    await updateTicket(db, id, { updated_at: at });
    expect(await open()).toBe(before); // kept
    await updateTicket(db, id, { priority: 'high' });
    expect(await open()).toBe(before + 1); // counted anew
  });

  it('drops a count that names a bookkeeping column when that column is written', async () => {
    const { db } = database;
    const since = '2000-01-01T00:00:00.000Z';
    const active = () =>
      countRows(db, db.selectFrom('tickets').select('id').where('updated_at', '>=', since));
    const before = await active();
    const { id } = await db.selectFrom('tickets').select('id').executeTakeFirstOrThrow();
    await unheardTicket(id, { updated_at: '1999-01-01T00:00:00.000Z' });
    await updateTicket(db, id, { changed_by_name: 'Test' });
    expect(await active()).toBe(before); // it names no `changed_by_name`: kept
    await updateTicket(db, id, { updated_at: '1999-01-02T00:00:00.000Z' });
    expect(await active()).toBe(before - 1);
  });

  it('drops what another process may have changed', async () => {
    expect(await count()).toBe(0);
    await unheard();
    database.counts.wroteElsewhere();
    expect(await count()).toBe(1);
  });
});

describe('CountCache', () => {
  it('holds a value until its time is up, and never for a clock that went back', async () => {
    const cache = new CountCache();
    let computed = 0;
    const value = (now: number) =>
      cache.remember('k', ['t'], () => Promise.resolve((computed += 1)), {
        now,
        validUntil: () => 2000,
      });
    expect(await value(1000)).toBe(1);
    expect(await value(2000)).toBe(1);
    expect(await value(2001)).toBe(2);
    expect(await value(2000)).toBe(3); // computed at 2001: not for an earlier time
  });

  it('keeps none when its table was written while it was counted', async () => {
    const cache = new CountCache();
    let computed = 0;
    const value = () =>
      cache.remember('k', ['t'], () => {
        computed += 1;
        cache.wrote(['t']);
        return Promise.resolve(computed);
      });
    expect(await value()).toBe(1);
    expect(await value()).toBe(2);
  });

  it('keeps at most its size, the least recently used going first', async () => {
    const cache = new CountCache({ maxEntries: 2 });
    const compute = (n: number) => () => Promise.resolve(n);
    await cache.remember('a', [], compute(1));
    await cache.remember('b', [], compute(2));
    await cache.remember('a', [], compute(9)); // used: b is now the oldest
    await cache.remember('c', [], compute(3));
    expect(await cache.remember('a', [], compute(9))).toBe(1);
    expect(await cache.remember('b', [], compute(8))).toBe(8);
  });

  it('expires after maxAgeMs (PostgreSQL: another process may write unheard)', async () => {
    const cache = new CountCache({ maxAgeMs: 5000 });
    await cache.remember('k', [], () => Promise.resolve(1), { now: 0 });
    expect(await cache.remember('k', [], () => Promise.resolve(2), { now: 5000 })).toBe(1);
    expect(await cache.remember('k', [], () => Promise.resolve(3), { now: 5001 })).toBe(3);
  });

  it('reads the tables a SQL text names', () => {
    expect(
      tablesIn(
        'select count(*) from "tickets" as "t" inner join customers c on c.id = t.customer_id ' +
          'where t.id in (select rowid from ticket_search where ticket_search match ?)',
      ).sort(),
    ).toEqual(['customers', 'ticket_search', 'tickets']);
    expect(tablesIn('select count(*) from (select 1) as x')).toEqual([]);
  });
});

describe('shareCountedWrites (a cluster of SQLite workers)', () => {
  /** Two workers' channels: what one sends, the other hears (as through the primary). */
  function peerPair() {
    const heard: [PeerMessage[], PeerMessage[]] = [[], []];
    const listeners: [((m: PeerMessage) => void)[], ((m: PeerMessage) => void)[]] = [[], []];
    const channel = (self: 0 | 1): PeerChannel => ({
      send: (message) => {
        heard[self === 0 ? 1 : 0].push(message);
        for (const listener of listeners[self === 0 ? 1 : 0]) listener(message);
      },
      onMessage: (listener) => listeners[self].push(listener),
    });
    return { channels: [channel(0), channel(1)] as const, heard };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it('tells the other worker the tables written in one turn, in one message', async () => {
    const { channels, heard } = peerPair();
    const first = new CountCache({ maxAgeMs: 5000 });
    const second = new CountCache({ maxAgeMs: 5000 });
    shareCountedWrites(first, channels[0]);
    shareCountedWrites(second, channels[1]);
    expect([second.seesEveryWrite, second.hearsEveryWrite]).toEqual([false, true]);
    let counted = 0;
    const count = () =>
      second.remember('open tickets', ['tickets'], () => Promise.resolve(++counted));
    await count();

    // A note: other tables than the count's; one message for the turn.
    first.wrote(['ticket_messages']);
    first.wrote(['ticket_search', 'events']);
    await nextTurn();
    expect(heard[1]).toEqual([
      { type: 'tables', tables: ['ticket_messages', 'ticket_search', 'events'] },
    ]);
    expect(await count()).toBe(1);

    first.wrote(['tickets']);
    await nextTurn();
    expect(await count()).toBe(2);
    first.wrote('all');
    await nextTurn();
    expect(heard[1].at(-1)).toEqual({ type: 'tables', tables: 'all' });
    expect(await count()).toBe(3);
    // What a worker hears is not told back.
    expect(heard[0]).toEqual([]);
  });

  it('tells the tables written before any other message of the same turn', async () => {
    const { channels, heard } = peerPair();
    const first = new CountCache({ maxAgeMs: 5000 });
    const second = new CountCache({ maxAgeMs: 5000 });
    const told = shareCountedWrites(first, channels[0]);
    shareCountedWrites(second, channels[1]);
    let counted = 0;
    const count = () =>
      second.remember('open tickets', ['tickets'], () => Promise.resolve(++counted));
    await count();
    let countWhenTold: number | null = null;
    channels[1].onMessage((message) => {
      if (message.type === 'wrote') void count().then((n) => (countWhenTold = n));
    });

    // A ticket changed, and the live events' note goes out in the same turn.
    first.wrote(['tickets']);
    told.send({ type: 'wrote' });
    expect(heard[1]).toEqual([{ type: 'tables', tables: ['tickets'] }, { type: 'wrote' }]);
    await nextTurn();
    expect(countWhenTold).toBe(2);
    // Nothing is told twice at the turn's end.
    expect(heard[1]).toHaveLength(2);
  });
});
