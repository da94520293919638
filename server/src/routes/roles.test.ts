import { describe, expect, it } from 'vitest';
import { rolesResponseSchema } from '@portal/contract';
import { arrangeUserGone, call, seedData, signIn, useTestApp } from '../testing';
import { ROLE_HOLDERS } from '../services/roles';

useTestApp();

describe('GET /api/apps/roles', () => {
  it('answers 401 without a session', async () => {
    expect((await call('/api/apps/roles')).status).toBe(401);
  });

  it('counts each role’s holders and lists its permissions', async () => {
    const { status, body } = await call('/api/apps/roles', { token: await signIn() });
    expect(status).toBe(200);
    const { roles } = rolesResponseSchema.parse(body);
    const admin = roles.find((r) => r.role === 'administrator');
    const db = seedData();
    expect(admin?.totalUsers).toBe(db.users.filter((u) => u.role === 'admin').length);
    expect(admin?.users.length).toBeLessThanOrEqual(4);
    expect(admin?.permissions.map((p) => p.name)).toEqual(
      db.permissions.filter((p) => p.assignedTo.includes('administrator')).map((p) => p.name),
    );
  });

  it('answers every role card from the users and permissions as stored', async () => {
    const token = await signIn();
    // A new holder of "support" (editors) and a permission assigned to it are counted.
    await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'Triage', assignedTo: ['support'] },
      token,
    });
    const { roles } = rolesResponseSchema.parse((await call('/api/apps/roles', { token })).body);
    const { users, permissions } = seedData();
    expect(roles.map((r) => r.role)).toEqual([
      'administrator',
      'manager',
      'users',
      'support',
      'restricted-user',
    ]);
    for (const card of roles) {
      const holders = users.filter((u) => u.role === ROLE_HOLDERS[card.role]);
      expect(card.userRole).toBe(ROLE_HOLDERS[card.role]);
      expect(card.totalUsers).toBe(holders.length);
      expect(card.users).toEqual(
        holders.slice(0, 4).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
      );
      const expected = permissions
        .filter((p) => p.assignedTo.includes(card.role))
        .map(({ id, name }) => ({ id, name }));
      expect(card.permissions).toEqual(
        card.role === 'support' ? [...expected, { id: 10, name: 'Triage' }] : expected,
      );
    }
    const firstAdmin = users.find((u) => u.role === 'admin');
    await arrangeUserGone(firstAdmin?.id ?? 0);
    const after = rolesResponseSchema.parse((await call('/api/apps/roles', { token })).body);
    const admins = after.roles.find((r) => r.role === 'administrator');
    expect(admins?.totalUsers).toBe(users.filter((u) => u.role === 'admin').length - 1);
    expect(admins?.users.map((u) => u.id)).not.toContain(firstAdmin?.id);
  });
});
