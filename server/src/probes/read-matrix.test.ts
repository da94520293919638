import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../http/caller';
import {
  READ_ACCESS,
  readAccessOf,
  UNLISTED_READ,
  type ReadEndpointKey,
} from '../http/read-access';
import { buildAbility } from '../services/caller';
import {
  call,
  currentTestApp,
  seedData,
  TEST_TWO_STEP_CODE,
  useTestApp,
  type CallOptions,
} from '../testing';
import { fillPath, listEndpoints } from './endpoints';

// One database for the file: only GETs are sent, so nothing changes between tests.
useTestApp({ per: 'file' });

const READS = Object.keys(READ_ACCESS) as ReadEndpointKey[];
const accounts = () => seedData().accounts.filter((a) => a.deactivated !== true);

const tokens = new Map<string, string>();
/** A session token of a demo account (two-step accounts pass their code), one per file. */
async function tokenOf(email: string) {
  const known = tokens.get(email);
  if (known) return known;
  const password = email.split('@')[0] ?? '';
  const login = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  const body = login.body as { accessToken?: string; twoStepToken?: string };
  let token = body.accessToken;
  if (!token) {
    const second = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken: body.twoStepToken, code: TEST_TWO_STEP_CODE },
    });
    token = (second.body as { accessToken: string }).accessToken;
  }
  tokens.set(email, token);
  return token;
}

/** How a signed-in request carries its session: as the portal does, or as an API client does. */
const TRANSPORTS = {
  cookie: (token: string): CallOptions => ({
    headers: { Cookie: `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}` },
  }),
  bearer: (token: string): CallOptions => ({ token }),
} as const;

/** What `email` may read at `key`, from its seeded rules (the README's table, spec 6). */
function mayRead(email: string, key: ReadEndpointKey) {
  const access = READ_ACCESS[key];
  if (typeof access === 'string') return true;
  const account = accounts().find((a) => a.email === email);
  return buildAbility(account?.abilityRules ?? []).can('read', access.subject);
}

describe('read matrix: every GET endpoint, signed out and as every demo account, by cookie and by Bearer', () => {
  it('lists every GET endpoint the app registers, and no other', () => {
    const registered = listEndpoints(currentTestApp().app)
      .filter((e) => e.method === 'GET')
      .map((e) => e.key);
    expect([...registered].sort()).toEqual([...READS].sort());
    expect(accounts().map((a) => a.email)).toEqual([
      'admin@demo.com',
      'client@demo.com',
      'twostep@demo.com',
      'auditor@demo.com',
      'agent@demo.com',
    ]);
  });

  it('an unlisted GET endpoint needs read on all: only an account that manages everything', () => {
    expect(readAccessOf('/api/something/new')).toEqual(UNLISTED_READ);
    expect(buildAbility([{ action: 'manage', subject: 'all' }]).can('read', 'all')).toBe(true);
    expect(buildAbility([{ action: 'read', subject: 'Ticket' }]).can('read', 'all')).toBe(false);
  });

  it.each(READS.map((key) => [key, READ_ACCESS[key]] as const))('%s: %o', async (key) => {
    const pattern = key.slice('GET '.length);
    const path = fillPath(pattern, '1');
    const anonymous = await call(path);
    const access = readAccessOf(pattern);
    // No GET is public today; one made public must still answer signed out.
    if (access === 'public') expect(anonymous.status, 'signed out').not.toBe(401);
    else expect(anonymous.status, 'signed out').toBe(401);
    const seen: string[] = [];
    for (const { email } of accounts()) {
      const token = await tokenOf(email);
      for (const [transport, carry] of Object.entries(TRANSPORTS)) {
        const { status, body } = await call(path, carry(token));
        seen.push(`${email} ${transport} ${status}`);
        if (mayRead(email, key)) {
          expect([401, 403], `${email} by ${transport}`).not.toContain(status);
          expect(status, `${email} by ${transport}`).toBeLessThan(500);
        } else {
          expect({ status, body }, `${email} by ${transport}`).toEqual({
            status: 403,
            body: { message: 'Forbidden' },
          });
        }
      }
    }
    expect(seen).toHaveLength(accounts().length * 2);
  });
});

/** The cases of issue 25 §3, written out (not derived from the table the guard reads). */
describe('reads the demo accounts may and may not make', () => {
  const cases: [string, string, number][] = [
    ['client@demo.com', '/api/apps/users', 403],
    ['client@demo.com', '/api/apps/users/1', 403],
    ['client@demo.com', '/api/apps/permissions', 403],
    ['client@demo.com', '/api/apps/roles', 403],
    ['client@demo.com', '/api/dashboards/crm', 403],
    ['client@demo.com', '/api/dashboards/analytics', 403],
    ['client@demo.com', '/api/apps/kanban', 403],
    ['client@demo.com', '/api/apps/email', 403],
    ['client@demo.com', '/api/tickets', 403],
    ['client@demo.com', '/api/profile', 200],
    ['client@demo.com', '/api/profile/sessions', 200],
    ['client@demo.com', '/api/notifications', 200],
    ['client@demo.com', '/api/auth/session', 200],
    ['agent@demo.com', '/api/tickets', 200],
    ['agent@demo.com', '/api/tickets/1', 200],
    ['agent@demo.com', '/api/billing/habilitaciones', 200],
    ['agent@demo.com', '/api/billing/facturas', 403],
    ['agent@demo.com', '/api/apps/invoice', 403],
    ['agent@demo.com', '/api/apps/users', 403],
    ['auditor@demo.com', '/api/billing/facturas', 200],
    ['auditor@demo.com', '/api/billing/sofono', 200],
    ['auditor@demo.com', '/api/tickets', 200],
    ['auditor@demo.com', '/api/apps/users', 403],
    ['auditor@demo.com', '/api/dashboards/crm', 403],
    ['admin@demo.com', '/api/apps/users/1', 200],
    ['admin@demo.com', '/api/dashboards/crm', 200],
    ['twostep@demo.com', '/api/apps/permissions', 200],
  ];
  it.each(cases)('%s GET %s: %i', async (email, path, status) => {
    const token = await tokenOf(email);
    expect((await call(path, TRANSPORTS.cookie(token))).status).toBe(status);
    expect((await call(path, TRANSPORTS.bearer(token))).status).toBe(status);
  });

  it('the client is refused users with the text writes use, and the answer holds no one', async () => {
    const answer = await call('/api/apps/users', { token: await tokenOf('client@demo.com') });
    expect(answer).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });

  it('a HEAD request is refused as its GET is', async () => {
    const token = await tokenOf('client@demo.com');
    expect((await call('/api/apps/users', { method: 'HEAD', token })).status).toBe(403);
  });
});
