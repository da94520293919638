import { describe, expect, it } from 'vitest';
import { call, currentTestApp, signIn, testDb, useTestApp } from '../testing';
import { EDGE_MESSAGES } from './edges';

useTestApp();

const newUser = {
  fullName: 'Edge Case',
  username: 'edgecase',
  email: 'edge@example.com',
  company: 'Edges',
  country: 'Chile',
  contact: '+56 2 2345 6789',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
};

const userCount = async () =>
  Number(
    (
      await testDb()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('API edges', () => {
  it('a write that is not application/json is 415 and changes nothing', async () => {
    const token = await signIn();
    const before = await userCount();
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const answer = await call('/api/apps/users', {
        method: 'POST',
        body: JSON.stringify(newUser),
        headers: { 'Content-Type': contentType },
        token,
      });
      expect(answer).toEqual({
        status: 415,
        body: { message: EDGE_MESSAGES.unsupportedMediaType },
      });
    }
    const noHeader = await currentTestApp().app.request('http://localhost/api/demo/reset', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(noHeader.status).toBe(415);
    expect(await userCount()).toBe(before);
    const ok = await call('/api/apps/users', {
      method: 'POST',
      json: newUser,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      token,
    });
    expect(ok.status).toBe(201);
  });

  it('a present but malformed Authorization header is 401 even with a valid cookie', async () => {
    const token = await signIn();
    const cookie = { Cookie: `HostDesk-accessToken=${token}` };
    expect((await call('/api/auth/me', { headers: cookie })).status).toBe(200);
    for (const authorization of [
      `Basic ${token}`,
      `Bearer  ${token}`,
      `Bearer ${token} x`,
      'Bearer',
    ]) {
      const answer = await call('/api/auth/me', {
        headers: { ...cookie, Authorization: authorization },
      });
      expect(answer).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    }
  });

  it('an unknown /api/ path is 404 JSON { message }', async () => {
    const token = await signIn();
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api/apps/users/1/extra'],
      ['DELETE', '/api/apps/no-such-app/item/1'],
    ] as const) {
      expect(await call(path, { method, token })).toEqual({
        status: 404,
        body: { message: EDGE_MESSAGES.notFound },
      });
    }
  });
});

describe('GET /api/auth/session', () => {
  it('answers the caller and their rules from the database, whatever the cookie says', async () => {
    const token = await signIn('client@demo.com', 'client');
    const answer = await call('/api/auth/session', {
      token,
      headers: {
        Cookie:
          'HostDesk-userAbilityRules=%5B%7B%22action%22%3A%22manage%22%2C%22subject%22%3A%22all%22%7D%5D',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      userAbilityRules: [{ action: 'read', subject: 'AclDemo' }],
      userData: { email: 'client@demo.com' },
    });
    expect((await call('/api/auth/session')).status).toBe(401);
  });
});
