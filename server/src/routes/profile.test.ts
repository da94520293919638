import * as OTPAuth from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import {
  createdApiKeySchema,
  notificationsResponseSchema,
  profileResponseSchema,
  profileSessionsSchema,
  recoveryCodesSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '@portal/contract';
import { sha256Hex } from '../lib/hash';
import { parseUserAgent } from '../lib/totp';
import { ensureProfile } from '../repositories/profiles.repository';
import { spendTotpCode } from '../services/profile-security';
import {
  arrangeApiKeyExpiry,
  arrangePasswordOf,
  arrangeRows,
  arrangeSessionLastActive,
  call,
  signIn,
  storedRow,
  storedRows,
  storedTablesHolding,
  testClock,
  testDb,
  useTestApp,
} from '../testing';

useTestApp();

const codeOf = (secret: string, timestamp = testClock().now().getTime()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

const login = (email: string, password: string) =>
  call('/api/auth/login', { method: 'POST', json: { email, password } });

/** Stands the server's clock still at `at` (epoch ms) for the rest of the test. */
function pinClock(at: number) {
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(at));
  vi.spyOn(testClock(), 'today').mockImplementation(() => new Date(at).toISOString().slice(0, 10));
}

async function enrol(token: string) {
  const setup = twoStepSetupSchema.parse(
    (await call('/api/profile/two-step/setup', { method: 'POST', json: {}, token })).body,
  );
  const enabled = await call('/api/profile/two-step/enable', {
    method: 'POST',
    json: { code: codeOf(setup.secret) },
    token,
  });
  expect(enabled.status).toBe(200);
  return { ...setup, ...recoveryCodesSchema.parse(enabled.body) };
}

async function twoStep(email: string, password: string, code: string) {
  const first = await login(email, password);
  const { twoStepToken, method } = twoStepChallengeSchema.parse(first.body);
  expect(method).toBe('app');
  return call('/api/auth/two-steps', { method: 'POST', json: { twoStepToken, code } });
}

describe('sha256Hex', () => {
  it('matches the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });
});

describe('parseUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      'Edge',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Firefox', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    ['', 'Unknown browser', 'Unknown OS'],
  ])('%s', (ua, browser, os) => {
    expect(parseUserAgent(ua)).toEqual({ browser, os });
  });
});

describe('GET/PUT /api/profile', () => {
  it('answers the client its own profile (no CASL rule needed)', async () => {
    const token = await signIn('client@demo.com');
    const { status, body } = await call('/api/profile', { token });
    expect(status).toBe(200);
    expect(profileResponseSchema.parse(body)).toMatchObject({
      email: 'client@demo.com',
      fullName: 'Jane Doe',
      twoStepEnabled: false,
    });
    expect(JSON.stringify(body)).not.toContain('password"');
  });

  it('answers 401 without a session', async () => {
    expect((await call('/api/profile')).status).toBe(401);
  });

  const valid = {
    fullName: 'Jane Q. Doe',
    email: 'client@demo.com',
    avatar: null,
    organization: 'Acme',
    phone: '+1 (555) 123-4567',
    address: '1 Main St',
    state: 'CA',
    zip: '94110',
    country: 'US',
    language: 'fr',
    timeZone: 'America/Los_Angeles',
    currency: 'USD',
  };

  it('saves the account and shows it in the session user', async () => {
    const token = await signIn('client@demo.com');
    const saved = await call('/api/profile', { method: 'PUT', json: valid, token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ fullName: 'Jane Q. Doe', language: 'fr', zip: '94110' });
    const me = await call('/api/auth/me', { token });
    expect(me.body).toMatchObject({ fullName: 'Jane Q. Doe' });
    // Stored: the account's name, the profile's fields, the language as chosen.
    expect(await storedRow('accounts', 2)).toMatchObject({ full_name: 'Jane Q. Doe' });
    expect((await storedRows('profiles')).find((row) => row.account_id === 2)).toMatchObject({
      organization: 'Acme',
      time_zone: 'America/Los_Angeles',
      language: 'fr',
    });
  });

  it('answers the saved language with the next sign-in, and none before it was saved', async () => {
    const before = await login('client@demo.com', 'client');
    expect(before.body).not.toHaveProperty('language');
    const token = (before.body as { accessToken: string }).accessToken;
    // Reading the profile (defaults, 'en') is no choice of language.
    await call('/api/profile', { token });
    expect((await login('client@demo.com', 'client')).body).not.toHaveProperty('language');
    await call('/api/profile', { method: 'PUT', json: valid, token });
    expect((await login('client@demo.com', 'client')).body).toMatchObject({ language: 'fr' });
  });

  it('answers 400 with field errors for a long name, a bad phone, a zip of another country and a bad avatar', async () => {
    const token = await signIn('client@demo.com');
    const { status, body } = await call('/api/profile', {
      method: 'PUT',
      json: {
        ...valid,
        fullName: 'x'.repeat(121),
        phone: 'call me',
        avatar: 'data:image/webp;base64,AAAA',
      },
      token,
    });
    expect(status).toBe(400);
    const errors = (body as { errors: Record<string, string[]> }).errors;
    expect(Object.keys(errors).sort()).toEqual(['avatar', 'fullName', 'phone']);
    const zip = await call('/api/profile', {
      method: 'PUT',
      json: { ...valid, zip: 'ABC' },
      token,
    });
    expect(zip.body).toEqual({ errors: { zip: ['This postal code does not fit the country'] } });
  });

  it('refuses an avatar over 800 KB', async () => {
    const token = await signIn('client@demo.com');
    const big = `data:image/png;base64,${'A'.repeat(Math.ceil((801 * 1024 * 4) / 3))}`;
    const { status, body } = await call('/api/profile', {
      method: 'PUT',
      json: { ...valid, avatar: big },
      token,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { avatar: ['The image must be at most 800 KB'] } });
  });

  it('changes the e-mail only with the current password', async () => {
    const token = await signIn('client@demo.com');
    const json = { ...valid, email: 'jane@demo.com' };
    expect((await call('/api/profile', { method: 'PUT', json, token })).body).toEqual({
      errors: { currentPassword: ['Enter your current password to change your e-mail'] },
    });
    const wrong = await call('/api/profile', {
      method: 'PUT',
      json: { ...json, currentPassword: 'nope' },
      token,
    });
    expect(wrong.body).toEqual({ errors: { currentPassword: ['The password is not correct'] } });
    const ok = await call('/api/profile', {
      method: 'PUT',
      json: { ...json, currentPassword: 'client' },
      token,
    });
    expect(ok.status).toBe(200);
    expect((await login('jane@demo.com', 'client')).status).toBe(201);
  });

  it('refuses an e-mail another account has, whatever its case', async () => {
    const token = await signIn('client@demo.com');
    const taken = await call('/api/profile', {
      method: 'PUT',
      json: { ...valid, email: 'ADMIN@demo.com', currentPassword: 'client' },
      token,
    });
    expect(taken).toEqual({
      status: 400,
      body: { errors: { email: ['This email is already used'] } },
    });
  });

  it('answers the first sample user as the read-only demo customer', async () => {
    const token = await signIn('client@demo.com');
    const { status, body } = await call('/api/profile/demo', { token });
    expect(status).toBe(200);
    const [first] = (await storedRows('users')).sort((a, b) => a.id - b.id);
    if (!first) throw new Error('no sample users');
    expect(profileResponseSchema.parse(body)).toMatchObject({
      id: 0,
      fullName: first.full_name,
      email: first.email,
      organization: first.company,
      phone: first.contact,
      timeZone: 'UTC',
      twoStepEnabled: false,
    });
    expect((await call('/api/profile/demo')).status).toBe(401);
  });
});

describe('deactivate', () => {
  it('needs the own e-mail, ends the sessions and blocks sign-in until an admin reactivates', async () => {
    const token = await signIn('client@demo.com');
    const mismatch = await call('/api/profile/deactivate', {
      method: 'POST',
      json: { email: 'admin@demo.com' },
      token,
    });
    expect(mismatch.body).toEqual({
      errors: { email: ['Type your own e-mail address to confirm'] },
    });
    const done = await call('/api/profile/deactivate', {
      method: 'POST',
      json: { email: 'client@demo.com' },
      token,
    });
    expect(done.status).toBe(204);
    expect((await call('/api/profile', { token })).status).toBe(401);
    expect(await login('client@demo.com', 'client')).toEqual({
      status: 400,
      body: {
        errors: {
          email: [
            'This account has been deactivated. An administrator can reactivate it from the user list.',
          ],
        },
      },
    });
    const admin = await signIn();
    const listed = await call('/api/accounts/deactivated', { token: admin });
    expect(listed.body).toEqual({
      accounts: [expect.objectContaining({ id: 2, email: 'client@demo.com' })],
    });
    const clientToken = await signIn('auditor@demo.com');
    expect(
      (await call('/api/accounts/2/reactivate', { method: 'POST', json: {}, token: clientToken }))
        .status,
    ).toBe(403);
    expect(
      (await call('/api/accounts/2/reactivate', { method: 'POST', json: {}, token: admin })).status,
    ).toBe(204);
    expect((await login('client@demo.com', 'client')).status).toBe(201);
    expect((await call('/api/accounts/deactivated', { token: admin })).body).toEqual({
      accounts: [],
    });
    // Who did what is in the account's history.
    const history = (await storedRows('account_history'))
      .filter((row) => row.owner_id === 2)
      .sort((a, b) => a.at.localeCompare(b.at) || a.action.localeCompare(b.action))
      .map(({ actor_email, action, from_state, to_state }) => ({
        actor_email,
        action,
        from_state,
        to_state,
      }));
    expect(history).toEqual([
      {
        actor_email: 'client@demo.com',
        action: 'deactivated',
        from_state: 'active',
        to_state: 'deactivated',
      },
      {
        actor_email: 'admin@demo.com',
        action: 'reactivated',
        from_state: 'deactivated',
        to_state: 'active',
      },
    ]);
  });

  it('answers 404 Account not found for an unknown id, and needs a session', async () => {
    const admin = await signIn();
    for (const id of ['999', 'abc', '02'])
      expect(
        await call(`/api/accounts/${id}/reactivate`, { method: 'POST', json: {}, token: admin }),
      ).toEqual({ status: 404, body: { message: 'Account not found' } });
    // An active account stays active.
    expect(
      (await call('/api/accounts/2/reactivate', { method: 'POST', json: {}, token: admin })).status,
    ).toBe(204);
    expect((await call('/api/accounts/deactivated')).status).toBe(401);
  });

  it('is refused to an API key', async () => {
    const token = await signIn('client@demo.com');
    const { secret } = createdApiKeySchema.parse(
      (
        await call('/api/profile/api-keys', {
          method: 'POST',
          json: { name: 'CI', scope: 'read-write', expiresInDays: 7 },
          token,
        })
      ).body,
    );
    expect(
      await call('/api/profile/deactivate', {
        method: 'POST',
        json: { email: 'client@demo.com' },
        token: secret,
      }),
    ).toEqual({
      status: 403,
      body: { message: 'Sign in to do this: an API key may not manage the account' },
    });
  });
});

describe('POST /api/profile/password', () => {
  it('checks the current password and the rules, then only the new password works', async () => {
    const token = await signIn('client@demo.com');
    const other = await signIn('client@demo.com');
    const weak = await call('/api/profile/password', {
      method: 'POST',
      json: { currentPassword: 'client', newPassword: 'short', confirmPassword: 'shorter' },
      token,
    });
    expect(weak.status).toBe(400);
    expect(Object.keys((weak.body as { errors: object }).errors).sort()).toEqual([
      'confirmPassword',
      'newPassword',
    ]);
    const wrong = await call('/api/profile/password', {
      method: 'POST',
      json: {
        currentPassword: 'nope',
        newPassword: 'Better-pass1',
        confirmPassword: 'Better-pass1',
      },
      token,
    });
    expect(wrong.body).toEqual({ errors: { currentPassword: ['The password is not correct'] } });
    const ok = await call('/api/profile/password', {
      method: 'POST',
      json: {
        currentPassword: 'client',
        newPassword: 'Better-pass1',
        confirmPassword: 'Better-pass1',
      },
      token,
    });
    expect(ok.status).toBe(204);
    expect((await login('client@demo.com', 'client')).status).toBe(400);
    expect((await login('client@demo.com', 'Better-pass1')).status).toBe(201);
    expect((await call('/api/profile', { token })).status).toBe(200);
    expect((await call('/api/profile', { token: other })).status).toBe(401);
    const { notifications } = notificationsResponseSchema.parse(
      (await call('/api/notifications', { token })).body,
    );
    expect(notifications.find((n) => n.event === 'securityChange')).toMatchObject({
      params: { change: 'password' },
    });
  });

  it('stores an argon2id hash, never the password, and answers when it changed', async () => {
    const token = await signIn('client@demo.com');
    expect(
      (
        await call('/api/profile/password', {
          method: 'POST',
          json: {
            currentPassword: 'client',
            newPassword: 'Better-pass1',
            confirmPassword: 'Better-pass1',
          },
          token,
        })
      ).status,
    ).toBe(204);
    expect((await storedRow('accounts', 2)).password_hash).toMatch(/^\$argon2id\$/);
    expect(await storedTablesHolding('Better-pass1')).toEqual([]);
    const profile = profileResponseSchema.parse((await call('/api/profile', { token })).body);
    expect(profile.passwordChangedAt).not.toBeNull();
  });

  it('refuses the password in use as the new one', async () => {
    const token = await signIn('client@demo.com');
    await arrangePasswordOf(2, (await storedRow('accounts', 1)).password_hash);
    // Account 2 now has the admin's password ("admin"), which fails the rules: make one that fits.
    const first = await call('/api/profile/password', {
      method: 'POST',
      json: { currentPassword: 'admin', newPassword: 'Same-pass1', confirmPassword: 'Same-pass1' },
      token,
    });
    expect(first.status).toBe(204);
    const again = await call('/api/profile/password', {
      method: 'POST',
      json: {
        currentPassword: 'Same-pass1',
        newPassword: 'Same-pass1',
        confirmPassword: 'Same-pass1',
      },
      token,
    });
    expect(again.body).toEqual({
      errors: { newPassword: ['Choose a password you have not just used'] },
    });
  });
});

describe('spendTotpCode (replay)', () => {
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  it('accepts a code once, then refuses it and any older one, and takes the next', async () => {
    const now = Date.now();
    await ensureProfile(testDb(), 2, new Date(now));
    const spend = (code: string) => spendTotpCode(testDb(), 2, SECRET, code, now);
    expect(await spend(codeOf(SECRET, now - 5 * 60_000))).toBe('invalid');
    expect(await spend(codeOf(SECRET, now))).toBe('ok');
    expect(await spend(codeOf(SECRET, now))).toBe('reused');
    expect(await spend(codeOf(SECRET, now - 30_000))).toBe('reused');
    expect(await spend(codeOf(SECRET, now + 30_000))).toBe('ok');
    expect(await spend(codeOf(SECRET, now + 30_000))).toBe('reused');
  });
});

describe('two-step sign-in with an authenticator app', () => {
  it('enrols with a real TOTP code and then asks for one at sign-in', async () => {
    // The clock stands still at the start of a 30 s period: the enrolment's code and the replay
    // below fall in the same period, however long the test takes.
    pinClock(Math.ceil(Date.now() / 30_000) * 30_000 + 1_000);
    const token = await signIn('client@demo.com');
    const bad = await call('/api/profile/two-step/enable', {
      method: 'POST',
      json: { code: '000000' },
      token,
    });
    expect(bad.body).toEqual({
      errors: { code: ['Start the set-up again: no secret is waiting for a code'] },
    });
    const { secret, otpauthUrl, recoveryCodes } = await enrol(token);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/HostDesk:client%40demo\.com\?.*secret=/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Only hashes are kept.
    const stored = (await storedRows('recovery_codes')).filter((row) => row.account_id === 2);
    expect(stored.map((row) => row.code_hash).sort()).toEqual(
      recoveryCodes.map((c) => sha256Hex(c)).sort(),
    );
    expect(await storedTablesHolding(recoveryCodes[0] ?? '')).toEqual([]);

    expect((await twoStep('client@demo.com', 'client', '123456')).body).toEqual({
      errors: { code: ['Invalid code'] },
    });
    // The code that turned two-step on cannot sign in (replay): the next period's code can.
    expect((await twoStep('client@demo.com', 'client', codeOf(secret))).body).toEqual({
      errors: { code: ['This code has already been used: wait for the next one'] },
    });
    const now = testClock().now().getTime();
    const next = codeOf(secret, now + 30_000);
    const ok = await twoStep('client@demo.com', 'client', next);
    expect(ok.status).toBe(201);
    expect((await twoStep('client@demo.com', 'client', next)).body).toEqual({
      errors: { code: ['This code has already been used: wait for the next one'] },
    });
    const stale = await twoStep('client@demo.com', 'client', codeOf(secret, now - 5 * 60_000));
    expect(stale.status).toBe(400);
  });

  it('refuses a second set-up or enrolment once it is on', async () => {
    const token = await signIn('client@demo.com');
    const { secret } = await enrol(token);
    expect(await call('/api/profile/two-step/setup', { method: 'POST', json: {}, token })).toEqual({
      status: 400,
      body: { errors: { code: ['Two-step sign-in is already on'] } },
    });
    expect(
      await call('/api/profile/two-step/enable', {
        method: 'POST',
        json: { code: codeOf(secret) },
        token,
      }),
    ).toEqual({ status: 400, body: { errors: { code: ['Two-step sign-in is already on'] } } });
    expect(
      await call('/api/profile/two-step/disable', {
        method: 'POST',
        json: { code: 'abc' },
        token,
      }),
    ).toEqual({ status: 400, body: { errors: { code: ['The code has 6 digits'] } } });
  });

  it('accepts each recovery code once', async () => {
    const token = await signIn('client@demo.com');
    const { recoveryCodes } = await enrol(token);
    const code = recoveryCodes[3] ?? '';
    expect((await twoStep('client@demo.com', 'client', code.toUpperCase())).status).toBe(201);
    expect((await twoStep('client@demo.com', 'client', code)).body).toEqual({
      errors: { code: ['Invalid code'] },
    });
    const profile = profileResponseSchema.parse((await call('/api/profile', { token })).body);
    expect(profile.recoveryCodesLeft).toBe(9);
  });

  it('turns off only with a valid code', async () => {
    // The clock stands still: the enrolment's code and its replay fall in the same period.
    pinClock(Math.ceil(Date.now() / 30_000) * 30_000 + 1_000);
    const later = (ms: number) => testClock().now().getTime() + ms;
    const token = await signIn('client@demo.com');
    const { secret } = await enrol(token);
    const wrong = await call('/api/profile/two-step/disable', {
      method: 'POST',
      json: { code: '000000' },
      token,
    });
    expect(wrong.body).toEqual({ errors: { code: ['Invalid code'] } });
    const replay = await call('/api/profile/two-step/disable', {
      method: 'POST',
      json: { code: codeOf(secret) },
      token,
    });
    expect(replay.body).toEqual({
      errors: { code: ['This code has already been used: wait for the next one'] },
    });
    const off = await call('/api/profile/two-step/disable', {
      method: 'POST',
      json: { code: codeOf(secret, later(30_000)) },
      token,
    });
    expect(off.status).toBe(204);
    expect((await login('client@demo.com', 'client')).body).toHaveProperty('accessToken');
    expect(
      await call('/api/profile/two-step/disable', {
        method: 'POST',
        json: { code: codeOf(secret, later(60_000)) },
        token,
      }),
    ).toEqual({ status: 400, body: { errors: { code: ['Two-step sign-in is off'] } } });
    const profile = profileResponseSchema.parse((await call('/api/profile', { token })).body);
    expect(profile).toMatchObject({ twoStepEnabled: false, recoveryCodesLeft: 0 });
  });

  it('keeps the SMS-style demo code for the two-step demo account', async () => {
    const first = await login('twostep@demo.com', 'twostep');
    const challenge = twoStepChallengeSchema.parse(first.body);
    expect(challenge.method).toBeUndefined();
    const second = await call('/api/auth/two-steps', {
      method: 'POST',
      json: { twoStepToken: challenge.twoStepToken, code: '123456' },
    });
    expect(second.status).toBe(201);
  });
});

describe('sessions', () => {
  it('lists browser and OS, marks the current one, and a revoked token gets 401 at once', async () => {
    const headers = {
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
    };
    const firefox = await call('/api/auth/login', {
      method: 'POST',
      json: { email: 'client@demo.com', password: 'client' },
      headers,
    });
    const other = (firefox.body as { accessToken: string }).accessToken;
    const token = await signIn('client@demo.com');
    const { sessions } = profileSessionsSchema.parse(
      (await call('/api/profile/sessions', { token })).body,
    );
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    const firefoxSession = sessions.find((s) => s.browser === 'Firefox');
    expect(firefoxSession).toMatchObject({ os: 'Linux', current: false });
    expect(JSON.stringify(sessions)).not.toContain(other);

    const revoked = await call(`/api/profile/sessions/${firefoxSession?.id ?? ''}`, {
      method: 'DELETE',
      token,
    });
    expect(revoked.status).toBe(204);
    expect((await call('/api/profile', { token: other })).status).toBe(401);
    expect((await call('/api/profile/sessions/nope', { method: 'DELETE', token })).body).toEqual({
      message: 'Session not found',
    });
  });

  it('signs out all other sessions only', async () => {
    const a = await signIn('client@demo.com');
    const b = await signIn('client@demo.com');
    const admin = await signIn();
    expect(
      (await call('/api/profile/sessions/sign-out-others', { method: 'POST', json: {}, token: a }))
        .status,
    ).toBe(204);
    expect((await call('/api/profile', { token: a })).status).toBe(200);
    expect((await call('/api/profile', { token: b })).status).toBe(401);
    expect((await call('/api/profile', { token: admin })).status).toBe(200);
  });

  it('lists the caller first, then the last used first, then the order opened in', async () => {
    const start = Date.now();
    pinClock(start);
    const first = await signIn('client@demo.com');
    const second = await signIn('client@demo.com');
    const third = await signIn('client@demo.com');
    // `second` is used two minutes later; `first` and `third` were last used at the same instant.
    pinClock(start + 120_000);
    expect((await call('/api/profile', { token: second })).status).toBe(200);
    const rows = (await storedRows('sessions'))
      .filter((row) => row.account_id === 2)
      .sort((a, b) => a.seq - b.seq);
    const { sessions } = profileSessionsSchema.parse(
      (await call('/api/profile/sessions', { token: third })).body,
    );
    // The caller's own, then `second` (used last), then `first`.
    expect(sessions.map((s) => s.id)).toEqual([rows[2]?.id, rows[1]?.id, rows[0]?.id]);
    expect(sessions.map((s) => s.current)).toEqual([true, false, false]);
    // From `first` (each call marks its own session used): itself, then `second` and `third`,
    // both last used at the same instant, in the order they were opened.
    const fromFirst = profileSessionsSchema.parse(
      (await call('/api/profile/sessions', { token: first })).body,
    );
    expect(fromFirst.sessions.map((s) => s.id)).toEqual([rows[0]?.id, rows[1]?.id, rows[2]?.id]);
  });

  it('lists only live sessions: one unused for over 30 days has ended', async () => {
    const token = await signIn('client@demo.com');
    const stale = await signIn('client@demo.com');
    await arrangeSessionLastActive(stale, new Date(Date.now() - 31 * 86_400_000));
    const { sessions } = profileSessionsSchema.parse(
      (await call('/api/profile/sessions', { token })).body,
    );
    expect(sessions.map((s) => s.current)).toEqual([true]);
    expect((await call('/api/profile', { token: stale })).status).toBe(401);
  });

  it('are never managed with an API key', async () => {
    const token = await signIn('client@demo.com');
    const { secret } = createdApiKeySchema.parse(
      (
        await call('/api/profile/api-keys', {
          method: 'POST',
          json: { name: 'CI', scope: 'read', expiresInDays: 7 },
          token,
        })
      ).body,
    );
    expect(await call('/api/profile/sessions', { token: secret })).toEqual({
      status: 403,
      body: { message: 'Sign in to do this: an API key may not manage the account' },
    });
    // A read key is refused any write first.
    expect(
      await call('/api/profile/sessions/sign-out-others', {
        method: 'POST',
        json: {},
        token: secret,
      }),
    ).toEqual({ status: 403, body: { message: 'This API key may only read' } });
  });
});

describe('API keys', () => {
  async function createKey(token: string, scope: 'read' | 'read-write') {
    const created = await call('/api/profile/api-keys', {
      method: 'POST',
      json: { name: `CI ${scope}`, scope, expiresInDays: 30 },
      token,
    });
    expect(created.status).toBe(201);
    return createdApiKeySchema.parse(created.body);
  }

  it('shows the secret once and stores only its SHA-256', async () => {
    const token = await signIn();
    const { secret, apiKey } = await createKey(token, 'read');
    expect(secret).toMatch(/^hdk_[0-9a-f]{64}$/);
    const stored = (await storedRows('api_keys')).find((row) => row.id === apiKey.id);
    expect(stored?.hash).toBe(sha256Hex(secret));
    expect(await storedTablesHolding(secret)).toEqual([]);
    const list = await call('/api/profile/api-keys', { token });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('lets a read key read and refuses its writes; a read-write key writes', async () => {
    const token = await signIn();
    const read = await createKey(token, 'read');
    expect((await call('/api/apps/users', { token: read.secret })).status).toBe(200);
    // Any write the account may do (the user app's; the permissions app is another domain's).
    const newUser = {
      fullName: 'Key Made',
      username: 'keymade',
      email: 'key@example.com',
      company: 'Keys',
      country: 'Chile',
      contact: '+56 2 2345 6789',
      role: 'editor',
      currentPlan: 'team',
      status: 'active',
    };
    const write = await call('/api/apps/users', {
      method: 'POST',
      json: newUser,
      token: read.secret,
    });
    expect(write).toEqual({ status: 403, body: { message: 'This API key may only read' } });
    const readWrite = await createKey(token, 'read-write');
    const written = await call('/api/apps/users', {
      method: 'POST',
      json: newUser,
      token: readWrite.secret,
    });
    expect(written.status).toBe(201);
    // A key never manages the account's own keys or sessions.
    expect((await call('/api/profile/api-keys', { token: readWrite.secret })).status).toBe(403);
  });

  it('stops working once revoked or expired, and validates its fields', async () => {
    const token = await signIn();
    const { secret, apiKey } = await createKey(token, 'read');
    expect(
      (await call(`/api/profile/api-keys/${apiKey.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
    expect((await call('/api/apps/users', { token: secret })).status).toBe(401);
    const other = await createKey(token, 'read');
    await arrangeApiKeyExpiry(other.apiKey.id, new Date(Date.now() - 1));
    expect((await call('/api/apps/users', { token: other.secret })).status).toBe(401);
    const bad = await call('/api/profile/api-keys', {
      method: 'POST',
      json: { name: '', scope: 'admin', expiresInDays: 3 },
      token,
    });
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'expiresInDays',
      'name',
      'scope',
    ]);
    expect(await call(`/api/profile/api-keys/${apiKey.id}`, { method: 'DELETE', token })).toEqual({
      status: 404,
      body: { message: 'API key not found' },
    });
  });

  it('expires by the clock: a key of 7 days works on day 6 and not on day 8', async () => {
    const start = Date.now();
    pinClock(start);
    const token = await signIn();
    const created = await call('/api/profile/api-keys', {
      method: 'POST',
      json: { name: 'Week', scope: 'read', expiresInDays: 7 },
      token,
    });
    const { secret, apiKey } = createdApiKeySchema.parse(created.body);
    expect(apiKey).toMatchObject({
      name: 'Week',
      scope: 'read',
      prefix: secret.slice(0, 10),
      createdAt: new Date(start).toISOString(),
      expiresAt: new Date(start + 7 * 86_400_000).toISOString(),
      lastUsedAt: null,
    });
    pinClock(start + 6 * 86_400_000);
    expect((await call('/api/apps/users', { token: secret })).status).toBe(200);
    pinClock(start + 8 * 86_400_000);
    expect((await call('/api/apps/users', { token: secret })).status).toBe(401);
  });

  it('lists the newest first, keys of the same instant in the order made, and only the own', async () => {
    const start = Date.now();
    pinClock(start);
    const token = await signIn();
    const a = await createKey(token, 'read');
    const b = await createKey(token, 'read-write');
    pinClock(start + 60_000);
    const c = await createKey(token, 'read');
    const { body } = await call('/api/profile/api-keys', { token });
    expect((body as { apiKeys: { id: string }[] }).apiKeys.map((k) => k.id)).toEqual([
      c.apiKey.id,
      a.apiKey.id,
      b.apiKey.id,
    ]);
    const client = await signIn('client@demo.com');
    expect((await call('/api/profile/api-keys', { token: client })).body).toEqual({
      apiKeys: [],
    });
    expect(
      await call(`/api/profile/api-keys/${a.apiKey.id}`, { method: 'DELETE', token: client }),
    ).toEqual({ status: 404, body: { message: 'API key not found' } });
  });
});

describe('notifications', () => {
  it('records a new sign-in, counts unread, marks one and all read', async () => {
    const token = await signIn('client@demo.com');
    await signIn('client@demo.com');
    let answer = notificationsResponseSchema.parse(
      (await call('/api/notifications', { token })).body,
    );
    expect(answer.unread).toBe(2);
    expect(answer.notifications.every((n) => n.event === 'newSignIn')).toBe(true);
    const first = answer.notifications[0]?.id ?? '';
    answer = notificationsResponseSchema.parse(
      (await call(`/api/notifications/${first}/read`, { method: 'POST', json: {}, token })).body,
    );
    expect(answer.unread).toBe(1);
    answer = notificationsResponseSchema.parse(
      (await call('/api/notifications/read-all', { method: 'POST', json: {}, token })).body,
    );
    expect(answer.unread).toBe(0);
    expect(
      (await call('/api/notifications/nope/read', { method: 'POST', json: {}, token })).status,
    ).toBe(404);
    const admin = await signIn();
    const theirs = notificationsResponseSchema.parse(
      (await call('/api/notifications', { token: admin })).body,
    );
    expect(theirs.notifications.some((n) => n.id === first)).toBe(false);
    expect(
      await call(`/api/notifications/${first}/read`, { method: 'POST', json: {}, token: admin }),
    ).toEqual({ status: 404, body: { message: 'Notification not found' } });
  });

  it('keeps an event out of the app when its in-app channel is off', async () => {
    const token = await signIn('client@demo.com');
    const settings = (await call('/api/profile/notification-settings', { token })).body as {
      events: Record<string, { email: boolean; browser: boolean; inApp: boolean }>;
      timing: string;
    };
    expect(settings.timing).toBe('always');
    const off = {
      ...settings,
      events: { ...settings.events, newSignIn: { email: true, browser: false, inApp: false } },
    };
    const saved = await call('/api/profile/notification-settings', {
      method: 'PUT',
      json: off,
      token,
    });
    expect(saved.status).toBe(200);
    await call('/api/notifications/read-all', { method: 'POST', json: {}, token });
    await signIn('client@demo.com');
    const answer = notificationsResponseSchema.parse(
      (await call('/api/notifications', { token })).body,
    );
    expect(answer.unread).toBe(0);
    const bad = await call('/api/profile/notification-settings', {
      method: 'PUT',
      json: { timing: 'never' },
      token,
    });
    expect(bad.status).toBe(400);
  });

  it('lists the newest 50 (same instant: the order added) and counts every unread one', async () => {
    const start = Date.now();
    pinClock(start);
    const token = await signIn('client@demo.com');
    const rows = Array.from({ length: 60 }, (_, i) => ({
      id: `n${String(i).padStart(3, '0')}`,
      account_id: 2,
      event: 'ticketReply',
      params: '{}',
      // Two by two at the same instant, the later pairs newer.
      created_at: new Date(start + 1000 + Math.floor(i / 2) * 1000).toISOString(),
      seq: 100 + i,
    }));
    await arrangeRows('notifications', rows);
    const answer = notificationsResponseSchema.parse(
      (await call('/api/notifications', { token })).body,
    );
    expect(answer.unread).toBe(61);
    expect(answer.notifications).toHaveLength(50);
    const expected = [...rows]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.seq - b.seq)
      .slice(0, 50)
      .map((row) => row.id);
    expect(answer.notifications.map((n) => n.id)).toEqual(expected);
    expect(answer.notifications[0]).toEqual({
      id: 'n058',
      event: 'ticketReply',
      params: {},
      createdAt: new Date(start + 30_000).toISOString(),
      read: false,
    });
  });
});

describe('reads write nothing', () => {
  it('answers the defaults to an account that has no profile yet, and makes none', async () => {
    const { insertTestSession } = await import('../testing');
    const token = 'b'.repeat(64);
    await insertTestSession(testDb(), 3, token);
    const profileRows = async () =>
      (await storedRows('profiles')).filter((row) => row.account_id === 3);
    expect(await profileRows()).toEqual([]);
    const profile = await call('/api/profile', { token });
    expect(profile.body).toMatchObject({ language: 'en', currency: 'USD', twoStepEnabled: false });
    const settings = await call('/api/profile/notification-settings', { token });
    expect(settings.body).toMatchObject({ timing: 'always' });
    const connections = await call('/api/profile/connections', { token });
    expect(connections.body).toMatchObject({
      connections: expect.arrayContaining([
        { id: 'google-calendar', signIn: false, connected: true },
      ]) as unknown,
    });
    for (const path of ['/api/profile/billing', '/api/notifications', '/api/profile/sessions'])
      expect((await call(path, { token })).status).toBe(200);
    expect(await profileRows()).toEqual([]);
  });
});
