import * as OTPAuth from 'otpauth';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  createdApiKeySchema,
  notificationsResponseSchema,
  profileResponseSchema,
  profileSessionsSchema,
  recoveryCodesSchema,
  twoStepChallengeSchema,
  twoStepSetupSchema,
} from '@portal/contract';
import { getDb } from '../db/store';
import { sha256Hex } from '../lib/sha256';
import { parseUserAgent, spendTotpCode } from '../lib/profile-store';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

const codeOf = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

const login = (email: string, password: string) =>
  call('/api/auth/login', { method: 'POST', json: { email, password } });

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
});

describe('spendTotpCode (replay)', () => {
  const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  it('accepts a code once, then refuses it and any older one, and takes the next', () => {
    const profile = { totpLastStep: undefined } as Parameters<typeof spendTotpCode>[0];
    const now = Date.now();
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now - 5 * 60_000))).toBe('invalid');
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now))).toBe('ok');
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now))).toBe('reused');
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now - 30_000))).toBe('reused');
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now + 30_000))).toBe('ok');
    expect(spendTotpCode(profile, SECRET, codeOf(SECRET, now + 30_000))).toBe('reused');
  });
});

describe('two-step sign-in with an authenticator app', () => {
  it('enrols with a real TOTP code and then asks for one at sign-in', async () => {
    // The clock stands still at the start of a 30 s period: the enrolment's code and the replay
    // below fall in the same period, however long the test takes.
    vi.useFakeTimers({ toFake: ['Date'], now: Math.ceil(Date.now() / 30_000) * 30_000 + 1_000 });
    onTestFinished(() => void vi.useRealTimers());
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
    const stored = getDb().profiles.find((p) => p.accountId === 2);
    expect(stored?.recoveryCodeHashes).toEqual(recoveryCodes.map((c) => sha256Hex(c)));
    expect(JSON.stringify(getDb())).not.toContain(recoveryCodes[0]);

    expect((await twoStep('client@demo.com', 'client', '123456')).body).toEqual({
      errors: { code: ['Invalid code'] },
    });
    // The code that turned two-step on cannot sign in (replay): the next period's code can.
    expect((await twoStep('client@demo.com', 'client', codeOf(secret))).body).toEqual({
      errors: { code: ['This code has already been used: wait for the next one'] },
    });
    const next = codeOf(secret, Date.now() + 30_000);
    const ok = await twoStep('client@demo.com', 'client', next);
    expect(ok.status).toBe(201);
    expect((await twoStep('client@demo.com', 'client', next)).body).toEqual({
      errors: { code: ['This code has already been used: wait for the next one'] },
    });
    const stale = await twoStep(
      'client@demo.com',
      'client',
      codeOf(secret, Date.now() - 5 * 60_000),
    );
    expect(stale.status).toBe(400);
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
      json: { code: codeOf(secret, Date.now() + 30_000) },
      token,
    });
    expect(off.status).toBe(204);
    expect((await login('client@demo.com', 'client')).body).toHaveProperty('accessToken');
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
    const stored = getDb().apiKeys.find((k) => k.id === apiKey.id);
    expect(stored?.hash).toBe(sha256Hex(secret));
    expect(JSON.stringify(getDb())).not.toContain(secret);
    const list = await call('/api/profile/api-keys', { token });
    expect(JSON.stringify(list.body)).not.toContain(secret);
  });

  it('lets a read key read and refuses its writes; a read-write key writes', async () => {
    const token = await signIn();
    const read = await createKey(token, 'read');
    expect((await call('/api/apps/users', { token: read.secret })).status).toBe(200);
    const write = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'Key made', assignedTo: ['support'] },
      token: read.secret,
    });
    expect(write).toEqual({ status: 403, body: { message: 'This API key may only read' } });
    const readWrite = await createKey(token, 'read-write');
    const written = await call('/api/apps/permissions', {
      method: 'POST',
      json: { name: 'Key made', assignedTo: ['support'] },
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
    const stored = getDb().apiKeys.find((k) => k.id === other.apiKey.id);
    if (stored) stored.expiresAt = Date.now() - 1;
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
});
