import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config/env';
import type { AppDeps } from '../context';
import { call, currentTestApp, signIn, testDb, useTestApp } from '../testing';
import { ACCESS_TOKEN_COOKIE } from './caller';
import { EDGE_MESSAGES } from './edges';

useTestApp();

const refused = { status: 403, body: { message: EDGE_MESSAGES.crossSite } };

const newUser = (n: number) => ({
  fullName: `Cross Site ${n}`,
  username: `crosssite${n}`,
  email: `cross${n}@example.com`,
  company: 'Edges',
  country: 'Chile',
  contact: '+56 2 2345 6789',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
});

const userCount = async () =>
  Number(
    (
      await testDb()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Headers of a browser signed in by the session cookie (the API client's cookie, no bearer). */
const withCookie = (token: string, headers: Record<string, string> = {}) => ({
  Cookie: `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}`,
  ...headers,
});

/** A request to an app built over the test's database with other deps (origins, proxy). */
async function callWith(
  deps: Partial<AppDeps>,
  url: string,
  init: { method: string; headers: Record<string, string>; json?: unknown },
) {
  const app = createApp({ ...currentTestApp().deps, ...deps });
  const response = await app.request(url, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(init.json ?? {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('cross-site writes with the session cookie', () => {
  it('a foreign Origin is 403 and stores nothing; the same write from the portal is stored', async () => {
    const token = await signIn();
    const before = await userCount();
    for (const origin of ['https://evil.example', 'http://localhost:3001', 'null', 'not a url'])
      expect(
        await call('/api/apps/users', {
          method: 'POST',
          json: newUser(1),
          headers: withCookie(token, { Origin: origin }),
        }),
      ).toEqual(refused);
    for (const [method, path] of [
      ['PATCH', '/api/apps/users/2'],
      ['PUT', '/api/profile'],
      ['DELETE', '/api/apps/users/2'],
    ] as const)
      expect(
        await call(path, {
          method,
          ...(method === 'DELETE' ? {} : { json: { fullName: 'Changed' } }),
          headers: withCookie(token, { Origin: 'https://evil.example' }),
        }),
      ).toEqual(refused);
    expect(await userCount()).toBe(before);
    const user = await testDb()
      .selectFrom('users')
      .select('full_name')
      .where('id', '=', 2)
      .executeTakeFirst();
    expect(user?.full_name).not.toBe('Changed');

    // The origin the request was addressed to (test requests go to http://localhost).
    const same = await call('/api/apps/users', {
      method: 'POST',
      json: newUser(2),
      headers: withCookie(token, { Origin: 'http://localhost' }),
    });
    expect(same.status).toBe(201);
    expect(await userCount()).toBe(before + 1);
  });

  it('the own origin follows the Host the request names, its default port left out', async () => {
    const token = await signIn();
    const post = (url: string, origin: string, n = 3) =>
      callWith({}, url, {
        method: 'POST',
        headers: withCookie(token, { Origin: origin }),
        json: newUser(n),
      });
    // As e2e's worker servers are reached: http://localhost:3010 with Host localhost:3010.
    expect(
      (await post('http://localhost:3010/api/apps/users', 'http://localhost:3010')).status,
    ).toBe(201);
    expect(await post('http://localhost:3011/api/apps/users', 'http://localhost:3010')).toEqual(
      refused,
    );
    expect((await post('http://127.0.0.1:80/api/apps/users', 'http://127.0.0.1', 30)).status).toBe(
      201,
    );
  });

  it("a listed remote's origin and PORTAL_ORIGIN are allowed", async () => {
    const token = await signIn();
    const { trustedOrigins } = loadConfig({
      PORTAL_ORIGIN: 'https://portal.example.com/',
      PORTAL_ALLOWED_ORIGINS: 'http://localhost:3000, http://localhost:3001',
    });
    expect(trustedOrigins).toEqual([
      'https://portal.example.com',
      'http://localhost:3000',
      'http://localhost:3001',
    ]);
    const post = (origin: string, n: number) =>
      callWith({ trustedOrigins }, 'http://internal:8080/api/apps/users', {
        method: 'POST',
        headers: withCookie(token, { Origin: origin }),
        json: newUser(n),
      });
    expect((await post('http://localhost:3001', 4)).status).toBe(201);
    expect((await post('https://portal.example.com', 5)).status).toBe(201);
    expect(await post('http://localhost:3002', 6)).toEqual(refused);
    expect(await post('http://portal.example.com', 7)).toEqual(refused);
  });

  it('X-Forwarded-Proto names the scheme only behind a trusted proxy', async () => {
    const token = await signIn();
    const post = (trustProxy: boolean, n: number) =>
      callWith({ trustProxy }, 'http://portal.example.com/api/apps/users', {
        method: 'POST',
        headers: withCookie(token, {
          Origin: 'https://portal.example.com',
          'X-Forwarded-Proto': 'https',
        }),
        json: newUser(n),
      });
    expect(await post(false, 8)).toEqual(refused);
    expect((await post(true, 9)).status).toBe(201);
  });

  it('without Origin, Sec-Fetch-Site decides; with neither the cookie is refused', async () => {
    const token = await signIn();
    const before = await userCount();
    const post = (headers: Record<string, string>, n: number) =>
      call('/api/apps/users', {
        method: 'POST',
        json: newUser(n),
        headers: withCookie(token, headers),
      });
    expect(await post({ 'Sec-Fetch-Site': 'cross-site' }, 10)).toEqual(refused);
    expect(await post({ 'Sec-Fetch-Site': 'same-site' }, 10)).toEqual(refused);
    expect(await post({}, 10)).toEqual(refused);
    expect(await userCount()).toBe(before);
    expect((await post({ 'Sec-Fetch-Site': 'same-origin' }, 11)).status).toBe(201);
    expect((await post({ 'Sec-Fetch-Site': 'none' }, 12)).status).toBe(201);
    // Origin, when sent, decides over Sec-Fetch-Site.
    expect(
      await post({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }, 13),
    ).toEqual(refused);
    // A stale or forged cookie is refused the same way (no look-up tells them apart).
    expect(
      await call('/api/apps/users', {
        method: 'POST',
        json: newUser(14),
        headers: withCookie('not-a-session', { Origin: 'https://evil.example' }),
      }),
    ).toEqual(refused);
  });

  it('a bearer token is not affected, with or without the cookie', async () => {
    const token = await signIn();
    const foreign = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    expect(
      (
        await call('/api/apps/users', {
          method: 'POST',
          json: newUser(15),
          token,
          headers: foreign,
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('/api/apps/users', {
          method: 'POST',
          json: newUser(16),
          token,
          headers: withCookie(token, foreign),
        })
      ).status,
    ).toBe(201);
    // No Origin, no Sec-Fetch-Site, no cookie: a script with its token.
    expect(
      (await call('/api/apps/users', { method: 'POST', json: newUser(17), token })).status,
    ).toBe(201);
  });

  it('a read with a foreign Origin and the cookie is answered', async () => {
    const token = await signIn();
    const answer = await call('/api/auth/me', {
      headers: withCookie(token, {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      }),
    });
    expect(answer.status).toBe(200);
  });

  it('sign-in from a foreign Origin without the cookie answers as before', async () => {
    const foreign = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };
    const wrong = { email: 'admin@demo.com', password: 'wrong' };
    const plain = await call('/api/auth/login', { method: 'POST', json: wrong });
    expect(
      await call('/api/auth/login', { method: 'POST', json: wrong, headers: foreign }),
    ).toEqual(plain);
    expect(plain.status).toBe(400);
    const right = await call('/api/auth/login', {
      method: 'POST',
      json: { email: 'admin@demo.com', password: 'admin' },
      headers: foreign,
    });
    expect(right.status).toBe(201);
    expect(right.body).toHaveProperty('accessToken');
    // Not JSON: still the spec's own 400, not 415 nor 403.
    const text = await call('/api/auth/login', {
      method: 'POST',
      body: 'email=admin@demo.com',
      headers: { ...foreign, 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(400);
  });

  it('415 comes first: a cross-site form post with the cookie keeps its 415', async () => {
    const token = await signIn();
    const answer = await call('/api/apps/users', {
      method: 'POST',
      body: JSON.stringify(newUser(18)),
      headers: withCookie(token, {
        Origin: 'https://evil.example',
        'Content-Type': 'text/plain',
      }),
    });
    expect(answer).toEqual({ status: 415, body: { message: EDGE_MESSAGES.unsupportedMediaType } });
  });
});

describe('PORTAL_ORIGIN', () => {
  it('takes an http(s) origin and refuses a path or another scheme', () => {
    expect(loadConfig({}).portalOrigin).toBeNull();
    expect(loadConfig({ PORTAL_ORIGIN: 'https://Portal.Example.com:443' }).portalOrigin).toBe(
      'https://portal.example.com',
    );
    for (const bad of ['https://portal.example.com/app', 'ftp://portal.example.com', 'portal'])
      expect(() => loadConfig({ PORTAL_ORIGIN: bad })).toThrow(ConfigError);
  });
});
