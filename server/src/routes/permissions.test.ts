import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionSchema, permissionsResponseSchema } from '@portal/contract';
import { call, seedData, signIn, storedRows, testClock, useTestApp } from '../testing';
import { formatCreatedDate } from '../services/permissions';

useTestApp();

afterEach(() => vi.restoreAllMocks());

const storedNames = async () =>
  (await storedRows('permissions')).sort((a, b) => a.id - b.id).map((row) => row.name);
const storedRoles = async (id: number) =>
  (await storedRows('permission_roles'))
    .filter((row) => row.permission_id === id)
    .sort((a, b) => a.position - b.position)
    .map((row) => row.role);

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query = '') {
  const { status, body } = await call(`/api/apps/permissions${query}`, { token: admin });
  expect(status).toBe(200);
  return permissionsResponseSchema.parse(body);
}
const names = (result: { permissions: { name: string }[] }) =>
  result.permissions.map((p) => p.name);

const SEED_NAMES = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
];

describe('GET /api/apps/permissions', () => {
  it('answers the 9 seeded permissions, 10 per page by default', async () => {
    const result = await list('');
    expect(result.totalPermissions).toBe(9);
    expect(names(result)).toEqual(SEED_NAMES);
    expect(result.permissions[0]).toEqual({
      id: 1,
      name: 'Management',
      assignedTo: ['administrator'],
      createdDate: '14 Apr 2021, 8:43 PM',
    });
  });

  it('pages; totalPermissions counts all matches', async () => {
    const page2 = await list('?itemsPerPage=5&page=2');
    expect(page2.totalPermissions).toBe(9);
    expect(names(page2)).toEqual(SEED_NAMES.slice(5));
  });

  it.each([
    ['name, case-insensitive', 'MANAGEMENT', ['Management', 'Financial Management']],
    // "manage" is in names and at the start of the role "manager".
    [
      'name or role start',
      'manage',
      [
        'Management',
        'Manage Billing & Roles',
        'Add & Remove Users',
        'Manage Email Sequences',
        'Client Communication',
        'Financial Management',
        "Manage Others' Tasks",
      ],
    ],
    ['created date', 'Oct 2021', ['Add & Remove Users', 'Project Planning']],
    ['start of an assigned role', 'restr', ['Only View']],
    ['start of a role, not its middle', 'port', []],
    [
      'a role prefix',
      'supp',
      ['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"],
    ],
  ])('searches by %s', async (_case, q, expected) => {
    const result = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(result)).toEqual(expected);
    expect(result.totalPermissions).toBe(expected.length);
  });

  it('sorts by name both ways', async () => {
    const sorted = [...SEED_NAMES].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base' }),
    );
    expect(names(await list('?sortBy=name&orderBy=asc'))).toEqual(sorted);
    expect(names(await list('?sortBy=name&orderBy=desc'))).toEqual([...sorted].reverse());
  });

  it('answers 400 for a bad sort and 401 without a caller', async () => {
    expect(await call('/api/apps/permissions?sortBy=date&orderBy=up', { token: admin })).toEqual({
      status: 400,
      body: {
        errors: { sortBy: ['Must be one of: name'], orderBy: ['Must be one of: asc, desc'] },
      },
    });
    expect((await call('/api/apps/permissions')).status).toBe(401);
  });
});

describe('permission changes', () => {
  const body = { name: 'Manage Tickets', assignedTo: ['support', 'manager'] };

  it('creates with id max + 1 and today as created date', async () => {
    const { status, body: created } = await call('/api/apps/permissions', {
      method: 'POST',
      json: body,
      token: admin,
    });
    expect(status).toBe(201);
    const permission = permissionSchema.parse(created);
    expect(permission).toMatchObject({ id: 10, ...body });
    expect(permission.createdDate).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect((await list()).totalPermissions).toBe(10);
  });

  it('updates and answers the updated permission', async () => {
    const { status, body: updated } = await call('/api/apps/permissions/7', {
      method: 'PUT',
      json: { name: 'View Only', assignedTo: ['users'] },
      token: admin,
    });
    expect(status).toBe(200);
    expect(updated).toEqual({
      id: 7,
      name: 'View Only',
      assignedTo: ['users'],
      createdDate: '04 Dec 2021, 8:15 PM',
    });
    expect((await storedNames())[6]).toBe('View Only');
    expect(await storedRoles(7)).toEqual(['users']);
    // Renaming to its own name (other case) is not a duplicate.
    const same = await call('/api/apps/permissions/7', {
      method: 'PUT',
      json: { name: 'VIEW ONLY' },
      token: admin,
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ name: 'VIEW ONLY', assignedTo: [] });
  });

  it('deletes: 204, then it is gone', async () => {
    expect(await call('/api/apps/permissions/2', { method: 'DELETE', token: admin })).toEqual({
      status: 204,
      body: null,
    });
    expect(names(await list())).not.toContain('Manage Billing & Roles');
  });

  it.each([
    ['PUT', { json: body }],
    ['DELETE', {}],
  ])('%s of an unknown id answers 404 Permission not found', async (method, options) => {
    for (const id of ['99', 'abc']) {
      expect(
        await call(`/api/apps/permissions/${id}`, { method, token: admin, ...options }),
      ).toEqual({ status: 404, body: { message: 'Permission not found' } });
    }
  });

  it('refuses a duplicate name, case-insensitively', async () => {
    const duplicate = { errors: { name: ['A permission with this name already exists'] } };
    expect(
      await call('/api/apps/permissions', {
        method: 'POST',
        json: { name: 'only view' },
        token: admin,
      }),
    ).toEqual({ status: 400, body: duplicate });
    expect(
      await call('/api/apps/permissions/1', {
        method: 'PUT',
        json: { name: 'Project planning' },
        token: admin,
      }),
    ).toEqual({ status: 400, body: duplicate });
  });

  it('validates the body', async () => {
    const { status, body: errors } = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'ab', assignedTo: ['king'] },
      token: admin,
    });
    expect(status).toBe(400);
    expect(errors).toEqual({
      errors: {
        name: ['Must be at least 3 characters'],
        'assignedTo.0': ['Must be one of: administrator, manager, users, support, restricted-user'],
      },
    });
  });

  it('is forbidden to the client for create, update and delete', async () => {
    const client = await signIn('client@demo.com', 'client');
    for (const [method, path] of [
      ['POST', '/api/apps/permissions'],
      ['PUT', '/api/apps/permissions/1'],
      ['DELETE', '/api/apps/permissions/1'],
    ] as const) {
      expect(await call(path, { method, json: body, token: client })).toEqual({
        status: 403,
        body: { message: 'Forbidden' },
      });
    }
    expect(await storedNames()).toHaveLength(9);
  });

  it('dates a new permission from the clock, and deduplicates its roles', async () => {
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date('2026-03-05T21:07:00.000Z'));
    const { status, body: created } = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'Audit Logs', assignedTo: ['support', 'manager', 'support'] },
      token: admin,
    });
    expect(status).toBe(201);
    expect(created).toEqual({
      id: 10,
      name: 'Audit Logs',
      assignedTo: ['support', 'manager'],
      createdDate: '05 Mar 2026, 9:07 PM',
    });
    expect(await storedRoles(10)).toEqual(['support', 'manager']);
    expect(formatCreatedDate(new Date('2026-01-01T00:05:00.000Z'))).toBe('01 Jan 2026, 12:05 AM');
    expect(formatCreatedDate(new Date('2026-01-01T12:30:00.000Z'))).toBe('01 Jan 2026, 12:30 PM');
    // Searchable by its created date and its role at once.
    expect(names(await list('?q=mar%202026'))).toEqual(['Audit Logs']);
  });

  it('gives a new permission the largest id + 1, also after a delete', async () => {
    await call('/api/apps/permissions/9', { method: 'DELETE', token: admin });
    const { body: created } = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'Reports' },
      token: admin,
    });
    expect(created).toMatchObject({ id: 9, name: 'Reports', assignedTo: [] });
  });

  it('of two concurrent creations with one name, one is created and the other is a duplicate', async () => {
    const create = (name: string) =>
      call('/api/apps/permissions', { method: 'POST', json: { name }, token: admin });
    const answers = await Promise.all([create('Manage Backups'), create('manage backups')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      errors: { name: ['A permission with this name already exists'] },
    });
    expect((await storedNames()).filter((name) => /backups/i.test(name))).toHaveLength(1);
    // Two different names at once: both made, with distinct ids.
    const both = await Promise.all([create('Alpha Access'), create('Beta Access')]);
    expect(both.map((answer) => answer.status)).toEqual([201, 201]);
    expect(new Set(both.map((answer) => (answer.body as { id: number }).id)).size).toBe(2);
    expect(await storedNames()).toHaveLength(12);
  });

  it('matches LIKE wildcards in q as plain text', async () => {
    expect((await list('?q=%25')).totalPermissions).toBe(0);
    expect((await list('?q=_')).totalPermissions).toBe(0);
    expect(names(await list(`?q=${encodeURIComponent("others'")}`))).toEqual([
      "Manage Others' Tasks",
    ]);
  });

  it('answers the seed as stored', async () => {
    expect((await list('?itemsPerPage=-1')).permissions).toEqual(seedData().permissions);
  });
});
