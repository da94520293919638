import { beforeEach, describe, expect, it } from 'vitest';
import { userDetailSchema, usersResponseSchema, type UserDetail } from '@portal/contract';
import { call, seedData, signIn, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query: string) {
  const { status, body } = await call(`/api/apps/users${query}`, { token: admin });
  expect(status).toBe(200);
  return usersResponseSchema.parse(body);
}

const newUser = {
  fullName: 'Ada Lovelace',
  username: 'adal',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  country: 'United Kingdom',
  contact: '+44 20 7946 0958',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
};

describe('GET /api/apps/users', () => {
  it('answers the first page of 10 out of the 50 seeded users', async () => {
    const result = await list('');
    expect(result.totalUsers).toBe(50);
    expect(result.totalPages).toBe(5);
    expect(result.page).toBe(1);
    expect(result.users.map((u) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // List rows leave out the detail fields.
    expect(result.users[0]).not.toHaveProperty('taxId');
  });

  it('pages: page 5 of 12 per page holds the last 2, -1 means all', async () => {
    const last = await list('?itemsPerPage=12&page=5');
    expect(last.totalPages).toBe(5);
    expect(last.users.map((u) => u.id)).toEqual([49, 50]);
    const all = await list('?itemsPerPage=-1');
    expect(all.users).toHaveLength(50);
    expect(all.totalPages).toBe(1);
    expect((await list('?page=9')).users).toEqual([]);
  });

  it('filters by role, plan and status; totalUsers counts after filters', async () => {
    const users = seedData().users;
    for (const [param, field, value] of [
      ['role', 'role', 'editor'],
      ['plan', 'currentPlan', 'enterprise'],
      ['status', 'status', 'pending'],
    ] as const) {
      const expected = users.filter((u) => u[field] === value);
      expect(expected.length).toBeGreaterThan(0);
      const result = await list(`?${param}=${value}&itemsPerPage=-1`);
      expect(result.totalUsers).toBe(expected.length);
      expect(result.users.map((u) => u.id)).toEqual(expected.map((u) => u.id));
    }
    const combined = await list('?role=admin&status=active&plan=basic&itemsPerPage=-1');
    expect(combined.users.every((u) => u.role === 'admin' && u.status === 'active')).toBe(true);
    expect(combined.users.every((u) => u.currentPlan === 'basic')).toBe(true);
  });

  it('searches full name or email, case-insensitively', async () => {
    const someone = seedData().users[20] as UserDetail;
    const byName = await list(`?q=${encodeURIComponent(someone.fullName.toUpperCase())}`);
    expect(byName.users.map((u) => u.id)).toContain(someone.id);
    const byEmail = await list(`?q=${encodeURIComponent(` ${someone.email} `)}`);
    expect(byEmail.users.map((u) => u.id)).toEqual([someone.id]);
    // Only name and email are searched, not the company.
    expect((await list('?q=PVT LTD')).totalUsers).toBe(0);
    const none = await list('?q=zzzz-nobody');
    expect(none).toEqual({ users: [], totalPages: 1, totalUsers: 0, page: 1 });
  });

  it('sorts by user, email, role, plan and status in both orders', async () => {
    const users = seedData().users;
    for (const [sortBy, field] of [
      ['user', 'fullName'],
      ['email', 'email'],
      ['role', 'role'],
      ['plan', 'currentPlan'],
      ['status', 'status'],
    ] as const) {
      const asc = await list(`?sortBy=${sortBy}&orderBy=asc&itemsPerPage=-1`);
      const values = asc.users.map((u) => u[field]);
      const sorted = [...values].sort((a, b) =>
        a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
      );
      expect(values).toEqual(sorted);
      expect(new Set(values).size).toBeGreaterThan(1);
      const desc = await list(`?sortBy=${sortBy}&orderBy=desc&itemsPerPage=-1`);
      expect(desc.users.map((u) => u[field])).toEqual([...sorted].reverse());
      expect(asc.users).toHaveLength(users.length);
    }
  });

  it('answers 400 with field errors for bad filters, ignores empty ones', async () => {
    const { status, body } = await call(
      '/api/apps/users?role=king&sortBy=age&page=0&itemsPerPage=0',
      { token: admin },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        role: ['Must be one of: admin, editor, author, maintainer, subscriber'],
        sortBy: ['Must be one of: user, email, role, plan, status'],
        page: ['Must be at least 1'],
        itemsPerPage: ['Must be -1 (all) or between 1 and 100'],
      },
    });
    expect((await list('?role=&plan=&status=')).totalUsers).toBe(50);
  });

  it('needs a signed-in caller', async () => {
    expect(await call('/api/apps/users')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });
});

describe('GET /api/apps/users/:id', () => {
  it('answers the user with its detail fields', async () => {
    const { status, body } = await call('/api/apps/users/21', { token: admin });
    expect(status).toBe(200);
    const user = userDetailSchema.parse(body);
    expect(user).toEqual(seedData().users[20]);
    expect(user.id).toBe(21);
  });

  it.each(['999', '0', 'abc', '1.5'])('answers 404 User not found for id %s', async (id) => {
    expect(await call(`/api/apps/users/${id}`, { token: admin })).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await call('/api/apps/users/1')).status).toBe(401);
  });
});

describe('DELETE /api/apps/users/:id', () => {
  it('deletes: 204, then the user is gone', async () => {
    expect(await call('/api/apps/users/7', { method: 'DELETE', token: admin })).toEqual({
      status: 204,
      body: null,
    });
    expect((await call('/api/apps/users/7', { token: admin })).status).toBe(404);
    expect((await list('')).totalUsers).toBe(49);
    expect(await call('/api/apps/users/7', { method: 'DELETE', token: admin })).toEqual({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('is forbidden to the client and needs a signed-in caller', async () => {
    const client = await signIn('client@demo.com', 'client');
    expect(await call('/api/apps/users/7', { method: 'DELETE', token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await call('/api/apps/users/7', { method: 'DELETE' })).status).toBe(401);
    expect((await list('')).totalUsers).toBe(50);
  });
});

describe('POST /api/apps/users', () => {
  const create = (json: unknown, token = admin) =>
    call('/api/apps/users', { method: 'POST', json, token });

  it('answers 201 echoing the user with id count + 1', async () => {
    const { status, body } = await create(newUser);
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...newUser, id: 51, avatar: '' });
    expect((await call('/api/apps/users/51', { token: admin })).status).toBe(200);
    expect((await list('')).totalUsers).toBe(51);
  });

  it('uses max id + 1 when count + 1 is taken after a deletion', async () => {
    await call('/api/apps/users/3', { method: 'DELETE', token: admin });
    const { body } = await create(newUser);
    expect(body).toMatchObject({ id: 51 });
    // 48 users left (ids 1..49 without 3): count + 1 = 49 is taken -> max id + 1 = 50.
    await call('/api/apps/users/51', { method: 'DELETE', token: admin });
    await call('/api/apps/users/50', { method: 'DELETE', token: admin });
    const second = await create({ ...newUser, email: 'b@example.com', username: 'bbbb' });
    expect(second.body).toMatchObject({ id: 50 });
  });

  it('reuses count + 1 when it is free', async () => {
    await call('/api/apps/users/50', { method: 'DELETE', token: admin });
    expect((await create(newUser)).body).toMatchObject({ id: 50 });
  });

  it('refuses a used email and username', async () => {
    const existing = seedData().users[0] as UserDetail;
    expect(await create({ ...newUser, email: existing.email.toUpperCase() })).toEqual({
      status: 400,
      body: { errors: { email: ['This email is already used'] } },
    });
    expect(await create({ ...newUser, username: existing.username })).toEqual({
      status: 400,
      body: { errors: { username: ['This username is taken'] } },
    });
  });

  it('answers field errors for invalid bodies', async () => {
    const { status, body } = await create({
      ...newUser,
      fullName: '',
      email: 'nope',
      role: 'king',
      contact: 'call me',
      company: undefined,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        fullName: ['This field is required'],
        email: ['Enter a valid email address'],
        role: ['Must be one of: admin, editor, author, maintainer, subscriber'],
        contact: ['Enter a valid phone number'],
        company: ['This field is required'],
      },
    });
    expect((await create([1, 2])).body).toEqual({ errors: { body: ['Expected object'] } });
  });

  it('is forbidden to the client', async () => {
    const client = await signIn('client@demo.com', 'client');
    expect(await create(newUser, client)).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});
