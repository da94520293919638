import { describe, expect, it } from 'vitest';
import { handlers } from '../handlers';
import { TWO_STEP_DEMO_CODE } from '../handlers/auth';
import { createSeedDb } from '../db/seed';
import { BASE_URL, call, signIn, useMockServer } from './../testing/server';
import { fillPath, isWrite, listEndpoints } from './endpoints';

useMockServer();

/** Writes anyone may call: signing in and out, registering, password reset. */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/two-steps',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email/resend',
  'POST /api/auth/logout',
  // The public landing page's contact form.
  'POST /api/pages/contact',
]);
/** Writes every signed-in caller may call (demo housekeeping: "Reset demo data"). */
const SIGNED_IN_WRITES = new Set(['POST /api/demo/reset']);
/** Self-service writes on the caller's own account (profile, notifications): any session may call them. */
const isSelfService = (key: string) => / \/api\/(profile|notifications)(\/|$)/.test(key);

const writes = listEndpoints(handlers)
  .filter(isWrite)
  .map((e) => ({ ...e, key: `${e.method} ${e.path}` }));
const protectedWrites = writes.filter((w) => !PUBLIC_WRITES.has(w.key));
/** Demo accounts whose rules only read: they lack every write ability. */
const readOnlyAccounts = createSeedDb()
  .accounts.filter((a) => a.abilityRules.every((rule) => rule.action === 'read'))
  .map((a) => a.email);

async function tokenOf(email: string) {
  const password = email.split('@')[0] ?? '';
  const login = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  const body = login.body as { accessToken?: string; twoStepToken?: string };
  if (body.accessToken) return body.accessToken;
  const second = await call('/api/auth/two-steps', {
    method: 'POST',
    json: { twoStepToken: body.twoStepToken, code: TWO_STEP_DEMO_CODE },
  });
  return (second.body as { accessToken: string }).accessToken;
}

describe('authorisation matrix', () => {
  it('finds the writes and the read-only demo accounts', async () => {
    expect(protectedWrites.length).toBeGreaterThanOrEqual(25);
    expect(readOnlyAccounts).toEqual(['client@demo.com', 'auditor@demo.com']);
    expect(await signIn()).toBeTruthy();
  });

  it.each(protectedWrites.map((w) => [w.key, w] as const))('%s', async (_key, write) => {
    const path = fillPath(write.path, '1');
    const anonymous = await fetch(`${BASE_URL}${path}`, {
      method: write.method,
      headers: { 'Content-Type': 'application/json' },
      body: write.method === 'DELETE' ? undefined : '{}',
    });
    expect(anonymous.status, `${write.key} without a token`).toBe(401);
    for (const email of readOnlyAccounts) {
      const token = await tokenOf(email);
      const answer = await call(path, { method: write.method, json: {}, token });
      if (isSelfService(write.key)) {
        expect([401, 403], `${write.key} as ${email}`).not.toContain(answer.status);
        continue;
      }
      const expected = SIGNED_IN_WRITES.has(write.key) ? 204 : 403;
      expect(answer.status, `${write.key} as ${email}`).toBe(expected);
    }
  });
});
