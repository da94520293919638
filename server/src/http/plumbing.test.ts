import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { errorHandler } from '../app';
import type { AppEnv } from '../context';
import { pageCount } from '../db/paging';
import { sha256Hex } from '../lib/hash';
import { call, currentTestApp, signIn, testClock, testDb, useTestApp } from '../testing';
import { authorize, readAccessToken } from './caller';
import { messageError } from './errors';
import { parseId, parseQuery } from './validate';

useTestApp();

/** `routes` behind the app's own plumbing (deps, error handler), as a domain's routes are. */
async function request(routes: Hono<AppEnv>, path: string, token?: string) {
  const { deps } = currentTestApp();
  const domain = new Hono<AppEnv>();
  domain.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('caller', undefined);
    await next();
  });
  domain.onError(errorHandler(deps.log));
  domain.route('/', routes);
  const response = await domain.request(`http://localhost${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('errors', () => {
  it('an unexpected exception is 500 Something went wrong, logged', async () => {
    const log = vi.spyOn(currentTestApp().deps.log, 'error');
    const routes = new Hono<AppEnv>();
    routes.get('/api/boom', () => {
      throw new TypeError('bug');
    });
    expect(await request(routes, '/api/boom')).toEqual({
      status: 500,
      body: { message: 'Something went wrong' },
    });
    expect(log).toHaveBeenCalled();
  });

  it('a database that cannot be reached is 503 with a message, logged as a warning', async () => {
    const { log } = currentTestApp().deps;
    const warn = vi.spyOn(log, 'warn');
    const error = vi.spyOn(log, 'error');
    const routes = new Hono<AppEnv>();
    routes.get('/api/down', () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
    });
    expect(await request(routes, '/api/down')).toEqual({
      status: 503,
      body: { message: 'The database is unavailable. Try again in a moment.' },
    });
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', path: '/api/down' }),
      'database unavailable',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('an HttpError is its own answer', async () => {
    const routes = new Hono<AppEnv>();
    routes.get('/api/early', () => {
      throw messageError(418, 'Teapot');
    });
    expect(await request(routes, '/api/early')).toEqual({
      status: 418,
      body: { message: 'Teapot' },
    });
  });

  it('lets domains guard routes with authorize (401, 403, then the caller)', async () => {
    const routes = new Hono<AppEnv>();
    routes.get('/api/guarded', async (c) => {
      const caller = await authorize(c, 'manage', 'Invoice');
      return c.json({ ok: caller.userData.email });
    });
    expect((await request(routes, '/api/guarded')).status).toBe(401);
    const client = await signIn('client@demo.com', 'client');
    expect(await request(routes, '/api/guarded', client)).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(await request(routes, '/api/guarded', await signIn())).toEqual({
      status: 200,
      body: { ok: 'admin@demo.com' },
    });
  });
});

describe('readAccessToken', () => {
  const tokenOf = async (headers: Record<string, string>) => {
    let token: string | null | undefined;
    const app = new Hono<AppEnv>().get('/x', (c) => {
      token = readAccessToken(c);
      return c.body(null, 204);
    });
    await app.request('http://localhost/x', { headers });
    return token;
  };

  it('prefers the bearer header, then the URI-encoded cookie', async () => {
    expect(await tokenOf({ Authorization: 'bearer abc' })).toBe('abc');
    expect(await tokenOf({ Authorization: 'Bearer abc', Cookie: 'HostDesk-accessToken=x' })).toBe(
      'abc',
    );
    expect(await tokenOf({ Cookie: 'HostDesk-accessToken=a%2Fb' })).toBe('a/b');
    expect(await tokenOf({ Authorization: 'Basic abc' })).toBeNull();
  });

  it('a present but malformed Authorization header is no token, never a fall-back to the cookie', async () => {
    for (const header of ['Basic abc', 'Bearer  abc', 'Bearer abc x', 'Bearer', 'abc'])
      expect(
        await tokenOf({ Authorization: header, Cookie: 'HostDesk-accessToken=cookie-token' }),
      ).toBeNull();
  });
});

describe('sessions', () => {
  it('end after 30 days without use; each use extends them', async () => {
    const token = await signIn();
    const day = 24 * 60 * 60 * 1000;
    const start = Date.now();
    const now = vi.spyOn(testClock(), 'now');
    now.mockReturnValue(new Date(start + 29 * day));
    expect((await call('/api/auth/me', { token })).status).toBe(200);
    // 29 days after that use: still alive (sliding), then 30 days and a second without use.
    now.mockReturnValue(new Date(start + 58 * day));
    expect((await call('/api/auth/me', { token })).status).toBe(200);
    now.mockReturnValue(new Date(start + 88 * day + 1000));
    expect(await call('/api/auth/me', { token })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('keeps only a hash of the token, and idle sessions go at the next sign-in', async () => {
    const token = await signIn();
    const rows = await testDb().selectFrom('sessions').select(['token_hash']).execute();
    expect(rows).toEqual([{ token_hash: sha256Hex(token) }]);
    expect(JSON.stringify(rows)).not.toContain(token);
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    const fresh = await signIn();
    expect(await testDb().selectFrom('sessions').select(['token_hash']).execute()).toEqual([
      { token_hash: sha256Hex(fresh) },
    ]);
  });

  it('does not take prototype keys or unknown tokens for sessions', async () => {
    for (const token of ['constructor', '__proto__', 'nope'])
      expect((await call('/api/auth/me', { token })).status).toBe(401);
  });
});

describe('parseQuery', () => {
  const schema = z.object({ tag: z.array(z.string()).optional(), n: z.coerce.number().optional() });
  const parsed = async (query: string) => {
    const app = new Hono<AppEnv>();
    app.onError(errorHandler(currentTestApp().deps.log));
    app.get('/x', (c) => c.json(parseQuery(c, schema)));
    const response = await app.request(`http://localhost/x?${query}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('keeps repeated keys as arrays and drops empty values', async () => {
    expect(await parsed('tag=a&tag=b&n=')).toEqual({ status: 200, body: { tag: ['a', 'b'] } });
  });

  it('answers 400 with field errors', async () => {
    expect(await parsed('n=abc')).toEqual({
      status: 400,
      body: { errors: { n: ['Expected number'] } },
    });
  });
});

describe('list helpers', () => {
  it('counts pages, -1 meaning all on one', () => {
    expect(pageCount(5, 2)).toBe(3);
    expect(pageCount(3, -1)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['abc', null],
    ['1.5', null],
    ['-1', null],
    ['', null],
    [undefined, null],
  ])('parseId(%j) = %j', (input, expected) => {
    expect(parseId(input)).toBe(expected);
  });
});
