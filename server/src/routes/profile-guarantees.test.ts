import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  billingResponseSchema,
  connectionsResponseSchema,
  recoveryCodesSchema,
  twoStepSetupSchema,
} from '@portal/contract';
import { defaultNotificationSettings } from '../repositories/profiles.repository';
import { seedProfile } from '../db/seed/profile';
import {
  arrangePasswordGone,
  call,
  seedData,
  signIn,
  storedRows,
  testClock,
  testDb,
  useTestApp,
} from '../testing';
import { failNextInsertInto, missNextSelectFrom } from './test-faults';

/**
 * The notification's row fails to store: the last step of most profile changes, so all before it
 * must roll back. The e-mail check misses: as if another account took the e-mail just after it.
 */
useTestApp();
let undoFault = () => {};
afterEach(() => undoFault());
const failNotification = () => (undoFault = failNextInsertInto('notifications'));
function missEmailCheck() {
  const fault = missNextSelectFrom('accounts', 'email');
  undoFault = fault.undo;
  return fault;
}

const SOMETHING_WENT_WRONG = { status: 500, body: { message: 'Something went wrong' } };
const codeOf = (secret: string, timestamp = testClock().now().getTime()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

const addCard = (token: string, number = '4242 4242 4242 4242') =>
  call('/api/profile/payment-methods', {
    method: 'POST',
    json: { number, holder: 'Jane Doe', expiry: '12/39', cvc: '123' },
    token,
  });

const count = async (
  table: 'profile_charges' | 'recovery_codes' | 'sessions' | 'account_history',
  column: 'account_id' | 'owner_id' = 'account_id',
) =>
  (await storedRows(table)).filter((row) => (row as Record<string, unknown>)[column] === 2).length;

async function setUp(token: string) {
  return twoStepSetupSchema.parse(
    (await call('/api/profile/two-step/setup', { method: 'POST', json: {}, token })).body,
  );
}

/** The clock stands still early in a 30 s period, so a code stays the same during the test. */
function pinClock() {
  const at = Math.ceil(Date.now() / 30_000) * 30_000 + 1_000;
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(at));
}

describe('a change that fails half-way leaves nothing written', () => {
  it('plan change: no receipt, no new plan, no history', async () => {
    const token = await signIn('client@demo.com');
    await addCard(token);
    failNotification();
    expect(
      await call('/api/profile/plan', {
        method: 'POST',
        json: { plan: 'team', cycle: 'monthly' },
        token,
      }),
    ).toEqual(SOMETHING_WENT_WRONG);
    undoFault();
    const billing = billingResponseSchema.parse(
      (await call('/api/profile/billing', { token })).body,
    );
    expect(billing.plan.plan).toBe('basic');
    expect(billing.charges).toEqual([]);
    expect(await count('profile_charges')).toBe(0);
    expect(await count('account_history', 'owner_id')).toBe(0);
  });

  it('password change: the old password still works and no session ended', async () => {
    const token = await signIn('client@demo.com');
    const other = await signIn('client@demo.com');
    failNotification();
    expect(
      await call('/api/profile/password', {
        method: 'POST',
        json: {
          currentPassword: 'client',
          newPassword: 'Better-pass1',
          confirmPassword: 'Better-pass1',
        },
        token,
      }),
    ).toEqual(SOMETHING_WENT_WRONG);
    undoFault();
    expect(await count('sessions')).toBe(2);
    expect((await call('/api/profile', { token: other })).status).toBe(200);
    expect((await call('/api/profile', { token })).body).toMatchObject({ passwordChangedAt: null });
    expect((await signIn('client@demo.com', 'client')).length).toBeGreaterThan(0);
  });

  it('two-step enrolment: no secret confirmed, no recovery codes kept', async () => {
    pinClock();
    const token = await signIn('client@demo.com');
    const { secret } = await setUp(token);
    failNotification();
    expect(
      await call('/api/profile/two-step/enable', {
        method: 'POST',
        json: { code: codeOf(secret) },
        token,
      }),
    ).toEqual(SOMETHING_WENT_WRONG);
    undoFault();
    expect(await count('recovery_codes')).toBe(0);
    const profile = (await storedRows('profiles')).find((row) => row.account_id === 2);
    expect(profile).toMatchObject({
      totp_secret: null,
      totp_pending_secret: secret,
      totp_last_step: null,
    });
    // The same code then works.
    const enabled = await call('/api/profile/two-step/enable', {
      method: 'POST',
      json: { code: codeOf(secret) },
      token,
    });
    expect(enabled.status).toBe(200);
  });

  it('an e-mail taken after the check: the unique index refuses it, 400 and nothing saved', async () => {
    const token = await signIn('client@demo.com');
    const emailCheck = missEmailCheck();
    expect(
      await call('/api/profile', {
        method: 'PUT',
        json: {
          fullName: 'Jane Q. Doe',
          avatar: null,
          organization: 'Acme',
          phone: '',
          address: '',
          state: '',
          zip: '',
          country: '',
          language: 'fr',
          timeZone: '',
          currency: 'USD',
          email: 'ADMIN@demo.com',
          currentPassword: 'client',
        },
        token,
      }),
    ).toEqual({ status: 400, body: { errors: { email: ['This email is already used'] } } });
    // The check did miss it: the unique index is what refused.
    expect(emailCheck.missed()).toBe(true);
    expect((await call('/api/profile', { token })).body).toMatchObject({
      fullName: 'Jane Doe',
      email: 'client@demo.com',
      organization: '',
      language: 'en',
    });
  });
});

describe('two changes at once: the second sees the first', () => {
  it('disconnecting the last two ways to sign in: one passes, the other gets 409', async () => {
    const token = await signIn('client@demo.com');
    for (const id of ['google', 'github'])
      await call(`/api/profile/connections/${id}/connect`, { method: 'POST', json: {}, token });
    await arrangePasswordGone(2);
    const answers = await Promise.all(
      ['google', 'github'].map((id) =>
        call(`/api/profile/connections/${id}/disconnect`, { method: 'POST', json: {}, token }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message:
        'This is your last way to sign in: connect another account or set a password before disconnecting it',
    });
    const left = connectionsResponseSchema.parse(
      (await call('/api/profile/connections', { token })).body,
    );
    expect(left.connections.filter((c) => c.signIn && c.connected)).toHaveLength(1);
  });

  it('enrolling twice with the same code: one set of recovery codes', async () => {
    pinClock();
    const token = await signIn('client@demo.com');
    const { secret } = await setUp(token);
    const enable = () =>
      call('/api/profile/two-step/enable', {
        method: 'POST',
        json: { code: codeOf(secret) },
        token,
      });
    const answers = await Promise.all([enable(), enable()]);
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { code: ['Two-step sign-in is already on'] },
    });
    const { recoveryCodes } = recoveryCodesSchema.parse(
      answers.find((a) => a.status === 200)?.body,
    );
    expect(recoveryCodes).toHaveLength(10);
    expect(await count('recovery_codes')).toBe(10);
  });

  it('turning two-step off twice with the same code: once', async () => {
    pinClock();
    const token = await signIn('client@demo.com');
    const { secret } = await setUp(token);
    await call('/api/profile/two-step/enable', {
      method: 'POST',
      json: { code: codeOf(secret) },
      token,
    });
    const next = codeOf(secret, testClock().now().getTime() + 30_000);
    const disable = () =>
      call('/api/profile/two-step/disable', { method: 'POST', json: { code: next }, token });
    const answers = await Promise.all([disable(), disable()]);
    expect(statuses(answers)).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { code: ['Two-step sign-in is off'] },
    });
    expect(
      (await storedRows('notifications'))
        .filter((n) => n.account_id === 2 && n.event === 'securityChange')
        .map((n) => n.params),
    ).toEqual(['{"change":"twoStepOn"}', '{"change":"twoStepOff"}']);
  });

  it('the same plan change twice: charged once', async () => {
    const token = await signIn('client@demo.com');
    await addCard(token);
    const change = () =>
      call('/api/profile/plan', { method: 'POST', json: { plan: 'team', cycle: 'annual' }, token });
    const answers = await Promise.all([change(), change()]);
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { plan: ['This is already your plan'] },
    });
    expect(await count('profile_charges')).toBe(1);
  });

  it('changing the password twice from the same one: once', async () => {
    const token = await signIn('client@demo.com');
    const change = (newPassword: string) =>
      call('/api/profile/password', {
        method: 'POST',
        json: { currentPassword: 'client', newPassword, confirmPassword: newPassword },
        token,
      });
    const answers = await Promise.all([change('First-pass1'), change('Second-pass2')]);
    expect(statuses(answers)).toEqual([204, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { currentPassword: ['The password is not correct'] },
    });
    const works = async (password: string) =>
      (
        await call('/api/auth/login', {
          method: 'POST',
          json: { email: 'client@demo.com', password },
        })
      ).status === 201;
    expect([await works('First-pass1'), await works('Second-pass2')].sort()).toEqual([false, true]);
  });

  it('two accounts taking the same new e-mail at once: one gets it, the other 400', async () => {
    const form = {
      fullName: 'Someone',
      avatar: null,
      organization: '',
      phone: '',
      address: '',
      state: '',
      zip: '',
      country: '',
      language: 'en',
      timeZone: '',
      currency: 'USD',
      email: 'new@demo.com',
    };
    const client = await signIn('client@demo.com');
    const admin = await signIn('admin@demo.com');
    const answers = await Promise.all([
      call('/api/profile', {
        method: 'PUT',
        json: { ...form, currentPassword: 'client' },
        token: client,
      }),
      call('/api/profile', {
        method: 'PUT',
        json: { ...form, currentPassword: 'admin' },
        token: admin,
      }),
    ]);
    expect(statuses(answers)).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { email: ['This email is already used'] },
    });
    const owners = (await storedRows('accounts')).filter((row) => row.email === 'new@demo.com');
    expect(owners).toHaveLength(1);
  });

  it('two cards added at once: both kept, one primary', async () => {
    const token = await signIn('client@demo.com');
    const answers = await Promise.all([addCard(token), addCard(token, '5555 5555 5555 4444')]);
    expect(statuses(answers)).toEqual([201, 201]);
    const { paymentMethods } = billingResponseSchema.parse(
      (await call('/api/profile/billing', { token })).body,
    );
    expect(paymentMethods).toHaveLength(2);
    expect(paymentMethods.filter((c) => c.primary)).toHaveLength(1);
    expect(paymentMethods[0]?.primary).toBe(true);
  });
});

describe('the seed', () => {
  it('writes profiles with their cards, receipts, connections, keys and notifications', async () => {
    const at = Date.parse('2026-11-20T10:00:00.000Z');
    const settings = defaultNotificationSettings();
    await seedProfile(testDb(), {
      ...seedData(),
      profiles: [
        {
          accountId: 2,
          organization: 'Acme',
          phone: '',
          address: '',
          state: '',
          zip: '',
          country: 'ES',
          language: 'es',
          languageChosen: true,
          timeZone: 'Europe/Madrid',
          currency: 'EUR',
          totpSecret: null,
          totpPendingSecret: null,
          recoveryCodeHashes: [],
          passwordChangedAt: at,
          notificationSettings: { ...settings, timing: 'daily' },
          plan: {
            plan: 'team',
            cycle: 'monthly',
            periodStart: at,
            periodEnd: at + 30 * 86_400_000,
            cancelAtPeriodEnd: false,
          },
          paymentMethods: [
            {
              id: 'card1',
              brand: 'visa',
              last4: '4242',
              holder: 'J',
              expiry: '12/39',
              primary: false,
            },
            {
              id: 'card2',
              brand: 'amex',
              last4: '0005',
              holder: 'J',
              expiry: '12/39',
              primary: true,
            },
          ],
          billingAddress: {
            company: 'Acme',
            email: '',
            taxId: '',
            address: '',
            country: 'ES',
            zip: '',
          },
          charges: [
            {
              id: 'ch1',
              date: at,
              plan: 'team',
              cycle: 'monthly',
              amount: 1900,
              credit: 0,
              status: 'paid',
              card: 'amex •••• 0005',
            },
          ],
          connections: ['github', 'slack'],
        },
      ],
      apiKeys: [],
      notifications: [
        {
          id: 'seeded1',
          accountId: 2,
          event: 'planChange',
          params: { plan: 'team' },
          createdAt: at,
          read: false,
        },
      ],
    });
    const token = await signIn('client@demo.com', 'client');
    const billing = billingResponseSchema.parse(
      (await call('/api/profile/billing', { token })).body,
    );
    expect(billing.plan).toMatchObject({ plan: 'team', periodStart: '2026-11-20T10:00:00.000Z' });
    expect(billing.paymentMethods.map((c) => [c.id, c.primary])).toEqual([
      ['card1', false],
      ['card2', true],
    ]);
    expect(billing.charges).toEqual([
      {
        id: 'ch1',
        date: '2026-11-20T10:00:00.000Z',
        plan: 'team',
        cycle: 'monthly',
        amount: 1900,
        credit: 0,
        status: 'paid',
        card: 'amex •••• 0005',
      },
    ]);
    const connections = connectionsResponseSchema.parse(
      (await call('/api/profile/connections', { token })).body,
    );
    expect(connections.connections.filter((c) => c.connected).map((c) => c.id)).toEqual([
      'github',
      'slack',
    ]);
    expect((await call('/api/profile', { token })).body).toMatchObject({
      organization: 'Acme',
      language: 'es',
      currency: 'EUR',
      passwordChangedAt: '2026-11-20T10:00:00.000Z',
    });
    expect((await call('/api/profile/notification-settings', { token })).body).toMatchObject({
      timing: 'daily',
    });
    const { body } = await call('/api/notifications', { token });
    expect(body).toMatchObject({ unread: 2 });
  });
});
