import { beforeEach, describe, expect, it } from 'vitest';
import {
  profileHeaderSchema,
  profileProjectsResponseSchema,
  profileTabResponseSchemas,
} from '@portal/contract';
import { call, seedData, signIn, storedRow, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

const storedConnected = async (id: number) =>
  Boolean((await storedRow('profile_page_connections', id)).is_connected);

describe('user profile pages API', () => {
  it('GET /api/pages/profile/header answers 200 with the header fields', async () => {
    const { status, body } = await call('/api/pages/profile/header', { token: admin });
    expect(status).toBe(200);
    const header = profileHeaderSchema.parse(body);
    expect(Object.keys(header).sort()).toEqual([
      'coverImg',
      'designation',
      'fullName',
      'joiningDate',
      'location',
      'profileImg',
    ]);
    expect(header).toMatchObject({ fullName: 'John Doe', designation: 'UX Designer' });
    expect(header.coverImg).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(header).toEqual(seedData().profileHeader);
  });

  it('GET /api/pages/profile answers each tab with 200; profile is the default', async () => {
    const byDefault = await call('/api/pages/profile', { token: admin });
    expect(byDefault.status).toBe(200);
    const profile = profileTabResponseSchemas.profile.parse(byDefault.body);
    expect(profile.about.fullName).toBe('John Doe');
    expect(profile.connections).toHaveLength(5);
    const seed = seedData();
    expect(byDefault.body).toEqual({
      ...seed.profileAbout,
      connections: seed.profileConnections.slice(0, 5),
      teamsTech: seed.profileTeams.slice(0, 5),
    });
    for (const tab of ['teams', 'projects', 'connections'] as const) {
      const { status, body } = await call(`/api/pages/profile?tab=${tab}`, { token: admin });
      expect(status).toBe(200);
      expect(profileTabResponseSchemas[tab].parse(body).length).toBeGreaterThan(5);
    }
    expect((await call('/api/pages/profile?tab=teams', { token: admin })).body).toEqual(
      seed.profileTeams,
    );
    expect((await call('/api/pages/profile?tab=projects', { token: admin })).body).toEqual(
      seed.profileProjects,
    );
    expect((await call('/api/pages/profile?tab=connections', { token: admin })).body).toEqual(
      seed.profileConnections,
    );
    const bad = await call('/api/pages/profile?tab=friends', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('errors.tab');
  });

  it('the project table searches title or leader, sorts and pages', async () => {
    const get = async (query: string) =>
      profileProjectsResponseSchema.parse(
        (await call(`/api/pages/profile/projects${query}`, { token: admin })).body,
      );
    const first = await get('');
    expect(first.totalProjects).toBe(12);
    expect(first.projects).toHaveLength(10);
    expect((await get('?q=design')).projects.map((p) => p.title)).toEqual([
      'App Design',
      'Logo Design',
    ]);
    expect((await get('?q=owen')).projects.map((p) => p.title)).toEqual(['Admin Template']);
    const byProgress = (await get('?sortBy=progress&orderBy=desc&itemsPerPage=3')).projects;
    expect(byProgress.map((p) => p.progress)).toEqual([100, 100, 92]);
    expect((await get('?sortBy=title&itemsPerPage=1')).projects[0]?.title).toBe('Admin Template');
  });

  it('sorts projects by leader and deadline, ties in id order', async () => {
    const get = async (query: string) =>
      profileProjectsResponseSchema
        .parse((await call(`/api/pages/profile/projects${query}`, { token: admin })).body)
        .projects.map((p) => p.id);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const projects = seedData().profileProjects;
    for (const key of ['leader', 'deadline'] as const)
      for (const direction of [1, -1] as const)
        expect(
          await get(`?sortBy=${key}&orderBy=${direction === 1 ? 'asc' : 'desc'}&itemsPerPage=-1`),
        ).toEqual(
          [...projects]
            .sort((a, b) => direction * collator.compare(a[key], b[key]) || a.id - b.id)
            .map((p) => p.id),
        );
    // Progress 100 twice (Logo Design 6, Brand Guide 8): id order in both directions.
    expect(await get('?sortBy=progress&orderBy=desc&itemsPerPage=2')).toEqual([6, 8]);
  });

  it('connect and disconnect are kept', async () => {
    const before = profileTabResponseSchemas.connections.parse(
      (await call('/api/pages/profile?tab=connections', { token: admin })).body,
    );
    const target = before.find((c) => !c.isConnected);
    if (!target) throw new Error('no disconnected connection in the seed');
    const put = await call(`/api/pages/profile/connections/${target.id}`, {
      method: 'PUT',
      json: { isConnected: true },
      token: admin,
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ ...target, isConnected: true });
    expect(await storedConnected(target.id)).toBe(true);
    const after = profileTabResponseSchemas.connections.parse(
      (await call('/api/pages/profile?tab=connections', { token: admin })).body,
    );
    expect(after.find((c) => c.id === target.id)?.isConnected).toBe(true);
    const missing = await call('/api/pages/profile/connections/999', {
      method: 'PUT',
      json: { isConnected: true },
      token: admin,
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Connection not found' } });
    const bad = await call(`/api/pages/profile/connections/${target.id}`, {
      method: 'PUT',
      json: { isConnected: 'yes' },
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('checks the ability, then the connection, then the body', async () => {
    const client = await signIn('client@demo.com', 'client');
    expect(
      await call('/api/pages/profile/connections/2', {
        method: 'PUT',
        json: { isConnected: true },
        token: client,
      }),
    ).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(await storedConnected(2)).toBe(false);
    for (const id of ['999', 'abc'])
      expect(
        await call(`/api/pages/profile/connections/${id}`, {
          method: 'PUT',
          json: { isConnected: 'yes' },
          token: admin,
        }),
      ).toEqual({ status: 404, body: { message: 'Connection not found' } });
    expect((await call('/api/pages/profile/header')).status).toBe(401);
  });
});
