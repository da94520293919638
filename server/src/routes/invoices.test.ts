import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceTotals, sumMinor, toMajor, toMinor } from '@portal/contract/money';
import {
  INVOICE_STATUSES,
  invoiceClientSchema,
  invoiceDetailResponseSchema,
  invoicesResponseSchema,
  type Invoice,
} from '@portal/contract';
import { arrangeUpdateFails, call, seedData, signIn, storedRows, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query = '') {
  const { status, body } = await call(`/api/apps/invoice${query}`, { token: admin });
  expect(status).toBe(200);
  return invoicesResponseSchema.parse(body);
}
const ids = (result: { invoices: Invoice[] }) => result.invoices.map((invoice) => invoice.id);
const seeded = () => seedData().invoices;
const byId = (id: number) => {
  const invoice = seeded().find((candidate) => candidate.id === id);
  if (!invoice) throw new Error(`no invoice ${id}`);
  return invoice;
};

const body = {
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
  lines: [
    { description: 'VPS', quantity: 3, unitPrice: 2400, discount: 10, tax: 21 },
    { description: 'Domain', quantity: 1, unitPrice: 1299, discount: 0, tax: 0 },
    { description: 'Mailboxes', quantity: 2.5, unitPrice: 333, discount: 12.5, tax: 21 },
  ],
  note: 'Thanks',
};
/** The invoice as stored now (through the API). */
async function current(id: number) {
  const { status, body: answer } = await call(`/api/apps/invoice/${id}`, { token: admin });
  expect(status).toBe(200);
  return invoiceDetailResponseSchema.parse(answer).invoice;
}
const storedIds = async () => (await storedRows('invoices')).map((row) => row.id);

const payment = (amount: number) => ({ amount, date: '2026-11-20', method: 'card', note: '' });

describe('seed', () => {
  it('holds 50 invoices, ids 4987..5036, every status, figures from the money module', () => {
    const invoices = seeded();
    expect(invoices.map((invoice) => invoice.id)).toEqual(
      Array.from({ length: 50 }, (_, index) => 4987 + index),
    );
    expect(new Set(invoices.map((invoice) => invoice.invoiceStatus))).toEqual(
      new Set(INVOICE_STATUSES),
    );
    for (const invoice of invoices) {
      const total = invoiceTotals(invoice.lines).total;
      const paid = sumMinor(invoice.payments.map((p) => p.amount));
      expect(invoice.total).toBe(toMajor(total));
      expect(invoice.balance).toBe(toMajor(total - paid));
      expect(invoice.lines.length).toBeGreaterThanOrEqual(1);
      expect(invoice.lines.length).toBeLessThanOrEqual(4);
      expect(invoice.service).toBe(invoice.lines[0]?.description);
      expect(invoice.avatar).toMatch(/^$|^\/images\/avatars\/avatar-[1-8]\.svg$/);
      switch (invoice.invoiceStatus) {
        case 'Paid':
          expect(invoice.balance).toBeLessThanOrEqual(0);
          break;
        case 'Partial Payment':
          expect(invoice.balance).toBeGreaterThan(0);
          expect(invoice.balance).toBeLessThan(invoice.total);
          break;
        case 'Past Due':
          expect(invoice.dueDate < '2026-11-22').toBe(true);
          expect(invoice.balance).toBe(invoice.total);
          break;
        default:
          expect(invoice.balance).toBe(invoice.total);
      }
      expect(invoice.history[0]?.action).toBe('created');
    }
    expect(invoices.some((invoice) => invoice.balance < 0)).toBe(true);
    expect(seedData().invoiceClients.length).toBeGreaterThanOrEqual(20);
  });
});

describe('GET /api/apps/invoice', () => {
  it('answers 10 per page, newest id first (the list is reversed), totalInvoices = all', async () => {
    const result = await list();
    expect(result.totalInvoices).toBe(50);
    expect(ids(result)).toEqual([5036, 5035, 5034, 5033, 5032, 5031, 5030, 5029, 5028, 5027]);
    expect(ids(await list('?page=5&itemsPerPage=12'))).toEqual([4988, 4987]);
    expect((await list('?itemsPerPage=-1')).invoices).toHaveLength(50);
  });

  it('searches client name, company email or id, case-insensitively', async () => {
    const target = byId(5000);
    const byName = await list(`?q=${encodeURIComponent(target.client.name.toUpperCase())}`);
    expect(ids(byName)).toContain(5000);
    expect(byName.invoices.every((i) => i.client.name === target.client.name)).toBe(true);
    const byEmail = await list(`?q=${encodeURIComponent(target.client.companyEmail)}`);
    expect(ids(byEmail)).toContain(5000);
    expect(ids(await list('?q=5001'))).toEqual([5001]);
    expect(await list('?q=nobody-here')).toEqual({ invoices: [], totalInvoices: 0 });
  });

  it('filters by status and by issue-date range in every accepted form', async () => {
    const paid = await list('?status=Paid&itemsPerPage=-1');
    const expectedPaid = seeded().filter((i) => i.invoiceStatus === 'Paid');
    expect(paid.totalInvoices).toBe(expectedPaid.length);
    expect(paid.invoices.every((i) => i.invoiceStatus === 'Paid')).toBe(true);

    const inRange = seeded()
      .filter((i) => i.issuedDate >= '2026-03-01' && i.issuedDate <= '2026-05-31')
      .map((i) => i.id)
      .reverse();
    expect(inRange.length).toBeGreaterThan(1);
    for (const query of [
      '?selectedDateRange=2026-03-01%20to%202026-05-31',
      '?selectedDateRange=2026-03-01,2026-05-31',
      '?selectedDateRange%5Bstart%5D=2026-03-01&selectedDateRange%5Bend%5D=2026-05-31',
    ]) {
      expect(ids(await list(`${query}&itemsPerPage=-1`))).toEqual(inRange);
    }
    const day = byId(5010).issuedDate;
    const oneDay = await list(`?selectedDateRange=${day}&itemsPerPage=-1`);
    expect(ids(oneDay)).toContain(5010);
    expect(oneDay.invoices.every((i) => i.issuedDate === day)).toBe(true);
  });

  it('sorts by client, total, id, date and balance, ascending by default', async () => {
    const asc = await list('?sortBy=total&itemsPerPage=-1');
    const totals = asc.invoices.map((i) => i.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const desc = await list('?sortBy=balance&orderBy=desc&itemsPerPage=-1');
    const balances = desc.invoices.map((i) => i.balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(ids(await list('?sortBy=id&itemsPerPage=3'))).toEqual([4987, 4988, 4989]);
    const dates = (await list('?sortBy=date&orderBy=desc&itemsPerPage=-1')).invoices.map(
      (i) => i.issuedDate,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    const clients = (await list('?sortBy=client&itemsPerPage=-1')).invoices.map(
      (i) => i.client.name,
    );
    expect(clients).toEqual(
      [...clients].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('answers 400 for bad queries, 401 signed out, and lets the auditor read', async () => {
    const bad = await call('/api/apps/invoice?status=Lost&sortBy=age&selectedDateRange=soon', {
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errors: {
        status: [`Must be one of: ${INVOICE_STATUSES.join(', ')}`],
        sortBy: ['Must be one of: client, total, id, date, balance'],
      },
    });
    const badRange = await call('/api/apps/invoice?selectedDateRange=soon', { token: admin });
    expect(badRange).toEqual({
      status: 400,
      body: { errors: { selectedDateRange: ['Enter dates as YYYY-MM-DD to YYYY-MM-DD'] } },
    });
    expect(await call('/api/apps/invoice')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
    const auditor = await signIn('auditor@demo.com');
    expect((await call('/api/apps/invoice', { token: auditor })).status).toBe(200);
    const client = await signIn('client@demo.com');
    expect(await call('/api/apps/invoice', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });
});

describe('GET and DELETE /api/apps/invoice/:id', () => {
  it('answers the invoice and its payment details (totalDue never below 0)', async () => {
    const { status, body: answer } = await call('/api/apps/invoice/4990', { token: admin });
    expect(status).toBe(200);
    const { invoice, paymentDetails } = invoiceDetailResponseSchema.parse(answer);
    expect(invoice).toEqual(byId(4990));
    expect(paymentDetails.totalDue).toBe(Math.max(invoice.balance, 0));
    expect(paymentDetails.iban).toBeTruthy();
    const overpaid = seeded().find((i) => i.balance < 0);
    const credit = await call(`/api/apps/invoice/${overpaid?.id}`, { token: admin });
    expect(invoiceDetailResponseSchema.parse(credit.body).paymentDetails.totalDue).toBe(0);
  });

  it('answers 404 word for word for an unknown id', async () => {
    for (const id of ['1', 'abc']) {
      expect(await call(`/api/apps/invoice/${id}`, { token: admin })).toEqual({
        status: 404,
        body: { message: 'No invoice found with this id' },
      });
    }
  });

  it('deletes with 204; unknown id answers 404 error "Something went wrong"', async () => {
    expect(await call('/api/apps/invoice/5000', { method: 'DELETE', token: admin })).toEqual({
      status: 204,
      body: null,
    });
    expect(await storedIds()).not.toContain(5000);
    expect((await list()).totalInvoices).toBe(49);
    expect(await call('/api/apps/invoice/5000', { method: 'DELETE', token: admin })).toEqual({
      status: 404,
      body: { error: 'Something went wrong' },
    });
  });
});

describe('clients', () => {
  it('answers the first 5 clients, or up to 10 matches for q', async () => {
    const first = await call('/api/apps/invoice/clients', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(seedData().invoiceClients.slice(0, 5));
    const everyone = await call('/api/apps/invoice/clients?q=e', { token: admin });
    expect(invoiceClientSchema.array().parse(everyone.body)).toHaveLength(10);
    const one = await call('/api/apps/invoice/clients?q=LAMBERT', { token: admin });
    expect(
      invoiceClientSchema
        .array()
        .parse(one.body)
        .map((c) => c.company),
    ).toEqual(['Lambert Conseil SARL']);
  });

  it('creates a client (201), refuses a known email (400) and the auditor (403)', async () => {
    const created = await call('/api/apps/invoice/clients', {
      method: 'POST',
      token: admin,
      json: body.client,
    });
    expect(created).toEqual({ status: 201, body: body.client });
    const again = await call('/api/apps/invoice/clients', {
      method: 'POST',
      token: admin,
      json: { ...body.client, companyEmail: 'ADA@engines.example' },
    });
    expect(again).toEqual({
      status: 400,
      body: { errors: { companyEmail: ['A client with this email already exists'] } },
    });
    const invalid = await call('/api/apps/invoice/clients', {
      method: 'POST',
      token: admin,
      json: { ...body.client, companyEmail: 'nope', name: '' },
    });
    expect(invalid.body).toEqual({
      errors: { name: ['This field is required'], companyEmail: ['Enter a valid email address'] },
    });
    const auditor = await signIn('auditor@demo.com');
    expect(
      (
        await call('/api/apps/invoice/clients', {
          method: 'POST',
          token: auditor,
          json: body.client,
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST and PUT /api/apps/invoice', () => {
  it('creates a Draft with id max + 1 and the money-module total', async () => {
    const { status, body: answer } = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: body,
    });
    expect(status).toBe(201);
    const { invoice, paymentDetails } = invoiceDetailResponseSchema.parse(answer);
    const total = invoiceTotals(body.lines).total;
    expect(invoice).toMatchObject({
      id: 5037,
      invoiceStatus: 'Draft',
      total: toMajor(total),
      balance: toMajor(total),
      service: 'Hosting',
      payments: [],
    });
    expect(paymentDetails.totalDue).toBe(toMajor(total));
    expect(invoice.history.map((e) => [e.action, e.actor.email])).toEqual([
      ['created', 'admin@demo.com'],
    ]);
    expect((await current(5037)).lines).toEqual(body.lines);
  });

  it('answers 400 with field errors, due date before issue date included', async () => {
    const { status, body: answer } = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: {
        ...body,
        dueDate: '2026-10-01',
        lines: [{ description: '', quantity: 0, unitPrice: 1.5, discount: 0, tax: 0 }],
      },
    });
    expect(status).toBe(400);
    expect(answer).toEqual({
      errors: {
        'lines.0.description': ['This field is required'],
        'lines.0.quantity': ['Must be more than 0'],
        'lines.0.unitPrice': ['Use whole cents'],
      },
    });
    const due = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: { ...body, dueDate: '2026-10-01' },
    });
    expect(due.body).toEqual({
      errors: { dueDate: ['The due date cannot be before the issue date'] },
    });
    const empty = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: { ...body, lines: [] },
    });
    expect(empty.body).toEqual({ errors: { lines: ['Add at least one line'] } });
  });

  it('updates: keeps payments, recomputes total and balance, status follows payments', async () => {
    const partial = seeded().find((i) => i.invoiceStatus === 'Partial Payment');
    if (!partial) throw new Error('no partial invoice');
    const paid = sumMinor(partial.payments.map((p) => p.amount));
    // Lines that cost less than what was paid: the invoice becomes Paid with a credit.
    const lines = [
      { description: 'Setup', quantity: 1, unitPrice: paid - 100, discount: 0, tax: 0 },
    ];
    const { status, body: answer } = await call(`/api/apps/invoice/${partial.id}`, {
      method: 'PUT',
      token: admin,
      json: { ...body, lines },
    });
    expect(status).toBe(200);
    const { invoice } = invoiceDetailResponseSchema.parse(answer);
    expect(invoice.payments).toHaveLength(partial.payments.length);
    expect(invoice.total).toBe(toMajor(paid - 100));
    expect(invoice.balance).toBe(-1);
    expect(invoice.invoiceStatus).toBe('Paid');
    expect(invoice.history.at(-1)).toMatchObject({
      action: 'updated',
      from: 'Partial Payment',
      to: 'Paid',
    });
    const draft = seeded().find((i) => i.invoiceStatus === 'Draft');
    const put = await call(`/api/apps/invoice/${draft?.id}`, {
      method: 'PUT',
      token: admin,
      json: body,
    });
    expect(invoiceDetailResponseSchema.parse(put.body).invoice.invoiceStatus).toBe('Draft');
    expect(
      await call('/api/apps/invoice/9999', { method: 'PUT', token: admin, json: body }),
    ).toEqual({ status: 404, body: { message: 'No invoice found with this id' } });
  });
});

describe('send and payments', () => {
  const send = {
    to: 'ada@engines.example',
    subject: 'Invoice',
    message: 'Please find it attached',
  };

  it('sends: records "sent" to the address; a Draft becomes Sent', async () => {
    const draft = seeded().find((i) => i.invoiceStatus === 'Draft');
    const { status, body: answer } = await call(`/api/apps/invoice/${draft?.id}/send`, {
      method: 'POST',
      token: admin,
      json: send,
    });
    expect(status).toBe(200);
    const { invoice } = invoiceDetailResponseSchema.parse(answer);
    expect(invoice.invoiceStatus).toBe('Sent');
    expect(invoice.history.at(-1)).toMatchObject({
      action: 'sent',
      from: 'Draft',
      to: 'Sent',
      detail: 'to ada@engines.example',
    });
    const paidOne = seeded().find((i) => i.invoiceStatus === 'Paid');
    const again = await call(`/api/apps/invoice/${paidOne?.id}/send`, {
      method: 'POST',
      token: admin,
      json: send,
    });
    const resent = invoiceDetailResponseSchema.parse(again.body).invoice;
    expect(resent.invoiceStatus).toBe('Paid');
    expect(resent.history.at(-1)).toMatchObject({ action: 'sent', from: null, to: null });
    const bad = await call(`/api/apps/invoice/${draft?.id}/send`, {
      method: 'POST',
      token: admin,
      json: { ...send, to: 'nope' },
    });
    expect(bad).toEqual({ status: 400, body: { errors: { to: ['Enter a valid email address'] } } });
  });

  it('records a partial payment then the rest: Partial Payment, then Paid with balance 0', async () => {
    const created = await call('/api/apps/invoice', { method: 'POST', token: admin, json: body });
    const { invoice } = invoiceDetailResponseSchema.parse(created.body);
    const total = toMinor(invoice.total);
    const first = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(1000),
    });
    expect(first.status).toBe(201);
    const afterFirst = invoiceDetailResponseSchema.parse(first.body);
    expect(afterFirst.invoice.invoiceStatus).toBe('Partial Payment');
    expect(afterFirst.invoice.balance).toBe(toMajor(total - 1000));
    expect(afterFirst.paymentDetails.totalDue).toBe(toMajor(total - 1000));
    expect(afterFirst.invoice.history.at(-1)).toMatchObject({
      action: 'payment',
      from: 'Draft',
      to: 'Partial Payment',
      detail: '$10.00 by card',
    });

    const tooMuch = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(total),
    });
    expect(tooMuch).toEqual({
      status: 400,
      body: { errors: { amount: ['The amount cannot be more than the balance'] } },
    });

    const rest = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(total - 1000),
    });
    const paid = invoiceDetailResponseSchema.parse(rest.body).invoice;
    expect(paid).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(paid.payments.map((p) => p.amount)).toEqual([1000, total - 1000]);

    const nothing = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(1),
    });
    expect(nothing).toEqual({
      status: 400,
      body: { errors: { amount: ['This invoice has no balance left to pay'] } },
    });
    const zero = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(0),
    });
    expect(zero.body).toEqual({ errors: { amount: ['The amount must be more than 0'] } });
  });
});

describe('abilities', () => {
  it('answers 403 to the auditor on every write and 401 when signed out', async () => {
    const auditor = await signIn('auditor@demo.com');
    const historyBefore = byId(4990).history.length;
    const writes: [string, string, unknown][] = [
      ['POST', '/api/apps/invoice', body],
      ['PUT', '/api/apps/invoice/4990', body],
      ['DELETE', '/api/apps/invoice/4990', undefined],
      ['POST', '/api/apps/invoice/4990/send', { to: 'a@b.co', subject: 's', message: 'm' }],
      ['POST', '/api/apps/invoice/4990/payments', payment(1)],
      ['POST', '/api/apps/invoice/clients', body.client],
    ];
    for (const [method, path, json] of writes) {
      expect(await call(path, { method, token: auditor, json })).toEqual({
        status: 403,
        body: { message: 'Forbidden' },
      });
      expect((await call(path, { method, json })).status).toBe(401);
    }
    expect((await call('/api/apps/invoice/4990', { token: auditor })).status).toBe(200);
    expect((await call('/api/apps/invoice/clients', { token: auditor })).status).toBe(200);
    expect((await current(4990)).history).toHaveLength(historyBefore);
    expect(await storedIds()).toHaveLength(50);
  });
});

describe('stored as the seed holds them', () => {
  it('answers every seeded invoice as the seed holds it', async () => {
    const all = await list('?itemsPerPage=-1');
    expect(all.invoices).toEqual([...seeded()].reverse());
  });

  it('sorts with the former tie-break (the newest first among equals), in both orders', async () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    for (const [sortBy, compare] of [
      ['client', (a: Invoice, b: Invoice) => collator.compare(a.client.name, b.client.name)],
      ['date', (a: Invoice, b: Invoice) => collator.compare(a.issuedDate, b.issuedDate)],
      ['total', (a: Invoice, b: Invoice) => a.total - b.total],
      ['balance', (a: Invoice, b: Invoice) => a.balance - b.balance],
      ['id', (a: Invoice, b: Invoice) => a.id - b.id],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const direction = orderBy === 'desc' ? -1 : 1;
        const expected = [...seeded()]
          .reverse()
          .sort((a, b) => direction * compare(a, b))
          .map((i) => i.id);
        expect(ids(await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`))).toEqual(
          expected,
        );
      }
    }
  });
});

describe('concurrent changes and transactions', () => {
  it('two payments of the whole balance at once: one is recorded, the other refused', async () => {
    const sent = seeded().find((i) => i.invoiceStatus === 'Sent');
    if (!sent) throw new Error('no Sent invoice');
    const due = toMinor(sent.balance);
    const pay = () =>
      call(`/api/apps/invoice/${sent.id}/payments`, {
        method: 'POST',
        token: admin,
        json: payment(due),
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual({
      errors: { amount: ['This invoice has no balance left to pay'] },
    });
    const stored = await current(sent.id);
    expect(stored).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
    expect(stored.payments).toHaveLength(1);
  });

  it('a payment that fails half-way leaves nothing written', async () => {
    const sent = seeded().find((i) => i.invoiceStatus === 'Sent');
    if (!sent) throw new Error('no Sent invoice');
    await arrangeUpdateFails('invoices', 'paid');
    const answer = await call(`/api/apps/invoice/${sent.id}/payments`, {
      method: 'POST',
      token: admin,
      json: payment(100),
    });
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await current(sent.id)).toEqual(sent);
    const payments = (await storedRows('invoice_payments')).filter(
      (row) => row.invoice_id === sent.id,
    );
    expect(payments).toEqual([]);
  });

  it('new invoices keep the avatar of the client and each change is stored', async () => {
    const withAvatar = seeded().find((i) => i.avatar !== '');
    if (!withAvatar) throw new Error('no avatar');
    const created = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: {
        ...body,
        client: {
          ...withAvatar.client,
          companyEmail: withAvatar.client.companyEmail.toUpperCase(),
        },
      },
    });
    const { invoice } = invoiceDetailResponseSchema.parse(created.body);
    const first = seeded().find(
      (i) => i.client.companyEmail.toLowerCase() === withAvatar.client.companyEmail.toLowerCase(),
    );
    expect(invoice.avatar).toBe(first?.avatar);
    expect(await current(invoice.id)).toEqual(invoice);
    const noService = await call('/api/apps/invoice', {
      method: 'POST',
      token: admin,
      json: { ...body, service: '' },
    });
    expect(invoiceDetailResponseSchema.parse(noService.body).invoice).toMatchObject({
      service: 'VPS',
      avatar: '',
    });
  });
});
