import { describe, expect, it } from 'vitest';
import { rolesResponseSchema } from '@portal/contract';
import { getDb } from '../db/store';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

describe('GET /api/apps/roles', () => {
  it('answers 401 without a session', async () => {
    expect((await call('/api/apps/roles')).status).toBe(401);
  });

  it('counts each role’s holders and lists its permissions', async () => {
    const { status, body } = await call('/api/apps/roles', { token: await signIn() });
    expect(status).toBe(200);
    const { roles } = rolesResponseSchema.parse(body);
    const admin = roles.find((r) => r.role === 'administrator');
    const db = getDb();
    expect(admin?.totalUsers).toBe(db.users.filter((u) => u.role === 'admin').length);
    expect(admin?.users.length).toBeLessThanOrEqual(4);
    expect(admin?.permissions.map((p) => p.name)).toEqual(
      db.permissions.filter((p) => p.assignedTo.includes('administrator')).map((p) => p.name),
    );
  });
});
