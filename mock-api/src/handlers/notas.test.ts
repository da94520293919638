import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACTURACION_SEED_DAY } from '../db/seed-facturacion';
import { getDb } from '../db/store';
import { sumMinor } from '@portal/contract/money';
import {
  BILLING_MESSAGES,
  NOTA_STATUSES,
  facturaSchema,
  facturasResponseSchema,
  notaDetailResponseSchema,
  notaSchema,
  notasResponseSchema,
  type Factura,
  type Nota,
} from '@portal/contract';
import { call, signIn, useMockServer } from '../testing/server';
import { billingClock, isOpenNota } from './facturacion';
import { NOTA_MESSAGES } from './notas';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
  vi.spyOn(billingClock, 'today').mockReturnValue(FACTURACION_SEED_DAY);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function list(query: string, token = admin) {
  const { status, body } = await call(`/api/billing/notas${query}`, { token });
  expect(status).toBe(200);
  return notasResponseSchema.parse(body);
}

const nota = (predicate: (n: Nota) => boolean) => {
  const found = getDb().notas.find(predicate);
  if (!found) throw new Error('no such seeded nota');
  return found;
};

/** Two overdue invoices of one customer and currency that are in no open note. */
async function twoDueInvoices(): Promise<Factura[]> {
  const { body } = await call('/api/billing/facturas?due=1&status=overdue&itemsPerPage=-1', {
    token: admin,
  });
  const rows = facturasResponseSchema.parse(body).facturas;
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.customer.id}:${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row.id]);
  }
  const ids = [...groups.values()].find((group) => group.length >= 2)?.slice(0, 2) ?? [];
  expect(ids).toHaveLength(2);
  return getDb().facturas.filter((f) => ids.includes(f.id));
}

describe('GET /api/billing/notas', () => {
  it('lists the seeded notes newest first, in every status', async () => {
    const result = await list('?itemsPerPage=-1');
    expect(result.totalNotas).toBe(getDb().notas.length);
    expect(result.totalNotas).toBeGreaterThanOrEqual(12);
    expect(result.notas[0]?.id).toBe(result.totalNotas);
    expect(result.notas[0]).not.toHaveProperty('history');
    for (const status of NOTA_STATUSES) {
      const filtered = await list(`?status=${status}&itemsPerPage=-1`);
      expect(filtered.totalNotas).toBeGreaterThan(0);
      expect(filtered.notas.every((n) => n.status === status)).toBe(true);
    }
  });

  it('searches number or customer, filters by customer, sorts and pages', async () => {
    const some = nota(() => true);
    expect((await list(`?q=${some.number.toLowerCase()}`)).notas.map((n) => n.id)).toEqual([
      some.id,
    ]);
    const byCustomer = await list(`?q=${encodeURIComponent(some.customer.name)}&itemsPerPage=-1`);
    expect(byCustomer.notas.map((n) => n.id)).toContain(some.id);
    const byId = await list(`?customerId=${some.customer.id}&itemsPerPage=-1`);
    expect(byId.notas.every((n) => n.customer.id === some.customer.id)).toBe(true);
    const byTotal = await list('?sortBy=total&orderBy=desc&itemsPerPage=-1');
    const totals = byTotal.notas.map((n) => n.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const byNumber = await list('?sortBy=number&itemsPerPage=-1');
    const numbers = byNumber.notas.map((n) => n.number);
    expect(numbers).toEqual([...numbers].sort());
    const page = await list('?itemsPerPage=5&page=2');
    expect(page.notas).toHaveLength(5);
    expect(page.totalNotas).toBe(getDb().notas.length);
  });
});

describe('GET /api/billing/notas/:id', () => {
  it('answers the note and its invoices with current balances; 404 otherwise', async () => {
    const some = nota((n) => n.facturaIds.length > 1);
    const { status, body } = await call(`/api/billing/notas/${some.id}`, { token: admin });
    expect(status).toBe(200);
    const detail = notaDetailResponseSchema.parse(body);
    expect(detail.facturas.map((f) => f.id)).toEqual(some.facturaIds);
    expect(detail.nota.history.length).toBeGreaterThan(0);
    expect(await call('/api/billing/notas/9999', { token: admin })).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.notaNotFound },
    });
  });
});

describe('billing note workflow', () => {
  it('creates a note from two overdue invoices, sends it and settles them', async () => {
    const chosen = await twoDueInvoices();
    const balances = sumMinor(chosen.map((f) => f.balance));
    const created = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: chosen.map((f) => f.id), dueDate: '2026-12-10', message: 'Please pay' },
      token: admin,
    });
    expect(created.status).toBe(201);
    const draft = notaSchema.parse(created.body);
    const year = FACTURACION_SEED_DAY.slice(0, 4);
    expect(draft).toMatchObject({
      status: 'draft',
      total: balances,
      createdAt: FACTURACION_SEED_DAY,
      customer: { id: chosen[0]?.customer.id },
      message: 'Please pay',
    });
    expect(draft.number).toMatch(new RegExp(`^NC-${year}-\\d{5}$`));
    for (const f of chosen) {
      expect(f.notaIds).toContain(draft.id);
      expect(f.history.at(-1)).toMatchObject({ action: 'nota', detail: draft.number });
    }
    // Now in an open note: not offered again, and refused in a second note.
    const due = facturasResponseSchema.parse(
      (await call('/api/billing/facturas?due=1&itemsPerPage=-1', { token: admin })).body,
    );
    expect(due.facturas.some((row) => chosen.some((f) => f.id === row.id))).toBe(false);
    const again = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: [chosen[0]?.id], dueDate: '2026-12-10' },
      token: admin,
    });
    expect(again).toEqual({
      status: 400,
      body: {
        errors: {
          facturaIds: [NOTA_MESSAGES.inOpenNota(chosen[0]?.number ?? '', draft.number)],
        },
      },
    });

    const path = `/api/billing/notas/${draft.id}`;
    const sent = await call(`${path}/send`, { method: 'POST', token: admin });
    expect(sent.status).toBe(200);
    expect(notaSchema.parse(sent.body).history.at(-1)).toMatchObject({
      action: 'sent',
      from: 'draft',
      to: 'sent',
    });
    expect(await call(`${path}/send`, { method: 'POST', token: admin })).toEqual({
      status: 409,
      body: { message: NOTA_MESSAGES.onlyDraftSend },
    });

    const paid = await call(`${path}/pay`, {
      method: 'POST',
      json: { date: '2026-11-22', method: 'bank_transfer' },
      token: admin,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    const detail = notaDetailResponseSchema.parse((await call(path, { token: admin })).body);
    expect(detail.facturas.every((row) => row.status === 'paid' && row.balance === 0)).toBe(true);
    for (const f of chosen) {
      const full = facturaSchema.parse(f);
      expect(full.payments.at(-1)).toMatchObject({ method: 'bank_transfer' });
      expect(full.history.at(-1)).toMatchObject({ action: 'payment', to: 'paid' });
    }
    expect(
      await call(`${path}/pay`, {
        method: 'POST',
        json: { date: '2026-11-22', method: 'cash' },
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: NOTA_MESSAGES.onlyOpenPay } });
    expect(
      await call(`${path}/cancel`, { method: 'POST', json: { reason: 'Too late' }, token: admin }),
    ).toEqual({ status: 409, body: { message: NOTA_MESSAGES.onlyOpenCancel } });
  });

  it('refuses invoices of several customers or currencies, paid ones and unknown ids', async () => {
    const db = getDb();
    const open = new Set(db.notas.filter(isOpenNota).map((n) => n.id));
    const free = db.facturas.filter(
      (f) => f.status === 'overdue' && !f.notaIds.some((id) => open.has(id)),
    );
    const first = free[0];
    const otherCustomer = free.find((f) => f.customer.id !== first?.customer.id);
    const paid = db.facturas.find((f) => f.status === 'paid');
    const { status, body } = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: [first?.id, otherCustomer?.id, paid?.id, 99999], dueDate: '2026-11-01' },
      token: admin,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        facturaIds: expect.arrayContaining([
          NOTA_MESSAGES.unknownFactura(99999),
          NOTA_MESSAGES.notDue(paid?.number ?? ''),
          NOTA_MESSAGES.oneCustomer,
        ]) as unknown,
        dueDate: [NOTA_MESSAGES.dueBeforeToday],
      },
    });
    const empty = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: [], dueDate: '2026-12-01' },
      token: admin,
    });
    expect(empty).toEqual({
      status: 400,
      body: { errors: { facturaIds: ['Choose at least one invoice'] } },
    });
  });

  it('cancels an open note with a reason; its invoices stay as they are', async () => {
    const open = nota((n) => n.status === 'sent');
    const before = getDb().facturas.filter((f) => open.facturaIds.includes(f.id));
    const statuses = before.map((f) => f.status);
    const path = `/api/billing/notas/${open.id}/cancel`;
    expect((await call(path, { method: 'POST', json: { reason: 'x' }, token: admin })).status).toBe(
      400,
    );
    const cancelled = await call(path, {
      method: 'POST',
      json: { reason: 'Customer disputes it' },
      token: admin,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer disputes it',
    });
    expect(notaSchema.parse(cancelled.body).history.at(-1)).toMatchObject({
      action: 'cancelled',
      from: 'sent',
      to: 'cancelled',
      detail: 'Customer disputes it',
    });
    const after = getDb().facturas.filter((f) => open.facturaIds.includes(f.id));
    expect(after.map((f) => f.status)).toEqual(statuses);
    expect(after.every((f) => f.notaIds.includes(open.id))).toBe(true);
    // No longer in an open note: they can go in a new one.
    const { status } = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: open.facturaIds, dueDate: '2026-12-31' },
      token: admin,
    });
    expect(status).toBe(201);
  });

  it('pays a draft note directly', async () => {
    const draft = nota((n) => n.status === 'draft');
    const { status, body } = await call(`/api/billing/notas/${draft.id}/pay`, {
      method: 'POST',
      json: { date: '2026-11-22', method: 'cash', note: 'At the desk' },
      token: admin,
    });
    expect(status).toBe(200);
    expect(notaSchema.parse(body).history.at(-1)).toMatchObject({ from: 'draft', to: 'paid' });
    const facturas = getDb().facturas.filter((f) => draft.facturaIds.includes(f.id));
    expect(facturas.every((f) => f.status === 'paid')).toBe(true);
    expect(facturas[0]?.payments.at(-1)?.note).toBe('At the desk');
  });
});

describe('auditor', () => {
  it('reads notes but gets 403 on every write', async () => {
    const auditor = await signIn('auditor@demo.com', 'auditor');
    expect((await list('', auditor)).totalNotas).toBe(getDb().notas.length);
    const draft = nota((n) => n.status === 'draft');
    const writes: [string, unknown][] = [
      ['/api/billing/notas', { facturaIds: draft.facturaIds, dueDate: '2026-12-31' }],
      [`/api/billing/notas/${draft.id}/send`, undefined],
      [`/api/billing/notas/${draft.id}/pay`, { date: '2026-11-22', method: 'cash' }],
      [`/api/billing/notas/${draft.id}/cancel`, { reason: 'Because' }],
    ];
    for (const [path, json] of writes) {
      expect(await call(path, { method: 'POST', json, token: auditor })).toEqual({
        status: 403,
        body: { message: 'Forbidden' },
      });
    }
    expect(nota((n) => n.id === draft.id).status).toBe('draft');
    const client = await signIn('client@demo.com', 'client');
    expect((await call('/api/billing/notas', { token: client })).status).toBe(403);
  });
});
