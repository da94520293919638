import { describe, expect, it, vi } from 'vitest';
import {
  billingResponseSchema,
  cardBrand,
  connectionsResponseSchema,
  expiryValid,
  luhnValid,
  planQuoteSchema,
  prorate,
} from '@portal/contract';
import { arrangePasswordGone, call, signIn, storedRows, testClock, useTestApp } from '../testing';

useTestApp();

const VISA = '4242 4242 4242 4242';
const DAY = 24 * 60 * 60 * 1000;

/** The rows the profile keeps beside the account (cards, receipts, the profile row), as text. */
async function profileTables(): Promise<string> {
  const dumps = await Promise.all([
    storedRows('profiles'),
    storedRows('profile_payment_methods'),
    storedRows('profile_charges'),
  ]);
  return JSON.stringify(dumps);
}

/** Stands the server's clock still at `at` (epoch ms) for the rest of the test. */
function pinClock(at: number) {
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(at));
  vi.spyOn(testClock(), 'today').mockImplementation(() => new Date(at).toISOString().slice(0, 10));
}

const addCard = (token: string, number = VISA, holder = 'Jane Doe') =>
  call('/api/profile/payment-methods', {
    method: 'POST',
    json: { number, holder, expiry: '12/39', cvc: '123' },
    token,
  });

describe('card and proration rules', () => {
  it('checks Luhn, detects the brand and refuses past expiry dates', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(expiryValid('01/20', new Date('2026-11-22'))).toBe(false);
    expect(expiryValid('11/26', new Date('2026-11-22'))).toBe(true);
    expect(expiryValid('13/30')).toBe(false);
  });

  it('credits the unused part of the period and charges the new one', () => {
    const from = {
      plan: 'company' as const,
      cycle: 'monthly' as const,
      periodStart: 0,
      periodEnd: 30 * DAY,
    };
    expect(prorate({ from, to: { plan: 'enterprise', cycle: 'monthly' }, now: 15 * DAY })).toEqual({
      credit: 2450,
      charge: 9900,
      total: 7450,
    });
    expect(prorate({ from, to: { plan: 'basic', cycle: 'monthly' }, now: 0 })).toEqual({
      credit: 4900,
      charge: 0,
      total: 0,
    });
    expect(prorate({ from, to: { plan: 'team', cycle: 'annual' }, now: 30 * DAY }).charge).toBe(
      19000,
    );
  });
});

describe('plan and payment methods', () => {
  it('needs a card for a paid plan, then charges with proration and records the receipt', async () => {
    const token = await signIn('client@demo.com');
    const start = billingResponseSchema.parse((await call('/api/profile/billing', { token })).body);
    expect(start.plan).toMatchObject({ plan: 'basic', cycle: 'monthly', cancelAtPeriodEnd: false });
    const noCard = await call('/api/profile/plan', {
      method: 'POST',
      json: { plan: 'team', cycle: 'monthly' },
      token,
    });
    expect(noCard.body).toEqual({
      errors: { plan: ['Add a payment method before choosing a paid plan'] },
    });

    const bad = await call('/api/profile/payment-methods', {
      method: 'POST',
      json: { number: '4242 4242 4242 4241', holder: '', expiry: '01/20', cvc: '1' },
      token,
    });
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual([
      'cvc',
      'expiry',
      'holder',
      'number',
    ]);
    const added = await addCard(token);
    expect(added.status).toBe(201);
    const card = billingResponseSchema.parse(added.body).paymentMethods[0];
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', primary: true });
    expect(await profileTables()).not.toContain('4242424242424242');

    const quote = planQuoteSchema.parse(
      (await call('/api/profile/plan/quote?plan=team&cycle=annual', { token })).body,
    );
    expect(quote).toEqual({ credit: 0, charge: 19000, total: 19000 });
    const changed = billingResponseSchema.parse(
      (
        await call('/api/profile/plan', {
          method: 'POST',
          json: { plan: 'team', cycle: 'annual' },
          token,
        })
      ).body,
    );
    expect(changed.plan).toMatchObject({ plan: 'team', cycle: 'annual' });
    expect(changed.charges[0]).toMatchObject({
      amount: 19000,
      status: 'paid',
      card: 'visa •••• 4242',
    });
    const cancelled = billingResponseSchema.parse(
      (await call('/api/profile/plan/cancel', { method: 'POST', json: {}, token })).body,
    );
    expect(cancelled.plan.cancelAtPeriodEnd).toBe(true);
  });

  it('refuses the plan in use, and quotes and charges from the clock', async () => {
    const start = Date.parse('2026-11-22T12:00:00.000Z');
    pinClock(start);
    const token = await signIn('client@demo.com');
    await addCard(token);
    const same = await call('/api/profile/plan', {
      method: 'POST',
      json: { plan: 'basic', cycle: 'monthly' },
      token,
    });
    expect(same).toEqual({
      status: 400,
      body: { errors: { plan: ['This is already your plan'] } },
    });
    const company = billingResponseSchema.parse(
      (
        await call('/api/profile/plan', {
          method: 'POST',
          json: { plan: 'company', cycle: 'monthly' },
          token,
        })
      ).body,
    );
    expect(company.plan).toEqual({
      plan: 'company',
      cycle: 'monthly',
      periodStart: '2026-11-22T12:00:00.000Z',
      periodEnd: '2026-12-22T12:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
    // Half of the month later: half of Company is credited against a month of Enterprise.
    pinClock(start + 15 * DAY);
    const quote = await call('/api/profile/plan/quote?plan=enterprise&cycle=monthly', { token });
    expect(quote.body).toEqual({ credit: 2450, charge: 9900, total: 7450 });
    const enterprise = billingResponseSchema.parse(
      (
        await call('/api/profile/plan', {
          method: 'POST',
          json: { plan: 'enterprise', cycle: 'monthly' },
          token,
        })
      ).body,
    );
    expect(enterprise.charges.map(({ id: _id, ...charge }) => charge)).toEqual([
      {
        date: '2026-12-07T12:00:00.000Z',
        plan: 'enterprise',
        cycle: 'monthly',
        amount: 7450,
        credit: 2450,
        status: 'paid',
        card: 'visa •••• 4242',
      },
      {
        date: '2026-11-22T12:00:00.000Z',
        plan: 'company',
        cycle: 'monthly',
        amount: 4900,
        credit: 0,
        status: 'paid',
        card: 'visa •••• 4242',
      },
    ]);
    // Back to Basic at once: only a credit moves, and it is still recorded.
    const basic = billingResponseSchema.parse(
      (
        await call('/api/profile/plan', {
          method: 'POST',
          json: { plan: 'basic', cycle: 'monthly' },
          token,
        })
      ).body,
    );
    // Receipts of the same instant keep the order they were made in (the mock's stable sort).
    expect(basic.charges[1]).toMatchObject({ amount: 0, credit: 9900, plan: 'basic' });
    expect(basic.charges.map((c) => c.plan)).toEqual(['enterprise', 'basic', 'company']);
    const query = await call('/api/profile/plan/quote?plan=gold', { token });
    expect(query.status).toBe(400);
    expect(Object.keys((query.body as { errors: object }).errors).sort()).toEqual([
      'cycle',
      'plan',
    ]);
  });

  it('keeps one primary card, edits and deletes', async () => {
    const token = await signIn('client@demo.com');
    for (const number of [VISA, '5555 5555 5555 4444']) await addCard(token, number, 'Jane');
    let billing = billingResponseSchema.parse((await call('/api/profile/billing', { token })).body);
    const [visa, master] = billing.paymentMethods;
    billing = billingResponseSchema.parse(
      (
        await call(`/api/profile/payment-methods/${master?.id ?? ''}/primary`, {
          method: 'POST',
          json: {},
          token,
        })
      ).body,
    );
    expect(billing.paymentMethods.map((c) => c.primary)).toEqual([false, true]);
    const edited = await call(`/api/profile/payment-methods/${visa?.id ?? ''}`, {
      method: 'PUT',
      json: { holder: 'J. Doe', expiry: '01/40' },
      token,
    });
    expect(billingResponseSchema.parse(edited.body).paymentMethods[0]).toMatchObject({
      holder: 'J. Doe',
      expiry: '01/40',
    });
    billing = billingResponseSchema.parse(
      (await call(`/api/profile/payment-methods/${master?.id ?? ''}`, { method: 'DELETE', token }))
        .body,
    );
    expect(billing.paymentMethods).toHaveLength(1);
    expect(billing.paymentMethods[0]?.primary).toBe(true);
    expect(
      (await call('/api/profile/payment-methods/nope', { method: 'DELETE', token })).body,
    ).toEqual({
      message: 'Payment method not found',
    });
  });

  it('answers 404 for a card that is not the caller’s before reading the body', async () => {
    const token = await signIn('client@demo.com');
    const card = billingResponseSchema.parse((await addCard(token)).body).paymentMethods[0];
    const admin = await signIn();
    const notFound = { status: 404, body: { message: 'Payment method not found' } };
    expect(
      await call(`/api/profile/payment-methods/${card?.id ?? ''}`, {
        method: 'PUT',
        json: { holder: '' },
        token: admin,
      }),
    ).toEqual(notFound);
    expect(
      await call(`/api/profile/payment-methods/${card?.id ?? ''}/primary`, {
        method: 'POST',
        json: {},
        token: admin,
      }),
    ).toEqual(notFound);
    expect(
      await call(`/api/profile/payment-methods/${card?.id ?? ''}`, {
        method: 'PUT',
        json: { holder: '' },
        token,
      }),
    ).toMatchObject({ status: 400 });
  });

  it('saves the billing address with a tax id', async () => {
    const token = await signIn('client@demo.com');
    const address = {
      company: 'Acme',
      email: 'billing@acme.test',
      taxId: 'B-12345678',
      address: '1 Main St',
      country: 'ES',
      zip: '28001',
    };
    const saved = await call('/api/profile/billing-address', {
      method: 'PUT',
      json: address,
      token,
    });
    expect(billingResponseSchema.parse(saved.body).billingAddress).toEqual(address);
    const bad = await call('/api/profile/billing-address', {
      method: 'PUT',
      json: { ...address, taxId: '!' },
      token,
    });
    expect(bad.status).toBe(400);
  });
});

describe('connections', () => {
  it('connects and disconnects, and refuses to remove the last way to sign in', async () => {
    const token = await signIn('client@demo.com');
    let answer = connectionsResponseSchema.parse(
      (await call('/api/profile/connections/google/connect', { method: 'POST', json: {}, token }))
        .body,
    );
    expect(answer.connections.find((c) => c.id === 'google')).toEqual({
      id: 'google',
      signIn: true,
      connected: true,
    });
    await arrangePasswordGone(2);
    const refused = await call('/api/profile/connections/google/disconnect', {
      method: 'POST',
      json: {},
      token,
    });
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'This is your last way to sign in: connect another account or set a password before disconnecting it',
      },
    });
    await call('/api/profile/connections/github/connect', { method: 'POST', json: {}, token });
    answer = connectionsResponseSchema.parse(
      (
        await call('/api/profile/connections/google/disconnect', {
          method: 'POST',
          json: {},
          token,
        })
      ).body,
    );
    expect(answer.connections.filter((c) => c.connected).map((c) => c.id)).toEqual([
      'github',
      'google-calendar',
    ]);
    expect(answer.hasPassword).toBe(false);
    expect(
      (await call('/api/profile/connections/myspace/connect', { method: 'POST', json: {}, token }))
        .status,
    ).toBe(404);
    expect(
      await call('/api/profile/connections/github/unplug', { method: 'POST', json: {}, token }),
    ).toEqual({ status: 404, body: { message: 'Connection not found' } });
  });
});
