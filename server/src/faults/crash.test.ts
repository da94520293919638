import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ticketDetailSchema, ticketsResponseSchema } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPostgres, openSqlite, type DatabaseHandle } from '../db/connect';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';

/**
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
