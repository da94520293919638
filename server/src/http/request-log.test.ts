import * as OTPAuth from 'otpauth';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createdApiKeySchema,
  forgotPasswordResponseSchema,
  recoveryCodesSchema,
  sessionResponseSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '@portal/contract';
import {
  call,
  freshTestApp,
  resetTokenFromOutbox,
  setCurrentTestApp,
  TEST_TWO_STEP_CODE,
  testClock,
  type CallOptions,
  type TestApp,
} from '../testing';
import { ACCESS_TOKEN_COOKIE } from './caller';

/** What the app's logger wrote in this test: one string per line. */
let written: string[] = [];
let current: TestApp | null = null;

beforeEach(async () => {
  written = [];
  const log = pino({ level: 'info' }, { write: (line: string) => written.push(line) });
  current = await freshTestApp(undefined, undefined, { log });
  setCurrentTestApp(current);
});
afterEach(async () => {
  setCurrentTestApp(null);
  await current?.database.dispose();
  current = null;
});

type LogLine = Record<string, unknown>;
const logLines = (): LogLine[] => written.map((line) => JSON.parse(line) as LogLine);
const requestLines = () => logLines().filter((line) => line.msg === 'request');
/** Every field of a request line, but `account` (only when signed in). */
const REQUEST_LINE_KEYS = [
  'hostname',
  'level',
  'method',
  'ms',
  'msg',
  'path',
  'pid',
  'reqId',
  'status',
  'time',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('keeps a sane incoming X-Request-Id: in the answer and in the log line', async () => {
    const answer = await call('/api/auth/me', { headers: { 'X-Request-Id': 'lb-42.a_B' } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('X-Request-Id')).toBe('lb-42.a_B');
    expect(requestLines()).toEqual([
      expect.objectContaining({ reqId: 'lb-42.a_B', path: '/api/auth/me', status: 401 }),
    ]);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a space', 'two words'],
    ['with a quote', 'id"x'],
    ['with a newline escape', 'a\\nb'],
    ['not ASCII', 'idé'],
    ['empty', ''],
  ])('replaces an incoming id that is %s with a new UUID', async (_case, incoming) => {
    const answer = await call('/api/auth/me', { headers: { 'X-Request-Id': incoming } });
    const id = answer.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(UUID);
    expect(requestLines().map((line) => line.reqId)).toEqual([id]);
  });

  it('keeps 64 characters, the longest sane id', async () => {
    const incoming = `${'x'.repeat(60)}-9._`;
    const answer = await call('/healthz', { headers: { 'X-Request-Id': incoming } });
    expect(answer.headers.get('X-Request-Id')).toBe(incoming);
  });

  it('is on every answer, a new one each time: health, API, edges, 404', async () => {
    const answers = await Promise.all([
      call('/healthz'),
      call('/readyz'),
      call('/api/auth/me'),
      call('/api/no-such-thing'),
      call('/api/profile', { method: 'PUT', body: 'x', headers: { 'Content-Type': 'text/plain' } }),
      call('/api/auth/me', { headers: { Authorization: 'Basic abc' } }),
      call('/api/auth/login', { method: 'POST', json: { email: 'admin@demo.com', password: 'x' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 415, 401, 400]);
    const ids = answers.map((answer) => answer.headers.get('X-Request-Id') ?? '');
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The API's answers are logged with the id they were sent with (the probes are not logged).
    expect(new Set(requestLines().map((line) => line.reqId))).toEqual(new Set(ids.slice(2)));
  });

  it('a 500 carries its id, and the error is logged once, with its stack and that id', async () => {
    const token = await signInWith('admin@demo.com', 'admin');
    written = [];
    vi.spyOn(testClock(), 'now').mockImplementation(() => {
      throw new Error('the clock broke');
    });
    const answer = await call('/api/profile', { token, headers: { 'X-Request-Id': 'boom-1' } });
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(answer.headers.get('X-Request-Id')).toBe('boom-1');
    const errors = logLines().filter((line) => line.err !== undefined);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      reqId: 'boom-1',
      method: 'GET',
      path: '/api/profile',
      err: { type: 'Error', message: 'the clock broke' },
    });
    expect((errors[0]?.err as { stack: string }).stack).toMatch(/^Error: the clock broke\n\s+at /);
    expect(requestLines()).toEqual([
      expect.objectContaining({ reqId: 'boom-1', path: '/api/profile', status: 500 }),
    ]);
  });
});

async function signInWith(email: string, password: string) {
  const answer = await call('/api/auth/login', { method: 'POST', json: { email, password } });
  expect(answer.status).toBe(201);
  return sessionResponseSchema.parse(answer.body).accessToken;
}

const codeAt = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

describe('what the log never holds', () => {
  it('no password, token, cookie, TOTP secret or code from any sign-in flow', async () => {
    const secrets: string[] = [];
    const keep = <T extends string>(value: T): T => {
      secrets.push(value);
      return value;
    };
    const post = (path: string, json: unknown, options: CallOptions = {}) =>
      call(path, { method: 'POST', json, ...options });
    const challenge = async (email: string, password: string) => {
      const answer = await post('/api/auth/login', { email, password });
      return keep(twoStepChallengeSchema.parse(answer.body).twoStepToken);
    };
    const completeTwoStep = async (twoStepToken: string, code: string) => {
      const answer = await post('/api/auth/two-steps', { twoStepToken, code });
      expect(answer.status).toBe(201);
      return keep(sessionResponseSchema.parse(answer.body).accessToken);
    };
    const email = 'log-check@example.com';

    // Registration, then sign-in with the password.
    const registered = await post('/api/auth/register', {
      username: 'logcheck',
      email,
      password: keep('Registered-Secret-41'),
      fullName: 'Log Check',
    });
    expect(registered.status).toBe(201);
    keep(sessionResponseSchema.parse(registered.body).accessToken);
    keep(await signInWith(email, 'Registered-Secret-41'));

    // Forgot and reset password, then sign-in with the new one.
    const forgot = await post('/api/auth/forgot-password', { email });
    expect(forgotPasswordResponseSchema.parse(forgot.body)).toEqual({
      message: 'If the address is registered, a reset link has been sent',
    });
    const resetToken = keep((await resetTokenFromOutbox(email)) ?? '');
    const reset = await post('/api/auth/reset-password', {
      resetToken,
      password: keep('Reset-Secret-42'),
    });
    expect(reset.status).toBe(200);
    const session = keep(await signInWith(email, 'Reset-Secret-42'));

    // Change password, with the session as a cookie as the browser sends it (and its Origin).
    const cookie = { Cookie: `${ACCESS_TOKEN_COOKIE}=${session}`, Origin: 'http://localhost' };
    const changed = await post(
      '/api/profile/password',
      {
        currentPassword: 'Reset-Secret-42',
        newPassword: keep('Changed-Secret-43'),
        confirmPassword: 'Changed-Secret-43',
      },
      { headers: cookie },
    );
    expect(changed.status).toBe(204);
    const token = keep(await signInWith(email, 'Changed-Secret-43'));

    // TOTP enrolment; then two-step sign-in with a recovery code and with an app code.
    const setup = await post('/api/profile/two-step/setup', {}, { token });
    const { secret } = twoStepSetupSchema.parse(setup.body);
    keep(secret);
    const now = testClock().now().getTime();
    const enabled = await post(
      '/api/profile/two-step/enable',
      { code: keep(codeAt(secret, now)) },
      { token },
    );
    const { recoveryCodes } = recoveryCodesSchema.parse(enabled.body);
    recoveryCodes.forEach(keep);
    await completeTwoStep(
      await challenge(email, 'Changed-Secret-43'),
      recoveryCodes[0] ?? 'missing',
    );
    const twoStepSession = await completeTwoStep(
      await challenge(email, 'Changed-Secret-43'),
      keep(codeAt(secret, now + 30_000)),
    );

    // The demo's two-step account (phone code).
    await completeTwoStep(await challenge('twostep@demo.com', keep('twostep')), TEST_TWO_STEP_CODE);
    keep(TEST_TWO_STEP_CODE);

    // An API key: created, then used; a token in a query string; sign-out.
    const created = await post(
      '/api/profile/api-keys',
      { name: 'Log check', scope: 'read', expiresInDays: 7 },
      { token: twoStepSession },
    );
    const key = keep(createdApiKeySchema.parse(created.body).secret);
    expect((await call('/api/auth/me', { token: key })).status).toBe(200);
    expect((await call(`/api/auth/me?access_token=${session}`, { headers: cookie })).status).toBe(
      200,
    );
    expect((await call('/api/auth/me', { headers: cookie })).status).toBe(200);
    expect(
      (await call(`/api/auth/me?access_token=${twoStepSession}`, { token: twoStepSession })).status,
    ).toBe(200);
    expect((await post('/api/auth/logout', {}, { token: twoStepSession })).status).toBe(204);

    const lines = logLines();
    // One line per request above, each the request line and nothing more.
    expect(lines).toHaveLength(21);
    for (const line of lines) {
      const { account, ...rest } = line;
      expect(Object.keys(rest).sort()).toEqual(REQUEST_LINE_KEYS);
      expect(line).toMatchObject({ level: 30, msg: 'request' });
      expect(line.reqId).toMatch(UUID);
      expect(line.method).toMatch(/^(GET|POST)$/);
      expect(line.path).toMatch(/^\/api\/[a-z/-]+$/);
      for (const figure of [line.status, line.ms, line.time, line.pid])
        expect(typeof figure).toBe('number');
      if (account !== undefined) expect(typeof account).toBe('number');
    }
    // What a request brought (bodies, headers, cookies, query) appears nowhere: the process's own
    // fields (time, pid, hostname) and the generated ids are left out so that a 6-digit code
    // cannot match them by chance.
    const logged = JSON.stringify(
      lines.map(({ time: _t, pid: _p, hostname: _h, reqId: _r, ...rest }) => rest),
    );
    expect(secrets.length).toBeGreaterThan(20);
    for (const value of secrets) expect(logged).not.toContain(value);
    expect(logged).not.toContain('access_token');
    expect(logged).not.toContain(ACCESS_TOKEN_COOKIE);
    expect(logged).not.toContain(email);
  });
});
