import { describe, expect, it, vi } from 'vitest';
import { sessionResponseSchema, twoStepChallengeSchema, userDataSchema } from '@portal/contract';
import {
  call,
  currentTestApp,
  outboxMessages,
  resetTokenFromOutbox,
  signIn,
  testClock,
  useTestApp,
} from '../testing';
import { storedRows } from '../testing/stored';

useTestApp();

const login = (json: unknown) => call('/api/auth/login', { method: 'POST', json });

describe('POST /api/auth/login', () => {
  it('answers 201 with rules, token and user data without password or rules', async () => {
    const { status, body } = await login({ email: 'admin@demo.com', password: 'admin' });
    expect(status).toBe(201);
    const session = sessionResponseSchema.parse(body);
    expect(session.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(session.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(body).toMatchObject({
      userData: {
        id: 1,
        fullName: 'John Doe',
        username: 'johndoe',
        email: 'admin@demo.com',
        role: 'admin',
      },
    });
    expect(Object.keys(session.userData).sort()).toEqual(
      ['avatar', 'email', 'fullName', 'id', 'role', 'username'].sort(),
    );
    expect(JSON.stringify(body)).not.toContain('"password"');
  });

  it('gives the client read access to AclDemo only', async () => {
    const { body } = await login({ email: 'client@demo.com', password: 'client' });
    expect(sessionResponseSchema.parse(body).userAbilityRules).toEqual([
      { action: 'read', subject: 'AclDemo' },
    ]);
  });

  it('matches the email case-insensitively', async () => {
    const { status } = await login({ email: 'Admin@Demo.com', password: 'admin' });
    expect(status).toBe(201);
  });

  it.each([
    ['wrong password', { email: 'admin@demo.com', password: 'nope' }],
    ['unknown email', { email: 'nobody@demo.com', password: 'admin' }],
    ['empty strings', { email: '', password: '' }],
    ['missing fields', {}],
    ['missing password', { email: 'admin@demo.com' }],
    ['wrong types', { email: 42, password: ['admin'] }],
  ])('answers 400 Invalid email or password for %s', async (_case, json) => {
    expect(await login(json)).toEqual({
      status: 400,
      body: { errors: { email: ['Invalid email or password'] } },
    });
  });

  it.each([
    ['not JSON', { body: 'email=admin@demo.com' }],
    ['an array', { json: [] }],
    ['null', { json: null }],
    ['a string', { json: 'admin' }],
    ['empty', { body: '' }],
  ])('answers 400 Something went wrong when the body is %s', async (_case, options) => {
    expect(await call('/api/auth/login', { method: 'POST', ...options })).toEqual({
      status: 400,
      body: { errors: { email: ['Something went wrong'] } },
    });
  });
});

describe('two-step sign-in', () => {
  async function challenge() {
    const { status, body } = await login({ email: 'twostep@demo.com', password: 'twostep' });
    expect(status).toBe(201);
    return twoStepChallengeSchema.parse(body);
  }

  it('answers a challenge instead of a session, then a session for the right code', async () => {
    const { twoStepToken, maskedPhone } = await challenge();
    expect(maskedPhone).toBe('******4321');
    expect(await storedRows('sessions')).toHaveLength(0);

    const wrong = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken, code: '000000' },
    });
    expect(wrong).toEqual({ status: 400, body: { errors: { code: ['Invalid code'] } } });

    const right = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken, code: '123456' },
    });
    expect(right.status).toBe(201);
    const session = sessionResponseSchema.parse(right.body);
    expect(session.userData.email).toBe('twostep@demo.com');
    expect(session.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);

    const me = await call('/api/auth/me', { token: session.accessToken });
    expect(me.status).toBe(200);
  });

  it('refuses a token twice and unknown tokens', async () => {
    const { twoStepToken } = await challenge();
    await call('/api/auth/two-steps', { method: 'POST', json: { twoStepToken, code: '123456' } });
    const expired = { errors: { twoStepToken: ['Your sign-in attempt expired, sign in again'] } };
    expect(
      await call('/api/auth/two-steps', {
        method: 'POST',
        json: { twoStepToken, code: '123456' },
      }),
    ).toEqual({ status: 400, body: expired });
    expect(
      await call('/api/auth/two-steps', {
        method: 'POST',
        json: { twoStepToken: 'made-up', code: '123456' },
      }),
    ).toEqual({ status: 400, body: expired });
  });

  it('refuses an expired challenge', async () => {
    const { twoStepToken } = await challenge();
    expect(await storedRows('two_step_challenges')).toHaveLength(1);
    // Ten minutes and a second later.
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date(Date.now() + 10 * 60_000 + 1000));
    const { status, body } = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken, code: '123456' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: { twoStepToken: ['Your sign-in attempt expired, sign in again'] },
    });
  });

  it('drops the attempt after 5 wrong codes', async () => {
    const { twoStepToken } = await challenge();
    const attempt = (code: string) =>
      call('/api/auth/two-steps', { method: 'POST', json: { twoStepToken, code } });
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('000000')).body).toEqual({ errors: { code: ['Invalid code'] } });
    }
    // The 5th says the attempt is over.
    expect((await attempt('000000')).body).toEqual({
      errors: { code: ['Invalid code'], twoStepToken: ['Too many wrong codes: sign in again'] },
    });
    expect(await attempt('123456')).toEqual({
      status: 400,
      body: { errors: { twoStepToken: ['Your sign-in attempt expired, sign in again'] } },
    });
  });

  it('validates the code format', async () => {
    const { twoStepToken } = await challenge();
    const { status, body } = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken, code: '12a' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { code: ['The code has 6 digits'] } });
  });
});

describe('POST /api/auth/register', () => {
  const newAccount = {
    username: 'newbie',
    email: 'newbie@example.com',
    password: 'longenough',
    fullName: 'New Bie',
  };

  it('creates a client account that can then sign in', async () => {
    const { status, body } = await call('/api/auth/register', { method: 'POST', json: newAccount });
    expect(status).toBe(201);
    const session = sessionResponseSchema.parse(body);
    expect(session.userData).toMatchObject({
      id: 6,
      username: 'newbie',
      email: 'newbie@example.com',
      fullName: 'New Bie',
      role: 'client',
    });
    expect(session.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);

    const again = await login({ email: 'newbie@example.com', password: 'longenough' });
    expect(again.status).toBe(201);
  });

  it('refuses a registered email and a taken username', async () => {
    expect(
      await call('/api/auth/register', {
        method: 'POST',
        json: { ...newAccount, email: 'ADMIN@demo.com' },
      }),
    ).toEqual({ status: 400, body: { errors: { email: ['This email is already registered'] } } });
    expect(
      await call('/api/auth/register', {
        method: 'POST',
        json: { ...newAccount, username: 'JohnDoe' },
      }),
    ).toEqual({ status: 400, body: { errors: { username: ['This username is taken'] } } });
  });

  it('answers field errors for invalid input', async () => {
    const { status, body } = await call('/api/auth/register', {
      method: 'POST',
      json: { username: 'ab', email: 'not-an-email', password: 'short' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        username: ['Must be at least 3 characters'],
        email: ['Enter a valid email address'],
        password: ['Must be at least 8 characters'],
      },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect(await call('/api/auth/register', { method: 'POST', body: '{oops' })).toEqual({
      status: 400,
      body: { errors: { body: ['The request body must be JSON'] } },
    });
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    call('/api/auth/forgot-password', { method: 'POST', json: { email } });
  const reset = (resetToken: string, password: string) =>
    call('/api/auth/reset-password', { method: 'POST', json: { resetToken, password } });

  it('resets the password: the new one works, the old one not, the link only once', async () => {
    const sent = await forgot('client@demo.com');
    // The spec's text, and no token: the link goes by e-mail only.
    expect(sent).toEqual({
      status: 201,
      body: { message: 'If the address is registered, a reset link has been sent' },
    });
    expect(JSON.stringify(sent.body)).not.toMatch(/[0-9a-f]{64}/);
    const [mail] = await outboxMessages();
    expect(mail).toMatchObject({
      recipient: 'client@demo.com',
      subject: 'Reset your HostDesk password',
      sent_via: 'outbox',
      status: 'stored',
    });
    expect(mail?.body).toMatch(
      /\nhttp:\/\/localhost:3000\/authentication\/reset-password\?token=[0-9a-f]{64}\n/,
    );
    const resetToken = (await resetTokenFromOutbox('client@demo.com')) ?? '';
    const oldToken = await signIn('client@demo.com', 'client');

    expect(await reset(resetToken, 'brand-new-pass')).toEqual({
      status: 200,
      body: { message: 'Your password has been reset' },
    });
    expect((await login({ email: 'client@demo.com', password: 'brand-new-pass' })).status).toBe(
      201,
    );
    expect((await login({ email: 'client@demo.com', password: 'client' })).status).toBe(400);
    // Existing sessions end with the password change.
    expect((await call('/api/auth/me', { token: oldToken })).status).toBe(401);
    // The link works once.
    expect(await reset(resetToken, 'another-pass')).toEqual({
      status: 400,
      body: { errors: { resetToken: ['This reset link is invalid or has expired'] } },
    });
    expect((await login({ email: 'client@demo.com', password: 'another-pass' })).status).toBe(400);
  });

  it('answers the same for unknown addresses, and sends them nothing', async () => {
    const sent = await forgot('ghost@example.com');
    expect(sent).toEqual({
      status: 201,
      body: { message: 'If the address is registered, a reset link has been sent' },
    });
    expect(await outboxMessages()).toEqual([]);
  });

  it('links to the origin the browser asked from when the portal trusts it, never to a Host', async () => {
    const { deps } = currentTestApp();
    deps.trustedOrigins = ['http://localhost:3000', 'http://127.0.0.1:3000'];
    const ask = (headers: Record<string, string>) =>
      call('/api/auth/forgot-password', {
        method: 'POST',
        json: { email: 'admin@demo.com' },
        headers,
      });
    await ask({ Origin: 'http://127.0.0.1:3000' });
    await ask({ Origin: 'https://evil.example', Host: 'evil.example' });
    deps.portalOrigin = 'https://portal.example.com';
    await ask({ Origin: 'http://127.0.0.1:3000' });
    const links = (await outboxMessages()).map(
      (row) => /(\S+)\/authentication\/reset-password\?token=/.exec(row.body ?? '')?.[1],
    );
    expect(links).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://portal.example.com',
    ]);
  });

  it('refuses an expired reset link', async () => {
    await forgot('admin@demo.com');
    const resetToken = (await resetTokenFromOutbox('admin@demo.com')) ?? '';
    expect(resetToken).toMatch(/^[0-9a-f]{64}$/);
    // An hour and a second later.
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date(Date.now() + 60 * 60_000 + 1000));
    expect(await reset(resetToken, 'brand-new-pass')).toEqual({
      status: 400,
      body: { errors: { resetToken: ['This reset link is invalid or has expired'] } },
    });
    expect((await login({ email: 'admin@demo.com', password: 'admin' })).status).toBe(201);
  });

  it('accepts a link just inside its hour', async () => {
    await forgot('admin@demo.com');
    const resetToken = (await resetTokenFromOutbox('admin@demo.com')) ?? '';
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date(Date.now() + 59 * 60_000));
    expect((await reset(resetToken, 'brand-new-pass')).status).toBe(200);
  });

  it('validates the email and the new password', async () => {
    expect(await forgot('nope')).toEqual({
      status: 400,
      body: { errors: { email: ['Enter a valid email address'] } },
    });
    expect((await reset('x', 'short')).body).toEqual({
      errors: { password: ['Must be at least 8 characters'] },
    });
  });
});

describe('other auth endpoints', () => {
  it('resends the verification email', async () => {
    expect(
      await call('/api/auth/verify-email/resend', {
        method: 'POST',
        json: { email: 'admin@demo.com' },
      }),
    ).toEqual({ status: 201, body: { message: 'Verification email sent' } });
    expect(
      (await call('/api/auth/verify-email/resend', { method: 'POST', json: { email: 1 } })).status,
    ).toBe(400);
  });

  it('answers the caller on /me, from the bearer header or the cookie', async () => {
    const token = await signIn();
    const byHeader = await call('/api/auth/me', { token });
    expect(byHeader.status).toBe(200);
    expect(userDataSchema.parse(byHeader.body).email).toBe('admin@demo.com');

    const byCookie = await call('/api/auth/me', {
      headers: { Cookie: `HostDesk-accessToken=${encodeURIComponent(token)}` },
    });
    expect(byCookie).toEqual(byHeader);

    expect(await call('/api/auth/me')).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call('/api/auth/me', { token: 'forged' })).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });

  it('logs out: 204 and the token stops working', async () => {
    const token = await signIn();
    expect(await call('/api/auth/logout', { method: 'POST', token })).toEqual({
      status: 204,
      body: null,
    });
    expect((await call('/api/auth/me', { token })).status).toBe(401);
  });
});
