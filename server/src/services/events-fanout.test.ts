import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { openPostgres, type DatabaseHandle } from '../db/connect';
import { systemClock } from '../lib/clock';
import { TEST_TWO_STEP_CODE } from '../testing';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';
import { openEventStream, type SseReader } from '../testing/sse';
import { EventHub, tellCountsOfOthers } from './events';
import { createMailer } from './mailer';

/**
 * Two server processes on one PostgreSQL database (README, "Live updates"): each has its own
 * pool and its own hub listening on its own connection; a write through one reaches a stream
 * opened on the other. (SQLite is one process: nothing to fan out.)
 */
const onPostgres = testDialect() === 'postgres';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

function server(url: string, pollMs?: number) {
  const handle: DatabaseHandle = openPostgres(url, { max: 3 });
  const log = pino({ level: 'silent' });
  const clock = systemClock();
  const events = new EventHub({
    db: handle.db,
    clock,
    log,
    listenUrl: url,
    pollMs,
    ownsBackend: handle.ownsBackend,
  });
  // As main.ts: the other server's writes drop what this one counted.
  tellCountsOfOthers(events, handle.counts);
  const deps: AppDeps = {
    db: handle.db,
    dialect: 'postgres',
    clock,
    log,
    events,
    mailer: createMailer({ db: handle.db, clock, log, transport: null, from: 'test' }),
    demo: { twoStepCode: TEST_TWO_STEP_CODE, resetEnabled: false, seedOptions: {} },
  };
  cleanup.push(async () => {
    await events.close();
    await handle.close();
  });
  return { app: createApp(deps), events, counts: handle.counts };
}

async function signInOn(app: ReturnType<typeof createApp>, email: string) {
  const response = await app.request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: email.split('@')[0] }),
  });
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}

async function twoServers(pollMs?: number) {
  const name = await createPgTestDatabase();
  cleanup.push(() => dropPgDatabase(name));
  const url = pgUrlFor(name);
  const one = server(url, pollMs);
  const two = server(url, pollMs);
  await Promise.all([one.events.ready(), two.events.ready()]);
  return { one, two, database: name };
}

describe.runIf(onPostgres)('events across two server processes (PostgreSQL)', () => {
  it('delivers a write through one server to a stream opened on the other', async () => {
    const { one, two } = await twoServers();
    const admin = await signInOn(two.app, 'admin@demo.com');
    const agent = await signInOn(one.app, 'agent@demo.com');
    const stream: SseReader = await openEventStream(two.app, {
      Authorization: `Bearer ${admin}`,
    });
    cleanup.push(() => stream.close());
    expect((await stream.next())?.event).toBe('ready');

    const started = Date.now();
    const patched = await one.app.request('http://localhost/api/tickets/2', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}` },
      body: JSON.stringify({ priority: 'low' }),
    });
    expect(patched.status).toBe(200);
    const event = await stream.nextOf('ticket', 3000);
    expect(JSON.parse(event?.data ?? '{}')).toEqual({ kind: 'ticket', id: '2', actor: 5 });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("moves a server's kept counts by the tables the other writes, not on its own writes", async () => {
    const { one, two } = await twoServers();
    const onOne = await signInOn(one.app, 'agent@demo.com');
    const onTwo = await signInOn(two.app, 'agent@demo.com');
    const patch = (app: ReturnType<typeof createApp>, token: string, priority: string) =>
      app.request('http://localhost/api/tickets/2', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ priority }),
      });
    const reached = () =>
      new Promise<void>((resolve) => {
        const off = two.events.subscribe((event) => {
          if (event.kind === 'ticket' && event.entityId === '2') {
            off();
            resolve();
          }
        });
      });
    // The sign-ins' notices, and the hubs' first `'all'` once they listen.
    await expect.poll(() => two.events.sync()).toBe(true);
    const wrote = vi.spyOn(two.counts, 'wrote');
    const toldElsewhere = () =>
      wrote.mock.calls.filter(([, options]) => options?.elsewhere === true).map(([t]) => t);
    const own = reached();
    expect((await patch(two.app, onTwo, 'low')).status).toBe(200);
    await own;
    expect(await two.events.sync()).toBe(true);
    expect(toldElsewhere()).toEqual([]);
    const other = reached();
    expect((await patch(one.app, onOne, 'high')).status).toBe(200);
    await other;
    // Table by table, in commit order: the ticket's row before its live event.
    const told = toldElsewhere();
    expect(told).not.toContain('all');
    expect(told.flat()).toContain('tickets');
    expect(told.flat()).not.toContain('events');
  });

  it('falls back to reading the table while its LISTEN connection is down', async () => {
    const { one, two, database } = await twoServers(200);
    const admin = await signInOn(two.app, 'admin@demo.com');
    const stream = await openEventStream(two.app, { Authorization: `Bearer ${admin}` });
    cleanup.push(() => stream.close());
    await stream.next();
    // The LISTEN connections are ended by PostgreSQL (as a restart or a network cut would).
    const admin2 = openPostgres(pgUrlFor('postgres'), { max: 1 });
    cleanup.push(() => admin2.close());
    const ended = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = ${database} and query ilike 'listen portal_events%'`.execute(admin2.db);
    expect(ended.rows.length).toBeGreaterThan(0);
    const agent = await signInOn(one.app, 'agent@demo.com');
    const patched = await one.app.request('http://localhost/api/tickets/4', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${agent}` },
      body: JSON.stringify({ priority: 'low' }),
    });
    expect(patched.status).toBe(200);
    const event = await stream.nextOf('ticket', 3000);
    expect(JSON.parse(event?.data ?? '{}')).toMatchObject({ kind: 'ticket', id: '4' });
  });
});

describe.runIf(onPostgres)('ticket presence across two server processes (PostgreSQL)', () => {
  const presence = (app: ReturnType<typeof createApp>, token: string, method = 'GET') =>
    app.request('http://localhost/api/tickets/2/presence', {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: method === 'PUT' ? JSON.stringify({ activity: 'replying' }) : undefined,
    });
  const viewerIds = async (app: ReturnType<typeof createApp>, token: string) => {
    const body = (await (await presence(app, token)).json()) as { viewers: { id: number }[] };
    return body.viewers.map((viewer) => viewer.id);
  };

  it('shows a heartbeat sent through one server on the other, and its leave', async () => {
    const { one, two } = await twoServers();
    const agent = await signInOn(one.app, 'agent@demo.com');
    const admin = await signInOn(two.app, 'admin@demo.com');
    const stream = await openEventStream(two.app, { Authorization: `Bearer ${admin}` });
    cleanup.push(() => stream.close());
    expect((await stream.next())?.event).toBe('ready');

    expect((await presence(one.app, agent, 'PUT')).status).toBe(204);
    // The other server tells its own streams, as for a heartbeat it took itself.
    const signal = await stream.nextOf('presence', 3000);
    expect(JSON.parse(signal?.data ?? '{}')).toEqual({ kind: 'presence', id: '2', actor: 5 });
    expect(await viewerIds(two.app, admin)).toEqual([5]);

    expect((await presence(one.app, agent, 'DELETE')).status).toBe(204);
    await expect.poll(() => viewerIds(two.app, admin), { timeout: 3000 }).toEqual([]);
  });
});
