import { describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema, twoStepChallengeSchema } from '@portal/contract';
import { createApp } from '../app';
import type { AppDeps } from '../context';
import { call, currentTestApp, signIn, testClock, useTestApp } from '../testing';

useTestApp();

const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased -> value ('' for flags). */
  attributes: Map<string, string>;
}

/** The `Set-Cookie` lines of an answer, parsed. */
function setCookies(headers: Headers): SetCookie[] {
  return headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    return {
      name: pair.slice(0, at),
      value: decodeURIComponent(pair.slice(at + 1)),
      attributes: new Map(
        rest.map((attribute) => {
          const [key = '', ...value] = attribute.split('=');
          return [key.toLowerCase(), value.join('=')];
        }),
      ),
    };
  });
}

const cookieNamed = (headers: Headers, name: string) =>
  setCookies(headers).find((cookie) => cookie.name === name);

const loginJson = (email: string, password: string) => ({
  method: 'POST',
  json: { email, password },
});

/** The headers of a browser that holds the session cookie (a same-origin write says so). */
const withCookie = (token: string, extra: Record<string, string> = {}) => ({
  Cookie: `HostDesk-accessToken=${token}`,
  Origin: 'http://localhost',
  ...extra,
});

/** A request to an app over the test's database with other deps (proxy) and any URL. */
async function requestWith(
  deps: Partial<AppDeps>,
  url: string,
  init: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const app = createApp({ ...currentTestApp().deps, ...deps });
  return app.request(url, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
  });
}

describe('the session cookie the server sets', () => {
  it('sign-in sets the token as HttpOnly; SameSite=Lax; Path=/; Max-Age 30 days, not Secure over http', async () => {
    const answer = await call('/api/auth/login', loginJson('admin@demo.com', 'admin'));
    expect(answer.status).toBe(201);
    // The body stays the spec's, token included, for Bearer clients.
    const session = sessionResponseSchema.parse(answer.body);
    expect(Object.keys(answer.body as object).sort()).toEqual(
      ['accessToken', 'userAbilityRules', 'userData'].sort(),
    );
    const cookie = cookieNamed(answer.headers, 'HostDesk-accessToken');
    expect(cookie?.value).toBe(session.accessToken);
    expect(Object.fromEntries(cookie?.attributes ?? [])).toEqual({
      'max-age': String(THIRTY_DAYS_S),
      path: '/',
      httponly: '',
      samesite: 'Lax',
    });
    // The cookie alone signs the browser in.
    const me = await call('/api/auth/session', { headers: withCookie(session.accessToken) });
    expect(me.status).toBe(200);
  });

  it('is Secure over https, and behind a trusted proxy when X-Forwarded-Proto says https', async () => {
    const body = { email: 'admin@demo.com', password: 'admin' };
    const secure = async (deps: Partial<AppDeps>, url: string, proto?: string) => {
      const response = await requestWith(deps, url, {
        method: 'POST',
        json: body,
        headers: proto === undefined ? {} : { 'X-Forwarded-Proto': proto },
      });
      expect(response.status).toBe(201);
      return cookieNamed(response.headers, 'HostDesk-accessToken')?.attributes.has('secure');
    };
    expect(await secure({}, 'https://portal.example.com/api/auth/login')).toBe(true);
    expect(await secure({}, 'http://portal.example.com/api/auth/login')).toBe(false);
    expect(
      await secure({ trustProxy: true }, 'http://portal.example.com/api/auth/login', 'https'),
    ).toBe(true);
    // The last entry is the proxy's own.
    expect(
      await secure({ trustProxy: true }, 'http://portal.example.com/api/auth/login', 'https, http'),
    ).toBe(false);
    // Without TRUST_PROXY the header is the client's word: ignored.
    expect(await secure({}, 'http://portal.example.com/api/auth/login', 'https')).toBe(false);
  });

  it('registration signs in with the cookie too', async () => {
    const answer = await call('/api/auth/register', {
      method: 'POST',
      json: { username: 'cookiejar', email: 'cookie@example.com', password: 'Secret123!' },
    });
    expect(answer.status).toBe(201);
    const cookie = cookieNamed(answer.headers, 'HostDesk-accessToken');
    expect(cookie?.value).toBe(sessionResponseSchema.parse(answer.body).accessToken);
    expect(cookie?.attributes.has('httponly')).toBe(true);
  });

  it('a failed sign-in sets no cookie', async () => {
    const answer = await call('/api/auth/login', loginJson('admin@demo.com', 'wrong'));
    expect(answer.status).toBe(400);
    expect(answer.headers.getSetCookie()).toEqual([]);
  });
});

describe('two-step sign-in with cookies', () => {
  it('keeps the two-step token HttpOnly, takes it from the cookie, then sets the session', async () => {
    const started = await call('/api/auth/login', loginJson('twostep@demo.com', 'twostep'));
    const { twoStepToken } = twoStepChallengeSchema.parse(started.body);
    expect(cookieNamed(started.headers, 'HostDesk-accessToken')).toBeUndefined();
    const pending = cookieNamed(started.headers, 'HostDesk-twoStepToken');
    expect(pending?.value).toBe(twoStepToken);
    expect(Object.fromEntries(pending?.attributes ?? [])).toEqual({
      'max-age': '600',
      path: '/api/auth',
      httponly: '',
      samesite: 'Lax',
    });

    const cookie = { Cookie: `HostDesk-twoStepToken=${twoStepToken}`, Origin: 'http://localhost' };
    const wrong = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { code: '000000' },
      headers: cookie,
    });
    expect(wrong).toEqual({ status: 400, body: { errors: { code: ['Invalid code'] } } });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { code: '123456' },
      headers: cookie,
    });
    expect(right.status).toBe(201);
    const session = sessionResponseSchema.parse(right.body);
    expect(cookieNamed(right.headers, 'HostDesk-accessToken')?.value).toBe(session.accessToken);
    expect(cookieNamed(right.headers, 'HostDesk-twoStepToken')?.attributes.get('max-age')).toBe(
      '0',
    );
  });

  it('without the token in the body or a cookie (it lives as long as the attempt) the attempt has expired', async () => {
    const answer = await call('/api/auth/two-steps', { method: 'POST', json: { code: '123456' } });
    expect(answer).toEqual({
      status: 400,
      body: { errors: { twoStepToken: ['Your sign-in attempt expired, sign in again'] } },
    });
    // A bad code is still said first, and an empty token in the body is still required.
    expect(
      (await call('/api/auth/two-steps', { method: 'POST', json: { code: '1' } })).body,
    ).toEqual({
      errors: { code: ['The code has 6 digits'] },
    });
    expect(
      (
        await call('/api/auth/two-steps', {
          method: 'POST',
          json: { twoStepToken: '', code: '123456' },
        })
      ).body,
    ).toEqual({ errors: { twoStepToken: ['This field is required'] } });
  });

  it('removes the two-step cookie once the attempt is over (5 wrong codes)', async () => {
    const started = await call('/api/auth/login', loginJson('twostep@demo.com', 'twostep'));
    const { twoStepToken } = twoStepChallengeSchema.parse(started.body);
    const attempt = () =>
      call('/api/auth/two-steps', {
        method: 'POST',
        json: { code: '000000' },
        headers: { Cookie: `HostDesk-twoStepToken=${twoStepToken}`, Origin: 'http://localhost' },
      });
    for (let i = 0; i < 4; i += 1) expect((await attempt()).headers.getSetCookie()).toEqual([]);
    const last = await attempt();
    expect(last.body).toEqual({
      errors: { code: ['Invalid code'], twoStepToken: ['Too many wrong codes: sign in again'] },
    });
    expect(cookieNamed(last.headers, 'HostDesk-twoStepToken')?.attributes.get('max-age')).toBe('0');
  });
});

describe('sign-out and sliding expiry', () => {
  it('sign-out ends the session and clears the cookie; the old cookie is then 401', async () => {
    const token = await signIn();
    const out = await call('/api/auth/logout', { method: 'POST', headers: withCookie(token) });
    expect(out.status).toBe(204);
    const cleared = cookieNamed(out.headers, 'HostDesk-accessToken');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes.get('max-age')).toBe('0');
    expect(cleared?.attributes.get('path')).toBe('/');

    const again = await call('/api/auth/session', { headers: withCookie(token) });
    expect(again).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    // The stale cookie is removed with the 401.
    expect(cookieNamed(again.headers, 'HostDesk-accessToken')?.attributes.get('max-age')).toBe('0');
    // Bearer clients see the same end of the session.
    expect((await call('/api/auth/me', { token })).status).toBe(401);
  });

  it('renews the cookie when the session is used (at most once a minute), never for Bearer', async () => {
    const start = Date.now();
    const token = await signIn();
    const at = (ms: number) => vi.spyOn(testClock(), 'now').mockReturnValue(new Date(start + ms));

    at(30_000);
    const soon = await call('/api/auth/session', { headers: withCookie(token) });
    expect(soon.status).toBe(200);
    expect(soon.headers.getSetCookie()).toEqual([]);

    at(2 * MINUTE_MS);
    const later = await call('/api/auth/session', { headers: withCookie(token) });
    expect(later.status).toBe(200);
    const renewed = cookieNamed(later.headers, 'HostDesk-accessToken');
    expect(renewed?.value).toBe(token);
    expect(renewed?.attributes.get('max-age')).toBe(String(THIRTY_DAYS_S));
    expect(renewed?.attributes.has('httponly')).toBe(true);

    at(4 * MINUTE_MS);
    const bearer = await call('/api/auth/session', { token });
    expect(bearer.status).toBe(200);
    expect(bearer.headers.getSetCookie()).toEqual([]);
  });

  it('slides: used every 29 days the session outlives 30 days; 30 days unused ends it', async () => {
    const start = Date.now();
    const token = await signIn();
    const at = (ms: number) => vi.spyOn(testClock(), 'now').mockReturnValue(new Date(start + ms));
    at(29 * DAY_MS);
    expect((await call('/api/auth/session', { headers: withCookie(token) })).status).toBe(200);
    at(58 * DAY_MS);
    expect((await call('/api/auth/session', { headers: withCookie(token) })).status).toBe(200);
    at(88 * DAY_MS + MINUTE_MS);
    expect((await call('/api/auth/session', { headers: withCookie(token) })).status).toBe(401);
  });
});
