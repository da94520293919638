import { afterEach, describe, expect, it } from 'vitest';
import {
  freshTestApp,
  signIn,
  setCurrentTestApp,
  call,
  testDialect,
  type TestApp,
} from '../testing';
import { adminQuery } from '../testing/databases';
import { STORAGE_REFUSED } from '../http/errors';

/**
 * Storage that refuses writes (README, "Under faults"): a full disk and a read-only database.
 * SQLite: the page limit the file may grow to (`PRAGMA max_page_count`, the same SQLITE_FULL a
 * full disk gives) and `PRAGMA query_only` (SQLITE_READONLY). PostgreSQL: the database switched
 * to read-only (`default_transaction_read_only`, as a standby gives: 25006). Writes answer 507
 * with a message, reads keep working, nothing is half-written, and writes work again once the
 * storage is back, without a restart.
 */
const newTicket = (n: number) => ({
  customerId: 1,
  contact: { name: 'Lucía García', email: 'lucia@example.com' },
  subject: `Storage probe ${n}`,
  category: 'technical',
  priority: 'normal',
  description: `<p>${'A long description that takes room. '.repeat(40)}</p>`,
});

let current: TestApp | null = null;
afterEach(async () => {
  setCurrentTestApp(null);
  await current?.database.dispose();
  current = null;
});

async function start() {
  current = await freshTestApp();
  setCurrentTestApp(current);
  return { app: current, admin: await signIn() };
}

/** Probe tickets, and the probe tickets without their first message (half-written). */
async function probes(app: TestApp) {
  const rows = await app.deps.db
    .selectFrom('tickets')
    .leftJoin('ticket_messages', 'ticket_messages.ticket_id', 'tickets.id')
    .where('tickets.subject', 'like', 'Storage probe %')
    .select(['tickets.id', 'ticket_messages.id as messageId'])
    .execute();
  return {
    tickets: new Set(rows.map((row) => row.id)).size,
    withoutMessage: rows.filter((row) => row.messageId === null).length,
  };
}

// Each dialect's faults, on its own project's run (nothing reported as skipped on the other).
if (testDialect() === 'sqlite')
  describe('SQLite storage that refuses writes', () => {
    it('a full disk: writes answer 507 until there is room again, acknowledged ones are all stored, none half-written', async () => {
      const { app, admin } = await start();
      const sqlite = app.database.sqlite;
      if (!sqlite) throw new Error('no SQLite connection');
      const pages = Number(sqlite.pragma('page_count', { simple: true }));
      sqlite.pragma(`max_page_count = ${pages + 4}`);

      let acknowledged = 0;
      let refused: { status: number; body: unknown } | null = null;
      for (let n = 0; n < 400 && refused === null; n += 1) {
        const answer = await call('/api/tickets', {
          method: 'POST',
          token: admin,
          json: newTicket(n),
        });
        if (answer.status === 201) acknowledged += 1;
        else refused = { status: answer.status, body: answer.body };
      }
      expect(refused).toEqual({ status: 507, body: { message: STORAGE_REFUSED } });
      expect(await probes(app)).toEqual({ tickets: acknowledged, withoutMessage: 0 });
      // Reads keep working.
      expect((await call('/api/tickets', { token: admin })).status).toBe(200);

      sqlite.pragma(`max_page_count = ${pages * 4}`);
      const after = await call('/api/tickets', {
        method: 'POST',
        token: admin,
        json: newTicket(999),
      });
      expect(after.status).toBe(201);
      expect(await probes(app)).toEqual({ tickets: acknowledged + 1, withoutMessage: 0 });
    });

    it('a read-only database: 507, nothing stored, and writes again once writable', async () => {
      const { app, admin } = await start();
      const sqlite = app.database.sqlite;
      if (!sqlite) throw new Error('no SQLite connection');
      sqlite.pragma('query_only = ON');
      expect(
        await call('/api/tickets', { method: 'POST', token: admin, json: newTicket(1) }),
      ).toEqual({
        status: 507,
        body: { message: STORAGE_REFUSED },
      });
      expect((await call('/api/tickets', { token: admin })).status).toBe(200);
      expect(await probes(app)).toEqual({ tickets: 0, withoutMessage: 0 });
      sqlite.pragma('query_only = OFF');
      expect(
        (await call('/api/tickets', { method: 'POST', token: admin, json: newTicket(2) })).status,
      ).toBe(201);
    });
  });

if (testDialect() === 'postgres')
  describe('PostgreSQL storage that refuses writes', () => {
    /** The app's database switched to read-only (or back); its open connections are ended. */
    async function setReadOnly(app: TestApp, readOnly: boolean) {
      const { name } = await app.deps.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow();
      const quoted = `"${name.replace(/"/g, '""')}"`;
      await adminQuery(
        `alter database ${quoted} ${readOnly ? 'set default_transaction_read_only = on' : 'reset default_transaction_read_only'}`,
      );
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name.replace(/'/g, "''")}'`,
      );
      // The pool drops the ended connections and opens new ones (a request in between may see 503).
      for (let attempt = 0; attempt < 20; attempt += 1) {
        try {
          await app.deps.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    }

    it('a read-only database (a standby): 507, reads work, nothing stored, writes again once writable', async () => {
      const { app, admin } = await start();
      await setReadOnly(app, true);
      expect(
        await call('/api/tickets', { method: 'POST', token: admin, json: newTicket(1) }),
      ).toEqual({
        status: 507,
        body: { message: STORAGE_REFUSED },
      });
      expect((await call('/api/tickets', { token: admin })).status).toBe(200);
      expect(await probes(app)).toEqual({ tickets: 0, withoutMessage: 0 });
      await setReadOnly(app, false);
      expect(
        (await call('/api/tickets', { method: 'POST', token: admin, json: newTicket(2) })).status,
      ).toBe(201);
      expect(await probes(app)).toEqual({ tickets: 1, withoutMessage: 0 });
    });
  });
