import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { twoStepChallengeSchema } from '@portal/contract';
import { createApp } from '../app';
import { totpFor } from '../lib/totp';
import {
  call,
  currentTestApp,
  outboxMessages,
  testClock,
  testDb,
  updateTestProfile,
  useTestApp,
  type CallOptions,
} from '../testing';
import { storedRows } from '../testing/stored';

useTestApp();

const MINUTE = 60_000;
const START = new Date('2026-11-25T09:00:00.000Z');
let now = START;
/** Moves the app's clock (the throttle reads it, as everything else does). */
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
beforeEach(() => {
  now = START;
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(now));
});
afterEach(() => vi.restoreAllMocks());

const login = (json: unknown, options: CallOptions = {}) =>
  call('/api/auth/login', { method: 'POST', json, ...options });
const wrong = (email = 'admin@demo.com', options: CallOptions = {}) =>
  login({ email, password: 'not-the-password' }, options);
const right = (options: CallOptions = {}) =>
  login({ email: 'admin@demo.com', password: 'admin' }, options);

const INVALID = { status: 400, body: { errors: { email: ['Invalid email or password'] } } };
const tooMany = (minutes: number) => ({
  status: 429,
  body: { message: `Too many sign-in attempts. Try again in ${minutes} minutes.` },
});

async function failTimes(count: number, email = 'admin@demo.com', options: CallOptions = {}) {
  for (let i = 0; i < count; i += 1) expect(await wrong(email, options)).toEqual(INVALID);
}

describe('sign-in: failures per account', () => {
  it('answers 429 with Retry-After to the 11th attempt within 10 minutes, right password too', async () => {
    await failTimes(10);
    const blocked = await wrong();
    expect(blocked).toEqual(tooMany(10));
    expect(blocked.headers.get('Retry-After')).toBe('600');
    // The password is not even checked, and the e-mail's case does not matter.
    expect(await right()).toEqual(tooMany(10));
    expect(await login({ email: 'ADMIN@Demo.com', password: 'admin' })).toEqual(tooMany(10));
    // Blocked attempts do not count: the window still frees at the same time.
    advance(4 * MINUTE);
    const later = await right();
    expect(later.status).toBe(429);
    expect(later.headers.get('Retry-After')).toBe('360');
    // Another account is not affected.
    expect((await login({ email: 'client@demo.com', password: 'client' })).status).toBe(201);
  });

  it('names the wait until the oldest failure in the window leaves it', async () => {
    await failTimes(1);
    advance(9 * MINUTE + 30_000);
    await failTimes(9);
    const blocked = await right();
    expect(blocked).toEqual({
      status: 429,
      body: { message: 'Too many sign-in attempts. Try again in 1 minute.' },
    });
    expect(blocked.headers.get('Retry-After')).toBe('30');
    advance(30_000);
    expect((await right()).status).toBe(201);
  });

  it('lets the right password in again once the window has passed', async () => {
    await failTimes(10);
    expect((await right()).status).toBe(429);
    advance(10 * MINUTE);
    expect((await right()).status).toBe(201);
  });

  it('forgets the failures of an account when it signs in', async () => {
    await failTimes(9);
    expect((await right()).status).toBe(201);
    await failTimes(10);
    expect((await right()).status).toBe(429);
  });

  it('counts unknown e-mails the same way (no hint that an account exists)', async () => {
    await failTimes(10, 'nobody@demo.com');
    expect(await login({ email: 'nobody@demo.com', password: 'x' })).toEqual(tooMany(10));
  });

  it('does not count malformed bodies', async () => {
    const malformed: CallOptions[] = [
      { json: { email: 'admin@demo.com' } },
      { json: { email: 'admin@demo.com', password: '' } },
      { json: { email: 'admin@demo.com', password: 42 } },
      { json: { email: 'admin', password: 'x' } },
      { json: { email: ['admin@demo.com'], password: 'x' } },
      { json: [] },
      { body: 'email=admin@demo.com&password=x' },
    ];
    for (let round = 0; round < 3; round += 1)
      for (const options of malformed)
        expect((await call('/api/auth/login', { method: 'POST', ...options })).status).toBe(400);
    expect(await storedRows('auth_attempts')).toEqual([]);
    expect((await right()).status).toBe(201);
  });

  it('keeps the count in the database: a new app on the same database still refuses', async () => {
    await failTimes(10);
    const { deps } = currentTestApp();
    const restarted = createApp({ ...deps });
    const response = await restarted.request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('600');
    // Stored as hashes: no e-mail as typed.
    const rows = await storedRows('auth_attempts');
    expect(rows).toHaveLength(10);
    expect(JSON.stringify(rows)).not.toContain('admin@demo.com');
  });

  it('prunes attempts older than the longest window as it writes', async () => {
    await failTimes(5);
    advance(61 * MINUTE);
    await failTimes(1);
    expect(await storedRows('auth_attempts')).toHaveLength(1);
  });
});

describe('sign-in: failures per client address', () => {
  const address = '203.0.113.7';

  it('answers 429 after 100 failures from one address across different e-mails', async () => {
    for (let i = 0; i < 100; i += 1)
      expect(await wrong(`guess${i}@example.com`, { address })).toEqual(INVALID);
    const blocked = await right({ address });
    expect(blocked).toEqual(tooMany(10));
    expect(blocked.headers.get('Retry-After')).toBe('600');
    // The account itself is not blocked: from elsewhere it signs in.
    expect((await right({ address: '198.51.100.1' })).status).toBe(201);
    advance(10 * MINUTE);
    expect((await right({ address })).status).toBe(201);
  });

  it('takes the address from the socket, not X-Forwarded-For, unless TRUST_PROXY says so', async () => {
    for (let i = 0; i < 100; i += 1)
      await wrong(`guess${i}@example.com`, {
        address,
        headers: { 'X-Forwarded-For': `198.51.100.${i}` },
      });
    expect((await right({ address })).status).toBe(429);

    const { deps } = currentTestApp();
    const behindProxy = createApp({ ...deps, trustProxy: true });
    const viaProxy = (forwarded: string) =>
      behindProxy.request(
        'http://localhost/api/auth/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwarded },
          body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    // The proxy's own entry (the last) is the client; what the client wrote before it is not.
    expect((await viaProxy(`${address}, 198.51.100.9`)).status).toBe(201);
    expect((await viaProxy(`198.51.100.9, ${address}`)).status).toBe(429);
  });
});

describe('two-step codes', () => {
  const ended = { errors: { twoStepToken: ['Your sign-in attempt expired, sign in again'] } };
  const verify = (twoStepToken: string, code: string) =>
    call('/api/auth/two-steps', { method: 'POST', json: { twoStepToken, code } });

  it('ends an SMS challenge at the 5th wrong code: the right code no longer works', async () => {
    const { twoStepToken } = twoStepChallengeSchema.parse(
      (await login({ email: 'twostep@demo.com', password: 'twostep' })).body,
    );
    for (let i = 0; i < 4; i += 1)
      expect(await verify(twoStepToken, '000000')).toEqual({
        status: 400,
        body: { errors: { code: ['Invalid code'] } },
      });
    expect(await verify(twoStepToken, '000000')).toEqual({
      status: 400,
      body: {
        errors: { code: ['Invalid code'], twoStepToken: ['Too many wrong codes: sign in again'] },
      },
    });
    expect(await verify(twoStepToken, '123456')).toEqual({ status: 400, body: ended });
    expect(await storedRows('two_step_challenges')).toEqual([]);
  });

  it('ends an authenticator-app challenge at the 5th wrong code', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    await updateTestProfile(testDb(), 1, { totp_secret: secret });
    const challenge = twoStepChallengeSchema.parse((await right()).body);
    expect(challenge.method).toBe('app');
    // The code of the app's (mocked) time.
    const current = totpFor(secret, 'test').generate({ timestamp: now.getTime() });
    const notIt = current === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect((await verify(challenge.twoStepToken, notIt)).body).toEqual({
        errors: { code: ['Invalid code'] },
      });
    expect((await verify(challenge.twoStepToken, notIt)).body).toEqual({
      errors: { code: ['Invalid code'], twoStepToken: ['Too many wrong codes: sign in again'] },
    });
    expect(await verify(challenge.twoStepToken, current)).toEqual({ status: 400, body: ended });
    // Signing in again starts a new challenge that the right code completes.
    const again = twoStepChallengeSchema.parse((await right()).body);
    expect((await verify(again.twoStepToken, current)).status).toBe(201);
  });
});

describe('password reset requests', () => {
  const forgot = (email: string) =>
    call('/api/auth/forgot-password', { method: 'POST', json: { email } });
  const tokens = () => storedRows('reset_tokens');

  it('creates nothing for the 4th request of an account within an hour, and answers the same', async () => {
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await forgot('admin@demo.com');
      expect(status).toBe(201);
      expect(body).toEqual({ message: 'If the address is registered, a reset link has been sent' });
      advance(MINUTE);
    }
    expect(await tokens()).toHaveLength(3);

    const fourth = await forgot('Admin@Demo.com');
    expect(fourth.status).toBe(201);
    expect(fourth.body).toEqual({
      message: 'If the address is registered, a reset link has been sent',
    });
    expect(await tokens()).toHaveLength(3);
    // Nor an e-mail: three reset links reached the outbox.
    expect(
      (await outboxMessages()).filter((mail) => mail.recipient === 'admin@demo.com'),
    ).toHaveLength(3);

    // Another account has its own three; an hour after the first request, one more is allowed.
    expect((await forgot('client@demo.com')).status).toBe(201);
    expect(await tokens()).toHaveLength(4);
    advance(57 * MINUTE);
    await forgot('admin@demo.com');
    expect(await tokens()).toHaveLength(5);
  });
});
