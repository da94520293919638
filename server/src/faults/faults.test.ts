import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ticketDetailSchema, ticketsResponseSchema } from '@portal/contract';
import type { Hono } from 'hono';
import pg from 'pg';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppEnv } from '../context';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/connect';
import { systemClock } from '../lib/clock';
import { createMailer } from '../services/mailer';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * The server under faults (README, "Under faults"): killed in the middle of a burst of writes
 * (both dialects), and PostgreSQL out of reach (PostgreSQL only).
 *
 * Crash durability: the real server in a child process takes a burst of writes and is killed
 * (SIGKILL: no shutdown, no last flush) in the middle of it. Every write it acknowledged (201
 * received) must be in the database after a restart, and the SQLite file must be sound.
 */
const TOTAL = 1000;
const CONCURRENCY = 20;
const KILL_AFTER = 500;
const PROBE = 'crash probe';

let dataDir = '';
let pgDatabase: string | null = null;
let running: ServerProcess | null = null;
const serverEnv = () => ({
  DATA_DIR: dataDir,
  DATABASE_URL: pgDatabase === null ? undefined : pgUrlFor(pgDatabase),
  DEMO: '1',
});

const openDatabase = (): DatabaseHandle =>
  pgDatabase === null
    ? openSqlite(path.join(dataDir, 'portal.sqlite'))
    : openPostgres(pgUrlFor(pgDatabase), { max: 1 });

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  expect(response.status).toBe(201);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

/** The probe texts stored in the database, read from its tables (not through the server). */
async function storedProbes(db: DatabaseHandle['db']): Promise<string[]> {
  const rows = await db
    .selectFrom('ticket_messages')
    .select('body')
    .where('body', 'like', `%${PROBE}%`)
    .execute();
  return rows.map((row) => row.body);
}

const probeBody = (n: number) => `<p>${PROBE} ${n}</p>`;

describe(`a SIGKILL in the middle of a burst of writes (${testDialect()})`, () => {
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-test-'));
    // PostgreSQL: a copy of the seeded template; SQLite: the server seeds its empty file (DEMO).
    pgDatabase = testDialect() === 'postgres' ? await createPgTestDatabase() : null;
  });
  afterEach(async () => {
    if (running) await stopServerProcess(running, 'SIGKILL');
    running = null;
    rmSync(dataDir, { recursive: true, force: true });
    if (pgDatabase !== null) await dropPgDatabase(pgDatabase);
  });

  it('loses no acknowledged write and leaves a sound database', { timeout: 180_000 }, async () => {
    const port = await freePort();
    running = await startServerProcess(port, serverEnv());
    const { origin } = running;
    const token = await signIn(origin);
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

    // One ticket per writer: the writes do not queue for each other's row locks.
    const list = ticketsResponseSchema.parse(
      await (await fetch(`${origin}/api/tickets?itemsPerPage=100`, { headers })).json(),
    );
    const tickets = list.tickets
      .filter((ticket) => ticket.status !== 'closed')
      .slice(0, CONCURRENCY)
      .map((ticket) => ticket.id);
    expect(tickets).toHaveLength(CONCURRENCY);

    // A burst of staff notes (each one transaction: the message, the ticket, its history and
    // search text); each answered 201 is acknowledged. The server is killed at the 500th.
    const server = running;
    const acknowledged: string[] = [];
    const unexpected: number[] = [];
    let failed = 0;
    let next = 0;
    const writer = async (ticketId: number) => {
      while (next < TOTAL) {
        const body = probeBody(next++);
        let answer: { status: number; text: string };
        try {
          const response = await fetch(`${origin}/api/tickets/${ticketId}/messages`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ kind: 'note', body }),
          });
          answer = { status: response.status, text: await response.text() };
        } catch {
          failed += 1; // the server is gone: refused, reset, or cut off mid-answer
          continue;
        }
        const detail =
          answer.status === 201 ? ticketDetailSchema.parse(JSON.parse(answer.text)) : null;
        if (!detail?.messages.some((message) => message.body === body)) {
          unexpected.push(answer.status);
          continue;
        }
        acknowledged.push(body);
        if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
      }
    };
    await Promise.all(tickets.map(writer));
    await stopServerProcess(server, 'SIGKILL');
    running = null;
    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(failed).toBeGreaterThan(0); // the kill landed inside the burst
    expect(acknowledged.length + failed).toBe(TOTAL);

    // What the database holds after the crash, read directly (SQLite: recovery of the WAL).
    const database = openDatabase();
    try {
      if (database.sqlite)
        expect(database.sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const stored = await storedProbes(database.db);
      expect(new Set(stored).size).toBe(stored.length);
      expect(stored).toEqual(expect.arrayContaining(acknowledged));
    } finally {
      await database.close();
    }

    // The server starts again on the same data, serves every acknowledged write, and writes.
    running = await startServerProcess(port, serverEnv());
    const again = await signIn(running.origin);
    const readHeaders = { Authorization: `Bearer ${again}` };
    const served: string[] = [];
    for (const ticketId of tickets) {
      const response = await fetch(`${running.origin}/api/tickets/${ticketId}`, {
        headers: readHeaders,
      });
      expect(response.status).toBe(200);
      const detail = ticketDetailSchema.parse(await response.json());
      served.push(...detail.messages.map((message) => message.body));
    }
    expect(served).toEqual(expect.arrayContaining(acknowledged));
    const after = await fetch(`${running.origin}/api/tickets/${tickets[0]}/messages`, {
      method: 'POST',
      headers: { ...readHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'note', body: '<p>after the restart</p>' }),
    });
    expect(after.status).toBe(201);
    await stopServerProcess(running);
    running = null;
  });
});

/**
 * PostgreSQL out of reach: the app's pool connects through a TCP proxy that the tests close
 * (connections refused, those open cut) or silence (connections accepted, never answered), then
 * open again. The API answers 503 with a message meanwhile, `/readyz` 503, and the same app
 * serves again once the database is back: no restart, no broken pool.
 */
const UNAVAILABLE = {
  status: 503,
  body: { message: 'The database is unavailable. Try again in a moment.' },
};
const CONNECT_TIMEOUT_MS = 1000;

if (testDialect() === 'postgres')
  describe('PostgreSQL out of reach', () => {
    let name = '';
    let proxy: TcpProxy;
    let database: DatabaseHandle;
    let app: Hono<AppEnv>;
    const idleErrors: Error[] = [];

    beforeEach(async () => {
      name = await createPgTestDatabase();
      const target = new URL(pgUrlFor(name));
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const viaProxy = new URL(target);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      idleErrors.length = 0;
      database = openPostgres(viaProxy.toString(), {
        max: 4,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
        onIdleError: (error) => idleErrors.push(error),
      });
      const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
      app = createApp({
        db: database.db,
        dialect: 'postgres',
        clock: systemClock(),
        log,
        mailer: createMailer({
          db: database.db,
          clock: systemClock(),
          log,
          transport: null,
          from: 'HostDesk <no-reply@localhost>',
        }),
        demo: { twoStepCode: '123456', resetEnabled: true, seedOptions: {} },
      });
    });
    afterEach(async () => {
      await database.close();
      await proxy.close();
      await dropPgDatabase(name);
    });

    async function ask(path: string, { token, json }: { token?: string; json?: unknown } = {}) {
      const response = await app.request(`http://localhost${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    }

    async function signInThroughApp() {
      const answer = await ask('/api/auth/login', {
        json: { email: 'admin@demo.com', password: 'admin' },
      });
      expect(answer.status).toBe(201);
      return (answer.body as { accessToken: string }).accessToken;
    }

    const note = (token: string) =>
      ask('/api/tickets/1/messages', { token, json: { kind: 'note', body: '<p>note</p>' } });

    /** Every kind of request while the database is away, a few times over `ms`. */
    async function expectUnavailableFor(ms: number, token: string) {
      const until = Date.now() + ms;
      do {
        expect(await ask('/api/tickets', { token })).toEqual(UNAVAILABLE);
        expect(await note(token)).toEqual(UNAVAILABLE);
        expect(
          await ask('/api/auth/login', { json: { email: 'admin@demo.com', password: 'admin' } }),
        ).toEqual(UNAVAILABLE);
        expect(await ask('/readyz')).toEqual({
          status: 503,
          body: { status: 'database unreachable' },
        });
        // The process itself is fine: a service manager must not restart it.
        expect(await ask('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
        await new Promise((resolve) => setTimeout(resolve, 250));
      } while (Date.now() < until);
    }

    /** Back: the very next requests answer, several at once (more than the pool's size). */
    async function expectServing(token: string) {
      expect(await ask('/api/tickets', { token })).toMatchObject({ status: 200 });
      expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready' } });
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => ask('/api/tickets?itemsPerPage=5', { token })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect((await note(token)).status).toBe(201);
    }

    it('refused and cut connections: 503 meanwhile, then it serves again by itself', async () => {
      const token = await signInThroughApp();
      await expectServing(token); // the pool holds open connections when the database goes
      await proxy.close();
      await expectUnavailableFor(3000, token);
      await proxy.listen();
      await expectServing(token);
      // The pool's idle connections were cut: reported, not thrown (the process lives on).
      expect(idleErrors.length).toBeGreaterThan(0);
    });

    it('a request waiting in the database when its connection is cut answers 503', async () => {
      const token = await signInThroughApp();
      // Another client holds ticket 1, so the note waits for its row lock inside PostgreSQL.
      const holder = new pg.Client({ connectionString: pgUrlFor(name) });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from tickets where id = 1 for update');
        const waiting = note(token);
        const lockWaits = async () =>
          (
            await holder.query<{ waits: number }>(
              "select count(*)::int as waits from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
              [name],
            )
          ).rows[0]?.waits ?? 0;
        while ((await lockWaits()) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        await proxy.close();
        expect(await waiting).toEqual(UNAVAILABLE);
        await holder.query('rollback');
      } finally {
        await holder.end();
      }
      await proxy.listen();
      await expectServing(token);
    });

    it('a database that never answers: 503 once connecting times out, then it serves again', async () => {
      const token = await signInThroughApp();
      await proxy.close();
      await proxy.listen({ silent: true });
      // The first answers may come at once (the pool's idle connections were just cut); once
      // the pool has none left, each request waits for a new connection until it times out.
      const waits: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const started = performance.now();
        expect(await ask('/api/tickets', { token })).toEqual(UNAVAILABLE);
        waits.push(performance.now() - started);
      }
      const waited = waits.at(-1) ?? 0;
      expect(waited).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS * 0.9);
      expect(waited).toBeLessThan(CONNECT_TIMEOUT_MS * 5);
      expect(await ask('/readyz')).toEqual({
        status: 503,
        body: { status: 'database unreachable' },
      });
      await proxy.close();
      await proxy.listen();
      await expectServing(token);
    });
  });
