import { describe, expect, it } from 'vitest';
import { call, currentTestApp, seedData, signIn, TEST_TWO_STEP_CODE, useTestApp } from '../testing';
import { API_ENDPOINTS, ENDPOINT_ACCESS } from './api-endpoints';
import { fillPath, isWrite, listEndpoints } from './endpoints';

// One database for the file: each test checks answers (and the fuzz, that nothing bad is stored).
useTestApp({ per: 'file' });

/** Demo accounts whose rules only read: they lack every write ability. */
const readOnlyAccounts = () =>
  seedData()
    .accounts.filter((a) => a.abilityRules.every((rule) => rule.action === 'read'))
    .map((a) => a.email);

async function tokenOf(email: string) {
  const password = email.split('@')[0] ?? '';
  const login = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  const body = login.body as { accessToken?: string; twoStepToken?: string };
  if (body.accessToken) return body.accessToken;
  const second = await call('/api/auth/two-steps', {
    method: 'POST',
    json: { twoStepToken: body.twoStepToken, code: TEST_TWO_STEP_CODE },
  });
  return (second.body as { accessToken: string }).accessToken;
}

describe('authorisation matrix: every endpoint, as nobody, the client and the auditor', () => {
  it('lists every endpoint the app registers, and no other', async () => {
    expect(await signIn()).toBeTruthy();
    const registered = listEndpoints(currentTestApp().app).map((e) => e.key);
    expect([...registered].sort()).toEqual([...API_ENDPOINTS].sort());
    expect(readOnlyAccounts()).toEqual(['client@demo.com', 'auditor@demo.com']);
  });

  it.each(API_ENDPOINTS.map((key) => [key, ENDPOINT_ACCESS[key]] as const))(
    '%s: %s',
    async (key, access) => {
      const [method = 'GET', pattern = '/'] = key.split(' ');
      const path = fillPath(pattern, '1');
      const write = isWrite({ method, path: pattern, key });
      const json = write && method !== 'DELETE' ? {} : undefined;
      const anonymous = await call(path, { method, json });
      if (access === 'public') {
        expect(anonymous.status, `${key} without a token`).not.toBe(401);
        return;
      }
      expect(anonymous.status, `${key} without a token`).toBe(401);
      const [client = '', auditor = ''] = readOnlyAccounts();
      const asClient = await call(path, { method, json, token: await tokenOf(client) });
      if (access === 'session') {
        expect([401, 403], `${key} as the client`).not.toContain(asClient.status);
        return;
      }
      expect(asClient.status, `${key} as the client`).toBe(403);
      if (access === 'read') {
        const asAuditor = await call(path, { method, json, token: await tokenOf(auditor) });
        expect([401, 403], `${key} as the auditor`).not.toContain(asAuditor.status);
        return;
      }
      if (write) {
        const asAuditor = await call(path, { method, json, token: await tokenOf(auditor) });
        expect(asAuditor.status, `${key} as the auditor`).toBe(403);
      }
    },
  );
});
