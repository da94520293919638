import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../testing';

useTestApp();

/** The newest of the account's in-app notifications. */
async function newest(token: string) {
  const { body } = await call('/api/notifications', { token });
  return (body as { notifications: { event: string; params: Record<string, string> }[] })
    .notifications[0];
}

const invoiceBody = {
  client: {
    name: 'Ada Lovelace',
    company: 'Analytical Engines',
    companyEmail: 'ada@engines.example',
    address: '12 St James Square',
    country: 'United Kingdom',
    contact: '+44 20 7946 0958',
  },
  issuedDate: '2026-11-01',
  dueDate: '2026-11-30',
  service: 'Hosting',
  currency: 'USD',
  lines: [{ description: 'VPS', quantity: 1, unitPrice: 2400, discount: 0, tax: 0 }],
  note: '',
};

const facturaBody = {
  customerId: 2,
  currency: 'EUR',
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  lines: [{ description: 'VPS', quantity: 1, unitPrice: 4850, discount: 0, tax: 0 }],
  notes: '',
};

const payment = (amount: number) => ({ amount, date: '2026-11-20', method: 'card', note: '' });

describe('an invoice paid in full tells the staff member who created it', () => {
  it('invoice app: the creator hears of it when someone else pays the balance, not of a part', async () => {
    const admin = await signIn('admin@demo.com');
    const colleague = await signIn('twostep@demo.com');
    const created = await call('/api/apps/invoice', {
      method: 'POST',
      json: invoiceBody,
      token: admin,
    });
    expect(created.status).toBe(201);
    const invoiceId = (created.body as { invoice: { id: number } }).invoice.id;
    const before = await newest(admin);

    const part = await call(`/api/apps/invoice/${invoiceId}/payments`, {
      method: 'POST',
      json: payment(1000),
      token: colleague,
    });
    expect(part.status).toBe(201);
    expect(await newest(admin)).toEqual(before);

    const rest = await call(`/api/apps/invoice/${invoiceId}/payments`, {
      method: 'POST',
      json: payment(1400),
      token: colleague,
    });
    expect(rest.status).toBe(201);
    expect(await newest(admin)).toMatchObject({
      event: 'invoicePaid',
      params: { invoiceId: String(invoiceId), label: `#${invoiceId}`, customer: 'Ada Lovelace' },
    });
    // The one who paid is not told of their own payment.
    expect((await newest(colleague))?.event).not.toBe('invoicePaid');
  });

  it('Facturacion: the creator hears of it; paying an invoice of your own tells no one', async () => {
    const admin = await signIn('admin@demo.com');
    const colleague = await signIn('twostep@demo.com');
    const issue = async (token: string) => {
      const draft = await call('/api/billing/facturas', {
        method: 'POST',
        json: facturaBody,
        token,
      });
      expect(draft.status).toBe(201);
      const { id } = draft.body as { id: number };
      const issued = await call(`/api/billing/facturas/${id}/issue`, { method: 'POST', token });
      expect(issued.status).toBe(200);
      return issued.body as { id: number; number: string; total: number };
    };
    const mine = await issue(admin);
    const before = await newest(admin);
    const paidByMe = await call(`/api/billing/facturas/${mine.id}/payments`, {
      method: 'POST',
      json: payment(mine.total),
      token: admin,
    });
    expect(paidByMe.status).toBe(201);
    expect(await newest(admin)).toEqual(before);

    const theirs = await issue(colleague);
    const paid = await call(`/api/billing/facturas/${theirs.id}/payments`, {
      method: 'POST',
      json: payment(theirs.total),
      token: admin,
    });
    expect(paid.status).toBe(201);
    expect(await newest(colleague)).toMatchObject({
      event: 'invoicePaid',
      params: { invoiceId: String(theirs.id), label: theirs.number, kind: 'factura' },
    });
  });
});
