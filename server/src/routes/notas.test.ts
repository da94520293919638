import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sumMinor } from '@portal/contract/money';
import {
  BILLING_MESSAGES,
  NOTA_STATUSES,
  facturaDetailResponseSchema,
  facturasResponseSchema,
  notaDetailResponseSchema,
  notaSchema,
  notasResponseSchema,
  type Factura,
  type Nota,
} from '@portal/contract';
import { FACTURACION_SEED_DAY } from '../db/seed/data/seed-facturacion';
import { NOTA_MESSAGES } from '../services/notas';
import {
  call,
  seedData,
  signIn,
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
  const { status, body } = await call(`/api/billing/notas${query}`, { token });
  expect(status).toBe(200);
  return notasResponseSchema.parse(body);
}

const nota = (predicate: (n: Nota) => boolean) => {
  const found = seedData().notas.find(predicate);
  if (!found) throw new Error('no such seeded nota');
  return found;
};

const isOpenNota = (n: { status: string }) => n.status === 'draft' || n.status === 'sent';

/** The invoice as stored now (through the API). */
async function currentFactura(id: number): Promise<Factura> {
  const { body } = await call(`/api/billing/facturas/${id}`, { token: admin });
  return facturaDetailResponseSchema.parse(body).factura;
}

async function currentNota(id: number): Promise<Nota> {
  const { body } = await call(`/api/billing/notas/${id}`, { token: admin });
  return notaDetailResponseSchema.parse(body).nota;
}

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
  return seedData().facturas.filter((f) => ids.includes(f.id));
}

describe('GET /api/billing/notas', () => {
  it('lists the seeded notes newest first, in every status', async () => {
    const result = await list('?itemsPerPage=-1');
    expect(result.totalNotas).toBe(seedData().notas.length);
    expect(result.totalNotas).toBeGreaterThanOrEqual(12);
    expect(result.notas[0]?.id).toBe(result.totalNotas);
    expect(result.notas[0]).not.toHaveProperty('history');
    for (const status of NOTA_STATUSES) {
      const filtered = await list(`?status=${status}&itemsPerPage=-1`);
      expect(filtered.totalNotas).toBeGreaterThan(0);
      expect(filtered.notas.every((n) => n.status === status)).toBe(true);
    }
    const { message, cancelReason, history, ...row } = nota(() => true);
    expect(result.notas.find((n) => n.id === row.id)).toEqual(row);
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
    expect(page.totalNotas).toBe(seedData().notas.length);
  });

  it('sorts by every key in both orders with the former tie-break (newest first)', async () => {
    const notas = seedData().notas;
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const rank = (n: Nota) => NOTA_STATUSES.indexOf(n.status);
    for (const [sortBy, compare] of [
      ['number', (a: Nota, b: Nota) => compareText(a.number, b.number)],
      ['customer', (a: Nota, b: Nota) => collator.compare(a.customer.name, b.customer.name)],
      ['createdAt', (a: Nota, b: Nota) => compareText(a.createdAt, b.createdAt)],
      ['dueDate', (a: Nota, b: Nota) => compareText(a.dueDate, b.dueDate)],
      ['total', (a: Nota, b: Nota) => a.total - b.total],
      ['status', (a: Nota, b: Nota) => rank(a) - rank(b)],
    ] as const) {
      for (const orderBy of ['asc', 'desc'] as const) {
        const direction = orderBy === 'desc' ? -1 : 1;
        const expected = [...notas]
          .sort((a, b) => direction * compare(a, b) || b.id - a.id)
          .map((n) => n.id);
        const result = await list(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`);
        expect(
          result.notas.map((n) => n.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(expected);
      }
    }
  });

  it('answers 400 for bad filters, 401 signed out', async () => {
    const { status, body } = await call('/api/billing/notas?status=lost&sortBy=age', {
      token: admin,
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { status: [expect.any(String)], sortBy: [expect.any(String)] },
    });
    expect(await call('/api/billing/notas')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
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
    expect(detail.nota).toEqual(some);
    expect(await call('/api/billing/notas/9999', { token: admin })).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.notaNotFound },
    });
    expect((await call('/api/billing/notas/abc', { token: admin })).status).toBe(404);
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
    // The next number of the year's series.
    const last = Math.max(
      ...seedData()
        .notas.filter((n) => n.number.startsWith(`NC-${year}-`))
        .map((n) => Number(n.number.slice(-5))),
    );
    expect(draft.number).toBe(`NC-${year}-${String(last + 1).padStart(5, '0')}`);
    for (const seeded of chosen) {
      const f = await currentFactura(seeded.id);
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
    expect(notaSchema.parse(paid.body).history.at(-1)).toMatchObject({
      action: 'settled',
      from: 'sent',
      to: 'paid',
    });
    const detail = notaDetailResponseSchema.parse((await call(path, { token: admin })).body);
    expect(detail.facturas.every((row) => row.status === 'paid' && row.balance === 0)).toBe(true);
    for (const seeded of chosen) {
      const full = await currentFactura(seeded.id);
      expect(full.payments.at(-1)).toMatchObject({
        method: 'bank_transfer',
        amount: seeded.balance,
        note: `Billing note ${draft.number}`,
      });
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
    const db = seedData();
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

  it('lists every problem in the former order, drafts by their id', async () => {
    const db = seedData();
    const open = new Set(db.notas.filter(isOpenNota).map((n) => n.id));
    // The former rules, over the seed as the API shows it on the seed day.
    const expectedProblems = (ids: readonly number[]) => {
      const problems: string[] = [];
      const chosen: Factura[] = [];
      for (const id of new Set(ids)) {
        const f = db.facturas.find((candidate) => candidate.id === id);
        if (!f) {
          problems.push(NOTA_MESSAGES.unknownFactura(id));
          continue;
        }
        chosen.push(f);
        const label = f.number ?? `#${f.id}`;
        if (!['issued', 'partially_paid', 'overdue'].includes(f.status) || f.balance <= 0)
          problems.push(NOTA_MESSAGES.notDue(label));
        const openId = f.notaIds.find((notaId) => open.has(notaId));
        const openNota = db.notas.find((n) => n.id === openId);
        if (openNota) problems.push(NOTA_MESSAGES.inOpenNota(label, openNota.number));
      }
      const [first] = chosen;
      if (first && chosen.some((f) => f.customer.id !== first.customer.id))
        problems.push(NOTA_MESSAGES.oneCustomer);
      if (first && chosen.some((f) => f.currency !== first.currency))
        problems.push(NOTA_MESSAGES.oneCurrency);
      return problems;
    };
    const free = db.facturas.find(
      (f) => f.status === 'overdue' && !f.notaIds.some((id) => open.has(id)),
    );
    const draft = db.facturas.find((f) => f.status === 'draft');
    const voided = db.facturas.find((f) => f.status === 'voided');
    const inOpen = db.facturas.find((f) => f.notaIds.some((id) => open.has(id)));
    const ids = [free, draft, inOpen, free, voided].map((f) => f?.id ?? 0);
    const problems = expectedProblems([...ids, 99999]);
    expect(problems.length).toBeGreaterThanOrEqual(5);
    expect(problems).toContain(NOTA_MESSAGES.notDue(`#${draft?.id ?? 0}`));
    const { body } = await call('/api/billing/notas', {
      method: 'POST',
      json: { facturaIds: [...ids, 99999], dueDate: '2026-12-01' },
      token: admin,
    });
    expect(body).toEqual({ errors: { facturaIds: problems } });
    expect(await storedRowCount('notas')).toBe(db.notas.length);
  });

  it('cancels an open note with a reason; its invoices stay as they are', async () => {
    const open = nota((n) => n.status === 'sent');
    const statuses = await Promise.all(
      open.facturaIds.map(async (id) => (await currentFactura(id)).status),
    );
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
    const after = await Promise.all(open.facturaIds.map((id) => currentFactura(id)));
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
    const facturas = await Promise.all(draft.facturaIds.map((id) => currentFactura(id)));
    expect(facturas.every((f) => f.status === 'paid')).toBe(true);
    expect(facturas[0]?.payments.at(-1)?.note).toBe('At the desk');
    const settled = sumMinor(
      seedData()
        .facturas.filter((f) => draft.facturaIds.includes(f.id))
        .map((f) => f.balance),
    );
    const expected = new Intl.NumberFormat('en', { style: 'currency', currency: draft.currency });
    expect(notaSchema.parse(body).history.at(-1)?.detail).toBe(
      `${expected.format(settled / 100)} by cash`,
    );
  });

  it('checks the body after the id: 404 first, then 400, then 409', async () => {
    const paid = nota((n) => n.status === 'paid');
    expect(
      await call('/api/billing/notas/9999/pay', { method: 'POST', json: {}, token: admin }),
    ).toEqual({ status: 404, body: { message: BILLING_MESSAGES.notaNotFound } });
    expect(
      (await call(`/api/billing/notas/${paid.id}/pay`, { method: 'POST', json: {}, token: admin }))
        .status,
    ).toBe(400);
    expect(
      await call(`/api/billing/notas/${paid.id}/cancel`, {
        method: 'POST',
        json: { reason: 'Because' },
        token: admin,
      }),
    ).toEqual({ status: 409, body: { message: NOTA_MESSAGES.onlyOpenCancel } });
  });
});

describe('concurrent changes', () => {
  it('of two "pay" of one note sent at once, the second gets 409 and nothing is paid twice', async () => {
    const draft = nota((n) => n.status === 'draft');
    const before = await storedRowCount('factura_payments');
    const pay = () =>
      call(`/api/billing/notas/${draft.id}/pay`, {
        method: 'POST',
        json: { date: '2026-11-22', method: 'cash' },
        token: admin,
      });
    const answers = await Promise.all([pay(), pay()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: NOTA_MESSAGES.onlyOpenPay,
    });
    expect((await storedRowCount('factura_payments')) - before).toBe(draft.facturaIds.length);
  });

  it('two notes over the same invoices made at once: one is made, the other refused', async () => {
    const chosen = await twoDueInvoices();
    const create = () =>
      call('/api/billing/notas', {
        method: 'POST',
        json: { facturaIds: chosen.map((f) => f.id), dueDate: '2026-12-10' },
        token: admin,
      });
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    const open = new Set(
      (await storedRows('notas'))
        .filter((stored) => stored.status === 'draft' || stored.status === 'sent')
        .map((stored) => stored.id),
    );
    const links = await storedRows('nota_facturas');
    for (const seeded of chosen) {
      const openLinks = links.filter(
        (link) => link.factura_id === seeded.id && open.has(link.nota_id),
      );
      expect(openLinks).toHaveLength(1);
    }
  });

  it('a cancel and a pay of one note at once: only one of them happens', async () => {
    const sent = nota((n) => n.status === 'sent');
    const answers = await Promise.all([
      call(`/api/billing/notas/${sent.id}/cancel`, {
        method: 'POST',
        json: { reason: 'Disputed' },
        token: admin,
      }),
      call(`/api/billing/notas/${sent.id}/pay`, {
        method: 'POST',
        json: { date: '2026-11-22', method: 'cash' },
        token: admin,
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const stored = await currentNota(sent.id);
    const facturas = await Promise.all(sent.facturaIds.map((id) => currentFactura(id)));
    expect(facturas.every((f) => f.status === 'paid')).toBe(stored.status === 'paid');
  });
});

describe('auditor', () => {
  it('reads notes but gets 403 on every write', async () => {
    const auditor = await signIn('auditor@demo.com', 'auditor');
    expect((await list('', auditor)).totalNotas).toBe(seedData().notas.length);
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
    expect((await currentNota(draft.id)).status).toBe('draft');
    const client = await signIn('client@demo.com', 'client');
    expect((await call('/api/billing/notas', { token: client })).status).toBe(403);
  });
});
