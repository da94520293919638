import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, customerSchema, customersResponseSchema } from '@portal/contract';
import { call, seedData, signIn, useTestApp } from '../testing';

useTestApp();

describe('GET /api/billing/customers', () => {
  it('answers up to 20 customers whose name, tax id or e-mail contains q, in id order', async () => {
    const admin = await signIn();
    const customers = seedData().customers;
    const search = async (q: string) => {
      const { status, body } = await call(`/api/billing/customers?q=${encodeURIComponent(q)}`, {
        token: admin,
      });
      expect(status).toBe(200);
      return customersResponseSchema.parse(body).customers;
    };
    expect(await search('')).toEqual(customers.slice(0, 20));
    const some = customers[3];
    if (!some) throw new Error('no customers');
    for (const q of [
      some.name.toUpperCase(),
      ` ${some.taxId} `,
      some.email,
      'a',
      'ó',
      'zz-nobody',
    ]) {
      const needle = q.trim().toLowerCase();
      expect(await search(q)).toEqual(
        customers
          .filter((c) =>
            [c.name, c.taxId, c.email].some((field) => field.toLowerCase().includes(needle)),
          )
          .slice(0, 20),
      );
    }
    const { status } = await call(`/api/billing/customers?q=${'x'.repeat(101)}`, { token: admin });
    expect(status).toBe(400);
  });

  it('answers one customer, 404 otherwise', async () => {
    const admin = await signIn();
    const { body } = await call('/api/billing/customers/2', { token: admin });
    expect(customerSchema.parse(body)).toEqual(seedData().customers[1]);
    for (const id of ['9999', 'abc'])
      expect(await call(`/api/billing/customers/${id}`, { token: admin })).toEqual({
        status: 404,
        body: { message: BILLING_MESSAGES.customerNotFound },
      });
  });

  it('is readable by the auditor, forbidden to the client, closed signed out', async () => {
    const auditor = await signIn('auditor@demo.com', 'auditor');
    expect((await call('/api/billing/customers', { token: auditor })).status).toBe(200);
    const client = await signIn('client@demo.com', 'client');
    expect(await call('/api/billing/customers/1', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await call('/api/billing/customers')).status).toBe(401);
  });
});
