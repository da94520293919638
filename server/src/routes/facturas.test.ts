import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceTotals } from '@portal/contract/money';
import {
  BILLING_MESSAGES,
  FACTURA_STATUSES,
  facturaDetailResponseSchema,
  facturaSchema,
  facturasResponseSchema,
  notaSchema,
  type Factura,
} from '@portal/contract';
import { FACTURACION_SEED_DAY } from '../db/seed/data/seed-facturacion';
import { searchGrams } from '../repositories/facturas.repository';
import { FACTURA_MESSAGES } from '../services/facturas';
import {
  arrangeUpdateFails,
  call,
  seedData,
  signIn,
  storedHistory,
  storedRow,
  storedRowCount,
  storedRows,
  testClock,
  useTestApp,
} from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
  vi.spyOn(testClock(), 'today').mockReturnValue(FACTURACION_SEED_DAY);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function list(query: string, token = admin) {
  const { status, body } = await call(`/api/billing/facturas${query}`, { token });
  expect(status).toBe(200);
  return facturasResponseSchema.parse(body);
}

/** A seeded invoice as the API shows it on the seed day. */
const factura = (predicate: (f: Factura) => boolean) => {
  const found = seedData().facturas.find(predicate);
  if (!found) throw new Error('no such seeded factura');
  return found;
};

/** The invoice as stored now (through the API). */
async function current(id: number) {
  const { status, body } = await call(`/api/billing/facturas/${id}`, { token: admin });
  expect(status).toBe(200);
  return facturaDetailResponseSchema.parse(body).factura;
}

const isOpenNota = (nota: { status: string }) => nota.status === 'draft' || nota.status === 'sent';

const body = {
  customerId: 2,
  currency: 'EUR',
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  lines: [
    { description: 'VPS', quantity: 2, unitPrice: 4850, discount: 10, tax: 21 },
    { description: 'Setup', quantity: 1.5, unitPrice: 6000, discount: 0, tax: 21 },
  ],
  notes: 'Thanks',
};

describe('GET /api/billing/facturas', () => {
  it('answers rows without lines, payments or history, newest first', async () => {
    const result = await list('');
    expect(result.totalFacturas).toBe(120);
    expect(result.facturas).toHaveLength(10);
    expect(result.facturas[0]?.id).toBe(120);
    expect(result.facturas[0]).not.toHaveProperty('lines');
    expect(result.facturas[0]).not.toHaveProperty('history');
  });

  it('filters by status, customer, currency, issue dates and search', async () => {
    const db = seedData().facturas;
    for (const status of FACTURA_STATUSES) {
      const result = await list(`?status=${status}&itemsPerPage=-1`);
      expect(result.totalFacturas).toBe(db.filter((f) => f.status === status).length);
      expect(result.totalFacturas).toBeGreaterThan(0);
    }
    const some = factura((f) => f.number !== null);
    const byNumber = await list(`?q=${some.number?.toLowerCase() ?? ''}`);
    expect(byNumber.facturas.map((row) => row.id)).toEqual([some.id]);
    const byTaxId = await list(`?q=${encodeURIComponent(some.customer.taxId)}&itemsPerPage=-1`);
    expect(byTaxId.facturas.every((row) => row.customer.id === some.customer.id)).toBe(true);
    const byName = await list(
      `?q=${encodeURIComponent(some.customer.name.toUpperCase())}&itemsPerPage=-1`,
    );
    expect(byName.facturas.map((row) => row.id)).toContain(some.id);
    const ranged = await list(
      `?customerId=${some.customer.id}&currency=${some.currency}&issuedFrom=2026-01-01&issuedTo=2026-06-30&itemsPerPage=-1`,
    );
    expect(
      ranged.facturas.every(
        (row) =>
          row.customer.id === some.customer.id &&
          row.currency === some.currency &&
          row.issueDate >= '2026-01-01' &&
          row.issueDate <= '2026-06-30',
      ),
    ).toBe(true);
  });

  it('filters exactly as the seed says, and searches like the former list', async () => {
    const db = seedData().facturas;
    const some = factura((f) => f.number !== null && f.currency === 'USD');
    const ranged = await list(
      `?customerId=${some.customer.id}&currency=USD&issuedFrom=2026-01-01&issuedTo=2026-06-30&itemsPerPage=-1`,
    );
    expect(ranged.facturas.map((row) => row.id)).toEqual(
      db
        .filter(
          (f) =>
            f.customer.id === some.customer.id &&
            f.currency === 'USD' &&
            f.issueDate >= '2026-01-01' &&
            f.issueDate <= '2026-06-30',
        )
        .map((f) => f.id)
        .reverse(),
    );
    for (const q of ['a', 'FA-2026-0001', ' lumen ', 'Ó', '%', '_', '30-']) {
      const needle = q.trim().toLowerCase();
      const expected = db
        .filter(
          (f) =>
            (f.number ?? '').toLowerCase().includes(needle) ||
            f.customer.name.toLowerCase().includes(needle) ||
            f.customer.taxId.toLowerCase().includes(needle),
        )
        .map((f) => f.id)
        .reverse();
      const result = await list(`?q=${encodeURIComponent(q)}&itemsPerPage=-1`);
      expect(result.facturas.map((row) => row.id)).toEqual(expected);
      expect(result.totalFacturas).toBe(expected.length);
    }
    expect((await list('?q=%0A')).totalFacturas).toBe(120);
    expect((await list(`?q=${encodeURIComponent('a\nb')}`)).totalFacturas).toBe(0);
  });

  it('sorts by every key in both orders', async () => {
    for (const [sortBy, value] of [
      ['issueDate', (row: Factura) => row.issueDate],
      ['dueDate', (row: Factura) => row.dueDate],
      ['total', (row: Factura) => row.total],
      ['balance', (row: Factura) => row.balance],
    ] as const) {
      const asc = await list(`?sortBy=${sortBy}&orderBy=asc&itemsPerPage=-1`);
      const values = asc.facturas.map((row) => value(row as Factura));
      expect(values).toEqual([...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = await list(`?sortBy=${sortBy}&orderBy=desc&itemsPerPage=-1`);
      expect(desc.facturas.map((row) => value(row as Factura))).toEqual([...values].reverse());
    }
    const byNumber = await list('?sortBy=number&itemsPerPage=-1');
    const numbers = byNumber.facturas.map((row) => row.number);
    expect(numbers.at(-1)).toBeNull();
    const byCustomer = await list('?sortBy=customer&orderBy=desc&itemsPerPage=5');
    const names = byCustomer.facturas.map((row) => row.customer.name);
    expect(names).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    const byStatus = await list('?sortBy=status&itemsPerPage=-1');
    const ranks = byStatus.facturas.map((row) => FACTURA_STATUSES.indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('sorts with the former tie-breaks: the newest first among equals, drafts as the greatest number', async () => {
    const db = seedData().facturas;
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const rank = (f: Factura) => FACTURA_STATUSES.indexOf(f.status);
    const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const byNumber = (a: Factura, b: Factura) =>
      a.number === b.number
        ? 0
        : a.number === null
          ? 1
          : b.number === null
            ? -1
            : compareText(a.number, b.number);
    for (const [sortBy, compare] of [
      ['number', byNumber],
      ['customer', (a: Factura, b: Factura) => collator.compare(a.customer.name, b.customer.name)],
      ['issueDate', (a: Factura, b: Factura) => compareText(a.issueDate, b.issueDate)],
      ['dueDate', (a: Factura, b: Factura) => compareText(a.dueDate, b.dueDate)],
      ['total', (a: Factura, b: Factura) => a.total - b.total],
      ['balance', (a: Factura, b: Factura) => a.balance - b.balance],
      ['status', (a: Factura, b: Factura) => rank(a) - rank(b)],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const expected = [...db]
          .sort((a, b) =>
            orderBy === 'desc' ? compare(b, a) || b.id - a.id : compare(a, b) || b.id - a.id,
          )
          .map((f) => f.id);
        const result = await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`);
        expect(
          result.facturas.map((row) => row.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(expected);
        const page = await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=7&page=3`);
        expect(page.facturas.map((row) => row.id)).toEqual(expected.slice(14, 21));
      }
    }
  });

  it('due=1 keeps invoices with a balance that can go in a billing note', async () => {
    const result = await list('?due=1&itemsPerPage=-1');
    const notas = seedData().notas;
    const open = new Set(notas.filter(isOpenNota).map((n) => n.id));
    expect(result.totalFacturas).toBeGreaterThan(0);
    for (const row of result.facturas) {
      expect(['issued', 'partially_paid', 'overdue']).toContain(row.status);
      expect(row.balance).toBeGreaterThan(0);
      expect(row.notaIds.some((id) => open.has(id))).toBe(false);
    }
    const expected = seedData()
      .facturas.filter(
        (f) =>
          ['issued', 'partially_paid', 'overdue'].includes(f.status) &&
          f.balance > 0 &&
          !f.notaIds.some((id) => open.has(id)),
      )
      .map((f) => f.id)
      .reverse();
    expect(result.facturas.map((row) => row.id)).toEqual(expected);
  });

  it('marks issued invoices past their due date overdue when read, by the system', async () => {
    const issued = factura((f) => f.status === 'issued');
    vi.mocked(testClock().today).mockReturnValue('2030-01-01');
    const { body } = await call(`/api/billing/facturas/${issued.id}`, { token: admin });
    const detail = facturaDetailResponseSchema.parse(body);
    expect(detail.factura.status).toBe('overdue');
    expect(detail.factura.history.at(-1)).toMatchObject({
      action: 'overdue',
      from: 'issued',
      to: 'overdue',
      actor: { id: 0, fullName: 'System' },
    });
  });

  it('computes overdue from the clock in every answer without writing on a GET', async () => {
    const issued = factura((f) => f.status === 'issued');
    const historyBefore = await storedRowCount('facturas_history');
    vi.mocked(testClock().today).mockReturnValue('2030-01-01');
    const overdue = await list('?status=overdue&itemsPerPage=-1');
    expect(overdue.facturas.map((row) => row.id)).toContain(issued.id);
    expect(overdue.facturas.every((row) => row.status === 'overdue')).toBe(true);
    expect((await list('?status=issued&itemsPerPage=-1')).totalFacturas).toBe(0);
    const byStatus = await list('?sortBy=status&itemsPerPage=-1');
    const ranks = byStatus.facturas.map((row) => FACTURA_STATUSES.indexOf(row.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const detail = await current(issued.id);
    expect(detail.status).toBe('overdue');
    // The overdue entry is dated the day after the due date; it is computed, not stored.
    expect(detail.history.at(-1)?.at).toBe(
      new Date(Date.parse(`${issued.dueDate}T00:00:00Z`) + 86_400_000).toISOString(),
    );
    expect(await current(issued.id)).toEqual(detail);
    expect((await storedRow('facturas', issued.id)).status).toBe('issued');
    expect(await storedRowCount('facturas_history')).toBe(historyBefore);
    // Back on the seed day it is issued again, without an overdue entry.
    vi.mocked(testClock().today).mockReturnValue(FACTURACION_SEED_DAY);
    expect((await current(issued.id)).status).toBe('issued');
    expect((await current(issued.id)).history.at(-1)?.action).toBe('issued');
  });

  it('stores the overdue entry before a change of an overdue invoice, as the former sweep did', async () => {
    const issued = factura((f) => f.status === 'issued' && f.total > 100);
    vi.mocked(testClock().today).mockReturnValue('2030-01-01');
    const paid = await call(`/api/billing/facturas/${issued.id}/payments`, {
      method: 'POST',
      json: { amount: 100, date: '2029-12-31', method: 'card' },
      token: admin,
    });
    expect(paid.status).toBe(201);
    const answer = facturaSchema.parse(paid.body);
    // Still past its due date with a balance: overdue again, computed after the payment.
    expect(answer.status).toBe('overdue');
    expect(answer.history.slice(-3).map((e) => [e.action, e.from, e.to, e.actor.id])).toEqual([
      ['overdue', 'issued', 'overdue', 0],
      ['payment', 'overdue', 'partially_paid', 1],
      ['overdue', 'partially_paid', 'overdue', 0],
    ]);
    expect((await storedRow('facturas', issued.id)).status).toBe('partially_paid');
    const stored = await storedHistory('facturas_history', issued.id);
    expect(
      stored.slice(-2).map(({ action, actor }) => ({ action, actor_name: actor.fullName })),
    ).toEqual([
      { action: 'overdue', actor_name: 'System' },
      { action: 'payment', actor_name: 'John Doe' },
    ]);
  });

  it('answers 400 for bad filters and 401 without a session', async () => {
    const { status, body } = await call('/api/billing/facturas?status=lost&sortBy=age', {
      token: admin,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { status: [expect.any(String)], sortBy: [expect.any(String)] },
    });
    expect((await call('/api/billing/facturas')).status).toBe(401);
    const client = await signIn('client@demo.com', 'client');
    expect(await call('/api/billing/facturas', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });
});

describe('GET /api/billing/facturas/:id', () => {
  it('answers the invoice and its notes, 404 otherwise', async () => {
    const inNote = factura((f) => f.notaIds.length > 0);
    const { status, body } = await call(`/api/billing/facturas/${inNote.id}`, { token: admin });
    expect(status).toBe(200);
    const detail = facturaDetailResponseSchema.parse(body);
    expect(detail.notas.map((n) => n.id)).toEqual(inNote.notaIds);
    expect(detail.notas[0]).not.toHaveProperty('history');
    for (const id of ['99999', 'abc']) {
      expect(await call(`/api/billing/facturas/${id}`, { token: admin })).toEqual({
        status: 404,
        body: { message: BILLING_MESSAGES.facturaNotFound },
      });
    }
  });

  it('answers every seeded invoice as the seed holds it on the seed day', async () => {
    for (const seeded of seedData().facturas.filter((f) => f.id % 7 === 0 || f.notaIds.length))
      expect(await current(seeded.id)).toEqual(seeded);
  });
});

describe('invoice workflow', () => {
  it('creates a draft with computed totals, edits it, issues it with the next number', async () => {
    const created = await call('/api/billing/facturas', {
      method: 'POST',
      json: body,
      token: admin,
    });
    expect(created.status).toBe(201);
    const draft = facturaSchema.parse(created.body);
    expect(draft).toMatchObject({ id: 121, number: null, status: 'draft', customer: { id: 2 } });
    expect(draft.total).toBe(invoiceTotals(body.lines).total);
    expect(draft.history[0]).toMatchObject({
      action: 'created',
      to: 'draft',
      actor: { email: 'admin@demo.com' },
    });

    const edited = await call(`/api/billing/facturas/${draft.id}`, {
      method: 'PUT',
      json: { ...body, lines: [body.lines[0]] },
      token: admin,
    });
    expect(edited.status).toBe(200);
    expect(facturaSchema.parse(edited.body).total).toBe(invoiceTotals([body.lines[0]!]).total);

    const last2026 = seedData()
      .facturas.map((f) => f.number ?? '')
      .filter((n) => n.startsWith('FA-2026-'))
      .sort()
      .at(-1);
    const issued = await call(`/api/billing/facturas/${draft.id}/issue`, {
      method: 'POST',
      token: admin,
    });
    expect(issued.status).toBe(200);
    const issuedFactura = facturaSchema.parse(issued.body);
    expect(issuedFactura.status).toBe('issued');
    expect(issuedFactura.number).toBe(
      `FA-2026-${String(Number(last2026?.slice(-5)) + 1).padStart(5, '0')}`,
    );
    expect(issuedFactura.history.at(-1)).toMatchObject({
      action: 'issued',
      from: 'draft',
      to: 'issued',
    });
    expect(issuedFactura.history.map((e) => e.action)).toEqual(['created', 'updated', 'issued']);
    // The new number is searchable.
    expect(
      (await list(`?q=${issuedFactura.number?.toLowerCase() ?? ''}`)).facturas.map((r) => r.id),
    ).toEqual([draft.id]);

    // Not a draft any more: no edit, no second issue, no delete.
    expect(
      await call(`/api/billing/facturas/${draft.id}`, { method: 'PUT', json: body, token: admin }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.onlyDraftEdit } });
    expect(
      await call(`/api/billing/facturas/${draft.id}/issue`, { method: 'POST', token: admin }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.onlyDraftIssue } });
    expect(
      await call(`/api/billing/facturas/${draft.id}`, { method: 'DELETE', token: admin }),
    ).toEqual({
      status: 409,
      body: { message: 'Only draft invoices can be deleted; void it instead' },
    });
  });

  it('counts searches of one or two characters in step with every write of an invoice', async () => {
    /** The kept counts are what the stored search texts hold, and the list answers them. */
    async function expectCountsInStep() {
      const texts = (await storedRows('facturas')).map((row) => row.search_text);
      const expected = new Map<string, number>();
      for (const text of texts)
        for (const gram of searchGrams(text)) expected.set(gram, (expected.get(gram) ?? 0) + 1);
      const kept = (await storedRows('factura_search_grams')).filter((row) => row.facturas !== 0);
      expect(new Map(kept.map((row) => [row.gram, row.facturas]))).toEqual(expected);
      for (const q of ['a', 'FA', '7', 'Ó', '-2', 'zq', '%']) {
        const needle = q.toLowerCase();
        const matches = texts.filter((text) =>
          text.split('\n').some((line) => line.includes(needle)),
        ).length;
        expect((await list(`?q=${encodeURIComponent(q)}&itemsPerPage=5`)).totalFacturas, q).toBe(
          matches,
        );
      }
    }
    await expectCountsInStep();
    const created = await call('/api/billing/facturas', {
      method: 'POST',
      json: body,
      token: admin,
    });
    const draft = facturaSchema.parse(created.body);
    await expectCountsInStep();
    const otherCustomer = factura((f) => f.customer.id !== body.customerId).customer.id;
    expect(
      (
        await call(`/api/billing/facturas/${draft.id}`, {
          method: 'PUT',
          json: { ...body, customerId: otherCustomer },
          token: admin,
        })
      ).status,
    ).toBe(200);
    await expectCountsInStep();
    expect(
      (await call(`/api/billing/facturas/${draft.id}/issue`, { method: 'POST', token: admin }))
        .status,
    ).toBe(200);
    await expectCountsInStep();
    const second = facturaSchema.parse(
      (await call('/api/billing/facturas', { method: 'POST', json: body, token: admin })).body,
    );
    expect(
      (await call(`/api/billing/facturas/${second.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(204);
    await expectCountsInStep();
  });

  it('stores the lines, figures and customer snapshot of a draft', async () => {
    const created = facturaSchema.parse(
      (await call('/api/billing/facturas', { method: 'POST', json: body, token: admin })).body,
    );
    const customer = seedData().customers.find((c) => c.id === 2);
    const totals = invoiceTotals(body.lines);
    expect(created).toMatchObject({
      customer: { id: 2, name: customer?.name, taxId: customer?.taxId },
      currency: 'EUR',
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      lines: body.lines,
      notes: 'Thanks',
      subtotal: totals.subtotal,
      discount: totals.discount,
      tax: totals.tax,
      total: totals.total,
      paid: 0,
      balance: totals.total,
      payments: [],
      voidReason: null,
      notaIds: [],
    });
    expect(await current(created.id)).toEqual(created);
  });

  it('validates the body with field errors', async () => {
    const { status, body: errors } = await call('/api/billing/facturas', {
      method: 'POST',
      json: { ...body, customerId: 999, dueDate: '2026-11-01', lines: [] },
      token: admin,
    });
    expect(status).toBe(400);
    expect(errors).toMatchObject({
      errors: {
        lines: ['Add at least one line'],
      },
    });
    const unknown = await call('/api/billing/facturas', {
      method: 'POST',
      json: { ...body, customerId: 999 },
      token: admin,
    });
    expect(unknown).toEqual({
      status: 400,
      body: { errors: { customerId: [BILLING_MESSAGES.customerNotFound] } },
    });
    const dates = await call('/api/billing/facturas', {
      method: 'POST',
      json: { ...body, dueDate: '2026-11-01' },
      token: admin,
    });
    expect(dates).toEqual({
      status: 400,
      body: { errors: { dueDate: ['The due date cannot be before the issue date'] } },
    });
    expect(await storedRowCount('facturas')).toBe(120);
  });

  it('checks in the former order: 404, then the body, then the state', async () => {
    const paid = factura((f) => f.status === 'paid');
    expect(
      await call('/api/billing/facturas/99999', { method: 'PUT', json: {}, token: admin }),
    ).toEqual({ status: 404, body: { message: BILLING_MESSAGES.facturaNotFound } });
    expect(
      (await call(`/api/billing/facturas/${paid.id}`, { method: 'PUT', json: {}, token: admin }))
        .status,
    ).toBe(400);
    expect(
      await call(`/api/billing/facturas/${paid.id}/void`, {
        method: 'POST',
        json: { reason: '' },
        token: admin,
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await call('/api/billing/facturas/99999/payments', {
        method: 'POST',
        json: {},
        token: admin,
      }),
    ).toEqual({ status: 404, body: { message: BILLING_MESSAGES.facturaNotFound } });
    expect(await call('/api/billing/facturas/abc/issue', { method: 'POST', token: admin })).toEqual(
      { status: 404, body: { message: BILLING_MESSAGES.facturaNotFound } },
    );
  });

  it('records payments: partial then the rest; refuses more than the balance', async () => {
    const issued = factura((f) => f.status === 'issued' && f.total > 100);
    const pay = (amount: number) =>
      call(`/api/billing/facturas/${issued.id}/payments`, {
        method: 'POST',
        json: { amount, date: '2026-11-22', method: 'card', note: 'first' },
        token: admin,
      });
    expect(await pay(issued.total + 1)).toEqual({
      status: 400,
      body: { errors: { amount: [FACTURA_MESSAGES.amountAboveBalance] } },
    });
    expect((await pay(0)).status).toBe(400);
    const partial = facturaSchema.parse((await pay(100)).body);
    expect(partial).toMatchObject({
      status: 'partially_paid',
      paid: 100,
      balance: issued.total - 100,
    });
    expect(partial.history.at(-1)).toMatchObject({
      action: 'payment',
      from: 'issued',
      to: 'partially_paid',
    });
    expect(partial.payments.at(-1)).toMatchObject({
      amount: 100,
      date: '2026-11-22',
      method: 'card',
      note: 'first',
      recordedBy: 'admin@demo.com',
    });
    const rest = facturaSchema.parse((await pay(partial.balance)).body);
    expect(rest).toMatchObject({ status: 'paid', balance: 0, paid: issued.total });
    expect(rest.payments).toHaveLength(2);
    expect(await pay(1)).toEqual({
      status: 409,
      body: { message: FACTURA_MESSAGES.paymentOnPaid },
    });
  });

  it('moves an overdue invoice to paid with a payment of its balance', async () => {
    const overdue = factura((f) => f.status === 'overdue');
    const { status, body: paid } = await call(`/api/billing/facturas/${overdue.id}/payments`, {
      method: 'POST',
      json: { amount: overdue.balance, date: '2026-11-22', method: 'cash' },
      token: admin,
    });
    expect(status).toBe(201);
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(facturaSchema.parse(paid).history.at(-1)).toMatchObject({
      action: 'payment',
      from: 'overdue',
      to: 'paid',
    });
  });

  it('refuses payments on drafts and voided invoices', async () => {
    const draft = factura((f) => f.status === 'draft');
    const voided = factura((f) => f.status === 'voided');
    const json = { amount: 1, date: '2026-11-22', method: 'cash' };
    expect(
      await call(`/api/billing/facturas/${draft.id}/payments`, {
        method: 'POST',
        json,
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.paymentOnDraft } });
    expect(
      await call(`/api/billing/facturas/${voided.id}/payments`, {
        method: 'POST',
        json,
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.paymentOnVoided } });
  });

  it('voids with a reason, never deletes a voided invoice', async () => {
    const issued = factura((f) => f.status === 'issued' && f.notaIds.length === 0);
    const path = `/api/billing/facturas/${issued.id}/void`;
    expect((await call(path, { method: 'POST', json: { reason: '' }, token: admin })).status).toBe(
      400,
    );
    const voided = await call(path, {
      method: 'POST',
      json: { reason: 'Wrong customer' },
      token: admin,
    });
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ status: 'voided', voidReason: 'Wrong customer' });
    expect(facturaSchema.parse(voided.body).history.at(-1)).toMatchObject({
      action: 'voided',
      from: 'issued',
      to: 'voided',
      detail: 'Wrong customer',
    });
    expect(await call(path, { method: 'POST', json: { reason: 'Again' }, token: admin })).toEqual({
      status: 409,
      body: { message: FACTURA_MESSAGES.voidVoided },
    });
    expect(
      (await call(`/api/billing/facturas/${issued.id}`, { method: 'DELETE', token: admin })).status,
    ).toBe(409);
    const paid = factura((f) => f.status === 'paid');
    expect(
      await call(`/api/billing/facturas/${paid.id}/void`, {
        method: 'POST',
        json: { reason: 'No way' },
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.voidPaid } });
  });

  it('refuses to void an invoice in an open billing note', async () => {
    const open = new Set(
      seedData()
        .notas.filter(isOpenNota)
        .map((n) => n.id),
    );
    const inOpen = factura((f) => f.notaIds.some((id) => open.has(id)) && f.status !== 'paid');
    expect(
      await call(`/api/billing/facturas/${inOpen.id}/void`, {
        method: 'POST',
        json: { reason: 'Because' },
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: FACTURA_MESSAGES.voidInOpenNota } });
  });

  it('deletes drafts only (204), 404 for unknown ids', async () => {
    const draft = factura((f) => f.status === 'draft');
    expect(
      await call(`/api/billing/facturas/${draft.id}`, { method: 'DELETE', token: admin }),
    ).toEqual({
      status: 204,
      body: null,
    });
    expect((await call(`/api/billing/facturas/${draft.id}`, { token: admin })).status).toBe(404);
    expect(await call('/api/billing/facturas/99999', { method: 'DELETE', token: admin })).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.facturaNotFound },
    });
    expect(await storedHistory('facturas_history', draft.id)).toEqual([]);
  });
});

describe('concurrent changes', () => {
  it('of two payments of the whole balance sent at once, the second gets 409', async () => {
    const issued = factura((f) => f.status === 'issued');
    const pay = () =>
      call(`/api/billing/facturas/${issued.id}/payments`, {
        method: 'POST',
        json: { amount: issued.balance, date: '2026-11-22', method: 'cash' },
        token: admin,
      });
    const before = await storedRowCount('factura_payments');
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: FACTURA_MESSAGES.paymentOnPaid,
    });
    expect(await storedRowCount('factura_payments')).toBe(before + 1);
    expect(await storedRow('facturas', issued.id)).toMatchObject({
      status: 'paid',
      paid: issued.total,
      balance: 0,
    });
  });

  it('two partial payments at once never pay more than the balance', async () => {
    const issued = factura((f) => f.status === 'issued' && f.balance > 10);
    const amount = Math.ceil(issued.balance * 0.6);
    const pay = () =>
      call(`/api/billing/facturas/${issued.id}/payments`, {
        method: 'POST',
        json: { amount, date: '2026-11-22', method: 'cash' },
        token: admin,
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect((await storedRow('facturas', issued.id)).paid).toBe(amount);
  });

  it('issuing the same draft twice at once: one number, the second gets 409', async () => {
    const draft = factura((f) => f.status === 'draft');
    const issue = () =>
      call(`/api/billing/facturas/${draft.id}/issue`, { method: 'POST', token: admin });
    const answers = await Promise.all([issue(), issue()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: FACTURA_MESSAGES.onlyDraftIssue,
    });
  });

  it('two drafts issued at once get two consecutive numbers', async () => {
    const drafts = seedData().facturas.filter((f) => f.status === 'draft');
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const answers = await Promise.all(
      drafts
        .slice(0, 2)
        .map((d) => call(`/api/billing/facturas/${d.id}/issue`, { method: 'POST', token: admin })),
    );
    const numbers = answers.map((a) => facturaSchema.parse(a.body).number ?? '').sort();
    const last2026 = Math.max(
      ...seedData()
        .facturas.map((f) => f.number ?? '')
        .filter((n) => n.startsWith('FA-2026-'))
        .map((n) => Number(n.slice(-5))),
    );
    expect(numbers).toEqual([
      `FA-2026-${String(last2026 + 1).padStart(5, '0')}`,
      `FA-2026-${String(last2026 + 2).padStart(5, '0')}`,
    ]);
  });
});

describe('transactions', () => {
  it('a payment that fails half-way leaves nothing written', async () => {
    const issued = factura((f) => f.status === 'issued');
    const payments = await storedRowCount('factura_payments');
    const history = await storedRowCount('facturas_history');
    await arrangeUpdateFails('facturas', 'paid');
    const answer = await call(`/api/billing/facturas/${issued.id}/payments`, {
      method: 'POST',
      json: { amount: 1, date: '2026-11-22', method: 'cash' },
      token: admin,
    });
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await storedRowCount('factura_payments')).toBe(payments);
    expect(await storedRowCount('facturas_history')).toBe(history);
    expect(await storedRow('facturas', issued.id)).toMatchObject({ status: 'issued', paid: 0 });
  });

  it('settling a note that fails at the end leaves its invoices unpaid', async () => {
    const draft = seedData().notas.find((n) => n.status === 'draft');
    if (!draft) throw new Error('no draft note');
    const payments = await storedRowCount('factura_payments');
    await arrangeUpdateFails('notas', 'status');
    const answer = await call(`/api/billing/notas/${draft.id}/pay`, {
      method: 'POST',
      json: { date: '2026-11-22', method: 'cash' },
      token: admin,
    });
    expect(answer.status).toBe(500);
    expect(await storedRowCount('factura_payments')).toBe(payments);
    for (const id of draft.facturaIds)
      expect((await current(id)).status).toBe(seedData().facturas.find((f) => f.id === id)?.status);
    const nota = await call(`/api/billing/notas/${draft.id}`, { token: admin });
    expect(notaSchema.parse((nota.body as { nota: unknown }).nota).status).toBe('draft');
  });
});

describe('demo reset', () => {
  it('brings back the sample invoices and restarts the number series', async () => {
    const draft = factura((f) => f.status === 'draft');
    const issue = async () =>
      facturaSchema.parse(
        (await call(`/api/billing/facturas/${draft.id}/issue`, { method: 'POST', token: admin }))
          .body,
      ).number;
    const first = await issue();
    await call('/api/billing/facturas', { method: 'POST', json: body, token: admin });
    expect(await call('/api/demo/reset', { method: 'POST', json: {}, token: admin })).toMatchObject(
      { status: 204 },
    );
    expect((await list('')).totalFacturas).toBe(120);
    expect(await current(draft.id)).toEqual(draft);
    expect(await issue()).toBe(first);
    const created = await call('/api/billing/facturas', {
      method: 'POST',
      json: body,
      token: admin,
    });
    expect(created.body).toMatchObject({ id: 121 });
  });
});

describe('auditor', () => {
  it('reads but gets 403 on every write', async () => {
    const auditor = await signIn('auditor@demo.com', 'auditor');
    expect((await list('', auditor)).totalFacturas).toBe(120);
    const draft = factura((f) => f.status === 'draft');
    const issued = factura((f) => f.status === 'issued');
    const writes: [string, string, unknown][] = [
      ['POST', '/api/billing/facturas', body],
      ['PUT', `/api/billing/facturas/${draft.id}`, body],
      ['POST', `/api/billing/facturas/${draft.id}/issue`, undefined],
      [
        'POST',
        `/api/billing/facturas/${issued.id}/payments`,
        { amount: 1, date: '2026-11-22', method: 'cash' },
      ],
      ['POST', `/api/billing/facturas/${issued.id}/void`, { reason: 'Because' }],
      ['DELETE', `/api/billing/facturas/${draft.id}`, undefined],
    ];
    for (const [method, path, json] of writes) {
      expect(await call(path, { method, json, token: auditor })).toEqual({
        status: 403,
        body: { message: 'Forbidden' },
      });
    }
    expect(await storedRowCount('facturas')).toBe(120);
    expect((await storedRow('facturas', draft.id)).status).toBe('draft');
  });
});
