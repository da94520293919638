import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ticketsResponseSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './faults/server-process';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from './testing/databases';
import { openEventStream, type SseReader } from './testing/sse';

/**
 * Two server processes behind one port (`SERVER_PROCESSES=2`, cluster.ts), started as an
 * operator would. Connections go round-robin, so a change made through one process must reach
 * the streams and the list counts of the other: on SQLite through the cluster's primary, on
 * PostgreSQL through LISTEN.
 */
let dataDir = '';
let pgDatabase: string | null = null;
let server: ServerProcess;
let admin = '';
let agent = '';

const PROCESS_HEADER = 'x-server-process';

/** GET `path` on a connection of its own (so each request may reach either process). */
function getOnNewConnection(
  pathname: string,
  token: string,
): Promise<{ status: number; body: string; process: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, server.origin);
    const req = request(
      url,
      { agent: false, headers: { Authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            process: String(response.headers[PROCESS_HEADER]),
          }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${pathname} within 10 s`)));
    req.end();
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** The worker processes of the cluster (the primary's children). */
function workerPids(): number[] {
  const pid = server.child.pid ?? 0;
  const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text === '' ? [] : text.split(/\s+/).map(Number);
}

/**
 * How many open tickets of `priority` the list says, by the process that answered: asked on
 * connections of their own until both processes answered (each counts, and keeps the count).
 */
async function openTicketCounts(priority: string): Promise<Map<string, number[]>> {
  const byProcess = new Map<string, number[]>();
  for (let asked = 0; asked < 20 && (byProcess.size < 2 || asked < 4); asked += 1) {
    const { status, body, process } = await getOnNewConnection(
      `/api/tickets?status=open&priority=${priority}`,
      admin,
    );
    expect(status).toBe(200);
    const total = ticketsResponseSchema.parse(JSON.parse(body)).totalTickets;
    byProcess.set(process, [...(byProcess.get(process) ?? []), total]);
  }
  expect(byProcess.size).toBe(2);
  return byProcess;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  if (testDialect() === 'postgres') pgDatabase = await createPgTestDatabase({ empty: true });
  server = await startServerProcess(await freePort(), {
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase === null ? undefined : pgUrlFor(pgDatabase),
    DEMO: '1',
    SERVER_PROCESSES: '2',
  });
  admin = await signIn('admin@demo.com', 'admin');
  agent = await signIn('agent@demo.com', 'agent');
  // The server is ready once one worker listens; on a busy machine the other may start seconds
  // later, and until then every connection goes to the first.
  const seen = new Set<string>();
  for (const deadline = Date.now() + 60_000; seen.size < 2 && Date.now() < deadline;)
    seen.add((await getOnNewConnection('/healthz', admin)).process);
}, 120_000);

afterAll(async () => {
  await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
  if (pgDatabase !== null) await dropPgDatabase(pgDatabase);
});

describe(`two server processes on one port (${testDialect()})`, () => {
  it('runs two workers under one primary', () => {
    expect(workerPids()).toHaveLength(2);
  });

  it("a change made through one process reaches the other's streams and counts", async () => {
    const list = ticketsResponseSchema.parse(
      JSON.parse(
        (await getOnNewConnection('/api/tickets?status=open&priority=urgent', admin)).body,
      ),
    );
    const ticket = list.tickets[0];
    expect(ticket).toBeDefined();
    // Each process counts the urgent open tickets and keeps the count.
    for (const totals of (await openTicketCounts('urgent')).values())
      expect(new Set(totals)).toEqual(new Set([list.totalTickets]));

    // Streams, each on its own connection, until both processes hold some.
    const streams: SseReader[] = [];
    const holders = new Set<string>();
    const remote = {
      request: (input: string, init?: RequestInit) =>
        fetch(new URL(new URL(input).pathname, server.origin), init),
    };
    try {
      while (holders.size < 2 && streams.length < 12) {
        const stream = await openEventStream(remote, { Authorization: `Bearer ${admin}` });
        streams.push(stream);
        expect((await stream.next(5000))?.event).toBe('ready');
        holders.add(String(stream.headers.get(PROCESS_HEADER)));
      }
      expect(holders.size).toBe(2);

      const changed = await fetch(`${server.origin}/api/tickets/${ticket?.id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${agent}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ priority: 'low' }),
      });
      expect(changed.status).toBe(200);

      for (const stream of streams) {
        const told = await stream.nextOf('ticket', 5000);
        expect(JSON.parse(told?.data ?? '{}')).toMatchObject({
          kind: 'ticket',
          id: String(ticket?.id),
        });
      }
      // Neither process answers its kept count any more.
      for (const totals of (await openTicketCounts('urgent')).values())
        expect(new Set(totals)).toEqual(new Set([list.totalTickets - 1]));
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('a sign-out through one process holds at once in the other', async () => {
    const token = await signIn('agent@demo.com', 'agent');
    // Both processes know the session (and keep its account).
    const before = new Set<string>();
    for (let asked = 0; asked < 20 && before.size < 2; asked += 1) {
      const { status, process } = await getOnNewConnection('/api/auth/me', token);
      expect(status).toBe(200);
      before.add(process);
    }
    expect(before.size).toBe(2);
    const out = await fetch(`${server.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBeLessThan(300);
    const after = new Set<string>();
    for (let asked = 0; asked < 20 && (after.size < 2 || asked < 4); asked += 1) {
      const { status, process } = await getOnNewConnection('/api/auth/me', token);
      expect(status, `process ${process}`).toBe(401);
      after.add(process);
    }
    expect(after.size).toBe(2);
  });

  it('starts a worker again when one dies, and keeps answering meanwhile', async () => {
    const [victim] = workerPids();
    process.kill(victim ?? 0, 'SIGKILL');
    // Once the primary has seen it die, the other worker takes every connection.
    await expect.poll(() => workerPids(), { timeout: 5_000, interval: 20 }).not.toContain(victim);
    const during = await Promise.all(
      Array.from({ length: 4 }, () => getOnNewConnection('/api/auth/session', admin)),
    );
    expect(during.map(({ status }) => status)).toEqual([200, 200, 200, 200]);
    expect(new Set(during.map(({ process }) => process)).size).toBe(1);
    await expect
      .poll(() => workerPids().filter((pid) => pid !== victim), { timeout: 20_000 })
      .toHaveLength(2);
  }, 30_000);

  it('stops every worker on SIGTERM', async () => {
    const pids = workerPids();
    await stopServerProcess(server);
    expect(server.child.exitCode).toBe(0);
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
  });
});
