import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionInfoSchema } from '@portal/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../faults/server-process';
import { createPgTestDatabase, dropPgDatabase, pgUrlFor, testDialect } from '../testing/databases';

/**
 * Two real server processes on one PostgreSQL database, each keeping who is calling
 * (services/caller.ts): whatever one process (or anything else) writes to `sessions`,
 * `accounts` or `account_rules` holds in the other at its next request. A sign-out answered by
 * one is refused by the other at once: the other's kept caller is checked, at each request,
 * against a round trip on its LISTEN connection (services/events.ts, `sync`), and PostgreSQL
 * hands a listener every notice committed before it answers that round trip.
 */
const onPostgres = testDialect() === 'postgres';

let database = '';
let dataDir = '';
let a: ServerProcess;
let b: ServerProcess;
let admin: pg.Client;

async function signIn(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: email.split('@')[0] }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

const authorized = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
});

/** GET /api/auth/session on `server`: its status and, when 200, the caller it names. */
async function sessionOn(server: ServerProcess, token: string) {
  const response = await fetch(`${server.origin}/api/auth/session`, authorized(token));
  const body: unknown = await response.json();
  return {
    status: response.status,
    session: response.status === 200 ? sessionInfoSchema.parse(body) : null,
  };
}

/** The agent's account id, read as any tool would. */
async function agentId(): Promise<number> {
  const { rows } = await admin.query<{ id: number }>(
    "select id from accounts where email = 'agent@demo.com'",
  );
  return rows[0]?.id ?? 0;
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createPgTestDatabase({ empty: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-callers-'));
  const env = { DATABASE_URL: pgUrlFor(database), DATA_DIR: dataDir, DEMO: '1' };
  // The first migrates and writes the sample data; the second finds them.
  a = await startServerProcess(await freePort(), { ...env, PORTAL_INSTANCE: 'a' });
  b = await startServerProcess(await freePort(), { ...env, PORTAL_INSTANCE: 'b' });
  admin = new pg.Client({ connectionString: pgUrlFor(database) });
  await admin.connect();
  // What answers is the server each was started as.
  for (const [server, name] of [
    [a, 'a'],
    [b, 'b'],
  ] as const)
    expect((await fetch(`${server.origin}/healthz`)).headers.get('x-portal-instance')).toBe(name);
}, 120_000);

afterAll(async () => {
  if (!onPostgres) return;
  await admin.end();
  await Promise.all([a, b].map((server) => stopServerProcess(server)));
  await dropPgDatabase(database);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('who is calling, kept by two server processes (PostgreSQL)', () => {
  it('keeps the caller between requests: a write that tells nothing is not seen, one that tells is', async () => {
    const token = await signIn(a, 'agent@demo.com');
    const before = await sessionOn(b, token);
    expect(before.session?.userData.email).toBe('agent@demo.com');
    const id = await agentId();
    // Behind the notices' back (triggers off for this connection): the kept caller is served.
    await admin.query('begin');
    await admin.query("set local session_replication_role = 'replica'");
    await admin.query("update accounts set full_name = 'Renamed Unheard' where id = $1", [id]);
    await admin.query('commit');
    expect((await sessionOn(b, token)).session?.userData.fullName).toBe(
      before.session?.userData.fullName,
    );
    // As any writer does: told, and seen at the next request.
    await admin.query("update accounts set full_name = 'Renamed Heard' where id = $1", [id]);
    expect((await sessionOn(b, token)).session?.userData.fullName).toBe('Renamed Heard');
  });

  it('refuses a session signed out through the other process before the sign-out answered, every time', async () => {
    for (let round = 0; round < 20; round += 1) {
      const token = await signIn(a, 'agent@demo.com');
      // The other process knows (and keeps) the session.
      for (let asked = 0; asked < 2; asked += 1)
        expect((await sessionOn(b, token)).status).toBe(200);
      const out = await fetch(
        `${a.origin}/api/auth/logout`,
        authorized(token, { method: 'POST', body: '{}' }),
      );
      expect(out.status).toBeLessThan(300);
      expect((await sessionOn(b, token)).status, `round ${round}`).toBe(401);
      expect((await sessionOn(a, token)).status).toBe(401);
    }
  });

  it('refuses a session revoked through the other process at its next request', async () => {
    const kept = await signIn(a, 'agent@demo.com');
    const other = await signIn(a, 'agent@demo.com');
    expect((await sessionOn(b, kept)).status).toBe(200);
    const listed = await fetch(`${a.origin}/api/profile/sessions`, authorized(other));
    const { sessions } = (await listed.json()) as { sessions: { id: string; current: boolean }[] };
    const target = sessions.filter((session) => !session.current);
    expect(target.length).toBeGreaterThan(0);
    for (const session of target) {
      const revoked = await fetch(
        `${a.origin}/api/profile/sessions/${session.id}`,
        authorized(other, { method: 'DELETE' }),
      );
      expect(revoked.status).toBe(204);
    }
    expect((await sessionOn(b, kept)).status).toBe(401);
    expect((await sessionOn(b, other)).status).toBe(200);
  });

  it('sees a deactivated account and a new rule at the next request, whoever wrote them', async () => {
    const token = await signIn(a, 'agent@demo.com');
    const id = await agentId();
    const rulesOn = async (server: ServerProcess) =>
      (await sessionOn(server, token)).session?.userAbilityRules ?? [];
    expect(await rulesOn(b)).not.toContainEqual({ action: 'manage', subject: 'Bench' });
    await admin.query(
      "insert into account_rules (account_id, position, action, subject) values ($1, 99, 'manage', 'Bench')",
      [id],
    );
    expect(await rulesOn(b)).toContainEqual({ action: 'manage', subject: 'Bench' });
    expect(await rulesOn(a)).toContainEqual({ action: 'manage', subject: 'Bench' });
    await admin.query('update accounts set deactivated = true where id = $1', [id]);
    expect((await sessionOn(b, token)).status).toBe(401);
    expect((await sessionOn(a, token)).status).toBe(401);
    await admin.query('update accounts set deactivated = false where id = $1', [id]);
    expect((await sessionOn(b, token)).status).toBe(200);
  });
});
