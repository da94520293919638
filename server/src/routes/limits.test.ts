import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '@portal/contract';
import { sortKey } from '../db/dialect';
import { arrangeRows, call, signIn, storedRowCount, useTestApp } from '../testing';

useTestApp();

const storedUsers = () => storedRowCount('users');

const user = (over: Record<string, unknown> = {}) => ({
  fullName: 'Limit User',
  username: 'limituser',
  email: 'limit@example.com',
  role: 'editor',
  currentPlan: 'basic',
  status: 'active',
  company: 'Limits Inc',
  country: 'Chile',
  contact: '+1 (248) 555-0100',
  ...over,
});

const bigAvatar = `data:image/png;base64,${'A'.repeat(INPUT_LIMITS.avatarBytes - 40)}`;

describe('input limits', () => {
  it.each([
    ['fullName', { fullName: 'x'.repeat(INPUT_LIMITS.name + 1) }],
    ['company', { company: 'x'.repeat(INPUT_LIMITS.name + 1) }],
    ['email', { email: `${'a'.repeat(250)}@example.com` }],
    ['avatar', { avatar: `data:image/png;base64,${'A'.repeat(INPUT_LIMITS.avatarBytes)}` }],
    ['avatar', { avatar: 'javascript:alert(1)' }],
  ])(
    'over-limit or unsafe %s is 400 with a field error and nothing stored',
    async (field, over) => {
      const token = await signIn();
      const before = await storedUsers();
      const answer = await call('/api/apps/users', { method: 'POST', json: user(over), token });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: { [field]: [expect.any(String)] } });
      expect(await storedUsers()).toBe(before);
    },
  );

  it('refuses names with no visible character or with bidi controls, storing nothing', async () => {
    const token = await signIn();
    const before = await storedUsers();
    expect(
      await call('/api/apps/users', {
        method: 'POST',
        json: user({ fullName: '\u200B\u2060' }),
        token,
      }),
    ).toEqual({ status: 400, body: { errors: { fullName: ['Enter visible characters'] } } });
    expect(
      await call('/api/apps/users', {
        method: 'POST',
        json: user({ company: '\u202Etxt.exe' }),
        token,
      }),
    ).toEqual({
      status: 400,
      body: { errors: { company: ['Remove the text-direction control characters'] } },
    });
    expect(await storedUsers()).toBe(before);
    const permission = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: '\u200B\u200B\u200B', assignedTo: ['manager'] },
      token,
    });
    expect(permission).toEqual({
      status: 400,
      body: { errors: { name: ['Enter visible characters'] } },
    });
  });

  it('accepts input at the limits', async () => {
    const token = await signIn();
    const answer = await call('/api/apps/users', {
      method: 'POST',
      json: user({ fullName: 'x'.repeat(INPUT_LIMITS.name), avatar: bigAvatar }),
      token,
    });
    expect(answer.status).toBe(201);
  });

  it('new passwords are 8-128 characters; sign-in still accepts the short demo passwords', async () => {
    for (const password of ['short', 'x'.repeat(INPUT_LIMITS.passwordMax + 1)]) {
      const answer = await call('/api/auth/register', {
        method: 'POST',
        json: { username: 'newperson', email: 'new@example.com', password },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: { password: [expect.any(String)] } });
    }
    for (const [email, password] of [
      ['admin@demo.com', 'admin'],
      ['client@demo.com', 'client'],
    ]) {
      const login = await call('/api/auth/login', { method: 'POST', json: { email, password } });
      expect(login.status).toBe(201);
    }
  });

  it.each([
    ['discount', { discount: 1e-9 }],
    ['discount', { discount: 100.5 }],
    ['tax', { tax: -1 }],
  ])('percentages are 0-100 with at most 2 decimals (%s)', async (field, over) => {
    const token = await signIn();
    const line = {
      description: 'Hosting',
      quantity: 1,
      unitPrice: 1000,
      discount: 0,
      tax: 21,
      ...over,
    };
    const answer = await call('/api/billing/facturas', {
      method: 'POST',
      json: {
        customerId: 1,
        currency: 'USD',
        issueDate: '2026-01-10',
        dueDate: '2026-02-10',
        lines: [line],
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys((answer.body as { errors: object }).errors)).toContain(`lines.0.${field}`);
  });

  it('dates must exist in the calendar', async () => {
    const token = await signIn();
    const line = { description: 'Hosting', quantity: 1, unitPrice: 1000, discount: 0, tax: 21 };
    const answer = await call('/api/billing/facturas', {
      method: 'POST',
      json: {
        customerId: 1,
        currency: 'USD',
        issueDate: '2026-02-30',
        dueDate: '2026-03-10',
        lines: [line],
      },
      token,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: { issueDate: [expect.any(String)] } });
  });

  it('the largest list page stays under 500 KB with every field at its limit', async () => {
    const token = await signIn();
    const fullName = 'N'.repeat(INPUT_LIMITS.name);
    await arrangeRows(
      'users',
      Array.from({ length: 100 }, (_, i) => {
        const email = `${'e'.repeat(240)}${i}@x.io`;
        return {
          id: 1000 + i,
          full_name: fullName,
          full_name_key: sortKey(fullName),
          company: 'C'.repeat(INPUT_LIMITS.name),
          role: 'editor',
          username: `u${i}`.padEnd(INPUT_LIMITS.username, 'u'),
          country: 'K'.repeat(INPUT_LIMITS.country),
          contact: '+1 (248) 555-0100',
          email,
          email_key: sortKey(email),
          current_plan: 'basic',
          status: 'active',
          avatar: bigAvatar,
          task_done: 0,
          project_done: 0,
          tax_id: '',
          language: 'English',
        };
      }),
    );
    const answer = await call('/api/apps/users?itemsPerPage=100&q=NNNN', { token });
    const bytes = JSON.stringify(answer.body).length;
    expect(answer.status).toBe(200);
    expect(bytes).toBeGreaterThan(50_000);
    expect(bytes).toBeLessThan(500_000);
  });
});
