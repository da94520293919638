import { beforeEach, describe, expect, it } from 'vitest';
import {
  profileHeaderSchema,
  profileProjectsResponseSchema,
  profileTabResponseSchemas,
} from '@portal/contract';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

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
  });

  it('GET /api/pages/profile answers each tab with 200; profile is the default', async () => {
    const byDefault = await call('/api/pages/profile', { token: admin });
    expect(byDefault.status).toBe(200);
    const profile = profileTabResponseSchemas.profile.parse(byDefault.body);
    expect(profile.about.fullName).toBe('John Doe');
    expect(profile.connections).toHaveLength(5);
    for (const tab of ['teams', 'projects', 'connections'] as const) {
      const { status, body } = await call(`/api/pages/profile?tab=${tab}`, { token: admin });
      expect(status).toBe(200);
      expect(profileTabResponseSchemas[tab].parse(body).length).toBeGreaterThan(5);
    }
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
});
