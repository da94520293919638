import { describe, expect, it } from 'vitest';
import type { SearchGroup } from '@portal/contract';
import { searchResponseSchema } from '@portal/contract';
import { call, signIn, useTestApp } from '../testing';
import { buildAbility as buildCallerAbility } from '../services/caller';
import { searchPages, trimSearchGroups } from '../services/search';

useTestApp();

/** A group named `name` with children c1..cN. */
const group = (name: string, count: number): SearchGroup => ({
  title: name,
  category: name.toLowerCase(),
  children: Array.from({ length: count }, (_, i) => ({
    url: `/${name}/${i + 1}`,
    icon: 'ri-file-line',
    title: `c${i + 1}`,
  })),
});
const shape = (groups: SearchGroup[]) =>
  groups.map((g) => `${g.title}:${g.children.map((c) => c.title).join(',')}`);

describe('trimSearchGroups', () => {
  it.each([
    { input: [], expected: [] },
    { input: [['A', 0]], expected: [] },
    { input: [['A', 2]], expected: ['A:c1,c2'] },
    // One group: no trim of 3, only the cap of 5.
    { input: [['A', 4]], expected: ['A:c1,c2,c3,c4'] },
    { input: [['A', 7]], expected: ['A:c1,c2,c3,c4,c5'] },
    // Empty groups are dropped before counting groups.
    {
      input: [
        ['A', 7],
        ['B', 0],
      ],
      expected: ['A:c1,c2,c3,c4,c5'],
    },
    // Two groups: those with more than 3 lose their first 3, then the cap of 5.
    {
      input: [
        ['A', 3],
        ['B', 2],
      ],
      expected: ['A:c1,c2,c3', 'B:c1,c2'],
    },
    {
      input: [
        ['A', 4],
        ['B', 1],
      ],
      expected: ['A:c4', 'B:c1'],
    },
    {
      input: [
        ['A', 10],
        ['B', 3],
      ],
      expected: ['A:c4,c5,c6,c7,c8', 'B:c1,c2,c3'],
    },
    {
      input: [
        ['A', 6],
        ['B', 9],
        ['C', 0],
      ],
      expected: ['A:c4,c5,c6', 'B:c4,c5,c6,c7,c8'],
    },
  ] as { input: [string, number][]; expected: string[] }[])(
    '$input -> $expected',
    ({ input, expected }) => {
      expect(shape(trimSearchGroups(input.map(([name, n]) => group(name, n))))).toEqual(expected);
    },
  );
});

describe('searchPages', () => {
  const admin = buildCallerAbility([{ action: 'manage', subject: 'all' }]);
  const client = buildCallerAbility([{ action: 'read', subject: 'AclDemo' }]);
  const titles = (groups: SearchGroup[]) =>
    groups.flatMap((g) => g.children.map((c) => `${g.title}/${c.title}`));

  it('matches titles case-insensitively and never sends abilities', () => {
    const result = searchPages('USER', admin);
    expect(titles(result)).toEqual(['Apps & Pages/User List', 'Apps & Pages/User View']);
    expect(JSON.stringify(result)).not.toContain('ability');
  });

  it('hides pages the caller may not open, before trimming', () => {
    expect(titles(searchPages('user', client))).toEqual([]);
    const forClient = searchPages('access', client);
    expect(titles(forClient)).toEqual(['Apps & Pages/Access Control']);
    expect(titles(searchPages('access', buildCallerAbility([])))).toEqual([]);
  });

  it('applies the trim of 3 when dashboards and pages both match', () => {
    // "a": Analytics, and 7 pages (Access Control, Not Authorized, Page Not Found, Under
    // Maintenance, Forgot/Reset Password, Verify Email) -> the pages lose their first 3.
    // Billing: Invoice Add, Facturacion, Notas, Habilitaciones, Change Requests -> 2 left.
    const result = searchPages('a', admin);
    // Only these groups: other remotes' groups (ui-demo's demo pages) match "a" too.
    const core = titles(result).filter((t) => /^(Dashboards|Apps & Pages|Billing)\//.test(t));
    expect(core).toEqual([
      'Dashboards/Analytics',
      'Apps & Pages/Under Maintenance',
      'Apps & Pages/Forgot Password',
      'Apps & Pages/Reset Password',
      'Apps & Pages/Verify Email',
      'Billing/Habilitaciones (Enablements)',
      'Billing/Enablement Change Requests',
    ]);
    // The client may read no billing subject: no billing group at all.
    expect(titles(searchPages('a', client)).some((t) => t.startsWith('Billing'))).toBe(false);
  });

  it('filters by ability before the trim of 3', () => {
    const pages = (groups: SearchGroup[]) => titles(groups).filter((t) => t.startsWith('Apps'));
    // "i" hits Analytics and 10 pages, 3 of them (User List, User View, Permissions) gated.
    expect(pages(searchPages('i', admin))).toEqual([
      'Apps & Pages/Not Authorized',
      'Apps & Pages/Coming Soon',
      'Apps & Pages/Under Maintenance',
      'Apps & Pages/Login v1',
      'Apps & Pages/Register',
    ]);
    expect(pages(searchPages('i', client))).toEqual([
      'Apps & Pages/Login v1',
      'Apps & Pages/Register',
      'Apps & Pages/Register Multi-Steps',
      'Apps & Pages/Verify Email',
    ]);
  });
});

describe('GET /api/app-bar/search', () => {
  it('answers the groups for the caller', async () => {
    const token = await signIn();
    const { status, body } = await call('/api/app-bar/search?q=dash', { token });
    expect(status).toBe(200);
    expect(searchResponseSchema.parse(body)).toEqual([]);
    const crm = await call('/api/app-bar/search?q=crm', { token });
    expect(crm.body).toEqual([
      {
        title: 'Dashboards',
        category: 'dashboards',
        children: [{ url: '/dashboards/crm', icon: 'ri-pie-chart-2-line', title: 'CRM' }],
      },
    ]);
  });

  it('filters by the caller abilities', async () => {
    const admin = await signIn();
    const client = await signIn('client@demo.com', 'client');
    const forAdmin = await call('/api/app-bar/search?q=permissions', { token: admin });
    const forClient = await call('/api/app-bar/search?q=permissions', { token: client });
    expect(forAdmin.body).toHaveLength(1);
    expect(forClient.body).toEqual([]);
  });

  it('answers every matching page when q is empty (then trimmed)', async () => {
    const token = await signIn();
    const { status, body } = await call('/api/app-bar/search', { token });
    expect(status).toBe(200);
    const groups = searchResponseSchema.parse(body);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => g.children.length >= 1 && g.children.length <= 5)).toBe(true);
    // Two dashboards: not more than 3, so none is trimmed.
    expect(groups[0]?.children.map((c) => c.title)).toEqual(['CRM', 'Analytics']);
    // The pages group (more than 3) loses its first 3, then keeps 5.
    expect(groups[1]?.children.map((c) => c.title)).toEqual([
      'Access Control',
      'Not Authorized',
      'Page Not Found',
      'Coming Soon',
      'Under Maintenance',
    ]);
  });

  it('needs a signed-in caller and a sane query', async () => {
    expect(await call('/api/app-bar/search?q=crm')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const token = await signIn();
    const long = await call(`/api/app-bar/search?q=${'x'.repeat(101)}`, { token });
    expect(long).toEqual({
      status: 400,
      body: { errors: { q: ['Must be at most 100 characters'] } },
    });
  });
});
