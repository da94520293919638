import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getDb } from '../db/store';
import { BASE_URL, call, signIn, useMockServer } from '../testing/server';
import { SESSION_TTL_MS, authenticate, readAccessToken, requireAbility } from './auth';
import { EarlyResponse, json } from './http';
import { formatCreatedDate, paginate, parseId } from './list';
import { safeResolver } from './safe-resolver';
import { parseQuery } from './validate';

const server = useMockServer();

describe('safeResolver', () => {
  it('turns an unexpected exception into 500 Something went wrong', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(
        '/api/boom',
        safeResolver(() => {
          throw new TypeError('bug');
        }),
      ),
    );
    expect(await call('/api/boom')).toEqual({
      status: 500,
      body: { message: 'Something went wrong' },
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('answers the response of an EarlyResponse', async () => {
    server.use(
      http.get(
        '/api/early',
        safeResolver(() => {
          throw new EarlyResponse(json({ message: 'Teapot' }, 418));
        }),
      ),
    );
    expect(await call('/api/early')).toEqual({ status: 418, body: { message: 'Teapot' } });
  });

  it('lets other domains guard routes with authenticate and requireAbility', async () => {
    server.use(
      http.get(
        '/api/guarded',
        safeResolver(({ request, cookies }) => {
          const caller = authenticate(request, cookies);
          requireAbility(caller, 'manage', 'Invoice');
          return json({ ok: caller.userData.email });
        }),
      ),
    );
    expect((await call('/api/guarded')).status).toBe(401);
    const client = await signIn('client@demo.com', 'client');
    expect(await call('/api/guarded', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(await call('/api/guarded', { token: await signIn() })).toEqual({
      status: 200,
      body: { ok: 'admin@demo.com' },
    });
  });
});

describe('readAccessToken', () => {
  const request = (headers: Record<string, string>) => new Request(`${BASE_URL}/x`, { headers });

  it('prefers the bearer header, then the URI-encoded cookie', () => {
    expect(readAccessToken(request({ Authorization: 'bearer abc' }), {})).toBe('abc');
    expect(
      readAccessToken(request({ Authorization: 'Bearer abc' }), { 'HostDesk-accessToken': 'x' }),
    ).toBe('abc');
    expect(readAccessToken(request({}), { 'HostDesk-accessToken': 'a%2Fb' })).toBe('a/b');
    expect(readAccessToken(request({}), { 'HostDesk-accessToken': '%E0%A4%A' })).toBe('%E0%A4%A');
    expect(readAccessToken(request({ Authorization: 'Basic abc' }), {})).toBeNull();
  });

  it('a present but malformed Authorization header is no token, never a fall-back to the cookie', () => {
    const cookie = { 'HostDesk-accessToken': 'cookie-token' };
    // (leading and trailing spaces are trimmed by the Headers API itself)
    for (const header of ['Basic abc', 'Bearer  abc', 'Bearer abc x', 'Bearer', 'abc'])
      expect(readAccessToken(request({ Authorization: header }), cookie)).toBeNull();
  });

  it('does not resolve prototype keys as sessions', () => {
    expect(getDb().sessions).toEqual({});
    expect(() => authenticate(request({ Authorization: 'Bearer constructor' }))).toThrow(
      EarlyResponse,
    );
  });
});

describe('sessions', () => {
  it('expire after 30 days and are pruned at the next sign-in', async () => {
    const token = await signIn();
    const session = getDb().sessions[token]!;
    session.createdAt = Date.now() - SESSION_TTL_MS - 1;
    expect(await call('/api/auth/me', { token })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const fresh = await signIn();
    expect(Object.keys(getDb().sessions)).toEqual([fresh]);
  });
});

describe('parseQuery', () => {
  const schema = z.object({ tag: z.array(z.string()).optional(), n: z.coerce.number().optional() });

  it('keeps repeated keys as arrays and drops empty values', () => {
    expect(parseQuery(`${BASE_URL}/x?tag=a&tag=b&n=`, schema)).toEqual({ tag: ['a', 'b'] });
  });

  it('throws an EarlyResponse 400 with field errors', async () => {
    try {
      parseQuery(`${BASE_URL}/x?n=abc`, schema);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EarlyResponse);
      const { response } = error as EarlyResponse;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ errors: { n: ['Expected number'] } });
    }
  });
});

describe('list helpers', () => {
  it('paginates, -1 meaning all', () => {
    expect(paginate([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], totalPages: 3 });
    expect(paginate([1, 2, 3], 1, -1)).toEqual({ items: [1, 2, 3], totalPages: 1 });
    expect(paginate([], 1, 10)).toEqual({ items: [], totalPages: 1 });
  });

  it.each([
    ['12', 12],
    ['0', 0],
    ['abc', null],
    ['1.5', null],
    ['-1', null],
    ['', null],
  ])('parseId(%j) = %j', (input, expected) => {
    expect(parseId(input)).toBe(expected);
  });

  it('formats dates like the seeds', () => {
    expect(formatCreatedDate(new Date(2021, 3, 14, 20, 43))).toBe('14 Apr 2021, 8:43 PM');
    expect(formatCreatedDate(new Date(2021, 11, 4, 0, 5))).toBe('04 Dec 2021, 12:05 AM');
    expect(formatCreatedDate(new Date(2021, 1, 25, 12, 30))).toBe('25 Feb 2021, 12:30 PM');
  });
});
