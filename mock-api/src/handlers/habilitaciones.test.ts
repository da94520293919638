import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '../db/store';
import { monthlyPriceOf } from '../db/seed-habilitaciones';
import {
  BILLING_MESSAGES,
  cambioSchema,
  cambiosResponseSchema,
  habilitacionDetailResponseSchema,
  habilitacionesResponseSchema,
  habilitacionSchema,
  type Habilitacion,
} from '@portal/contract';
import { call, signIn, useMockServer } from '../testing/server';
import { billingClock } from './facturacion';
import { HABILITACION_MESSAGES } from './habilitaciones';

useMockServer();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});
afterEach(() => vi.restoreAllMocks());

async function listHabilitaciones(query: string) {
  const { status, body } = await call(`/api/billing/habilitaciones${query}`, { token: admin });
  expect(status).toBe(200);
  return habilitacionesResponseSchema.parse(body);
}

async function listCambios(query: string) {
  const { status, body } = await call(`/api/billing/cambios${query}`, { token: admin });
  expect(status).toBe(200);
  return cambiosResponseSchema.parse(body);
}

const post = (path: string, json: unknown, token = admin) =>
  call(path, { method: 'POST', json, token });

/** An enablement matching `predicate` with no pending change request. */
function free(predicate: (h: Habilitacion) => boolean): Habilitacion {
  const db = getDb();
  const found = db.habilitaciones.find(
    (h) =>
      predicate(h) && !db.cambios.some((c) => c.habilitacionId === h.id && c.status === 'pending'),
  );
  if (!found) throw new Error('no such enablement in the seed');
  return found;
}

describe('GET /api/billing/habilitaciones', () => {
  it('answers the first 10 of 60 rows without history', async () => {
    const result = await listHabilitaciones('');
    expect(result.totalHabilitaciones).toBe(60);
    expect(result.habilitaciones.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.habilitaciones[0]).not.toHaveProperty('history');
  });

  it('filters by status, service and customer; counts after filters; pages', async () => {
    const all = getDb().habilitaciones;
    const active = all.filter((h) => h.status === 'active');
    const result = await listHabilitaciones('?status=active&itemsPerPage=-1');
    expect(result.habilitaciones.map((h) => h.id)).toEqual(active.map((h) => h.id));
    const vps = all.filter((h) => h.service === 'vps');
    expect((await listHabilitaciones('?service=vps')).totalHabilitaciones).toBe(vps.length);
    const customerId = all[3]?.customer.id ?? 0;
    const ofCustomer = await listHabilitaciones(`?customerId=${customerId}&itemsPerPage=-1`);
    expect(ofCustomer.habilitaciones.every((h) => h.customer.id === customerId)).toBe(true);
    expect(ofCustomer.totalHabilitaciones).toBe(
      all.filter((h) => h.customer.id === customerId).length,
    );
    const page2 = await listHabilitaciones('?itemsPerPage=25&page=3');
    expect(page2.habilitaciones.map((h) => h.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => 51 + i),
    );
  });

  it('searches customer name, tax id or id', async () => {
    const target = getDb().habilitaciones[7] as Habilitacion;
    const byName = await listHabilitaciones(
      `?q=${encodeURIComponent(target.customer.name.toUpperCase())}&itemsPerPage=-1`,
    );
    expect(byName.habilitaciones.map((h) => h.id)).toContain(target.id);
    expect(byName.habilitaciones.every((h) => h.customer.name === target.customer.name)).toBe(true);
    const byTaxId = await listHabilitaciones(`?q=${encodeURIComponent(target.customer.taxId)}`);
    expect(byTaxId.habilitaciones.map((h) => h.id)).toContain(target.id);
    const byId = await listHabilitaciones('?q=%2342');
    expect(byId.habilitaciones.map((h) => h.id)).toEqual([42]);
    expect((await listHabilitaciones('?q=zzz-nobody')).totalHabilitaciones).toBe(0);
  });

  it('sorts plans by size and dates in order, both ways', async () => {
    const byPlan = await listHabilitaciones('?sortBy=plan&itemsPerPage=-1');
    const ranks = byPlan.habilitaciones.map((h) =>
      ['basic', 'pro', 'business', 'enterprise'].indexOf(h.plan),
    );
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const byRenewal = await listHabilitaciones('?sortBy=renewalDate&orderBy=desc&itemsPerPage=-1');
    const dates = byRenewal.habilitaciones.map((h) => h.renewalDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const byId = await listHabilitaciones('?sortBy=id&orderBy=desc');
    expect(byId.habilitaciones[0]?.id).toBe(60);
  });

  it('answers 400 for a bad filter and 401 without a session', async () => {
    const { status, body } = await call('/api/billing/habilitaciones?status=wizard', {
      token: admin,
    });
    expect(status).toBe(400);
    expect(body).toHaveProperty('errors.status');
    expect((await call('/api/billing/habilitaciones')).status).toBe(401);
  });

  it('lets the auditor read but not the client', async () => {
    const auditor = await signIn('auditor@demo.com');
    expect((await call('/api/billing/habilitaciones', { token: auditor })).status).toBe(200);
    const client = await signIn('client@demo.com');
    const { status, body } = await call('/api/billing/habilitaciones', { token: client });
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Forbidden' });
  });
});

describe('GET /api/billing/habilitaciones/:id', () => {
  it('answers the enablement with its change requests, newest first', async () => {
    const cambio = getDb().cambios[0];
    const id = cambio?.habilitacionId ?? 0;
    const { status, body } = await call(`/api/billing/habilitaciones/${id}`, { token: admin });
    expect(status).toBe(200);
    const detail = habilitacionDetailResponseSchema.parse(body);
    expect(detail.habilitacion.id).toBe(id);
    expect(detail.habilitacion.history.length).toBeGreaterThan(0);
    expect(detail.cambios.map((c) => c.id)).toContain(cambio?.id);
    expect(detail.cambios.every((c) => c.habilitacionId === id)).toBe(true);
  });

  it('answers 404 with the billing message', async () => {
    for (const id of ['9999', 'abc']) {
      const { status, body } = await call(`/api/billing/habilitaciones/${id}`, { token: admin });
      expect(status).toBe(404);
      expect(body).toEqual({ message: BILLING_MESSAGES.habilitacionNotFound });
    }
  });
});

describe('POST /api/billing/habilitaciones/:id/activate', () => {
  it('activates a pending enablement, starts its term and records who', async () => {
    vi.spyOn(billingClock, 'today').mockReturnValue('2027-03-01');
    const pending = getDb().habilitaciones.find((h) => h.status === 'pending') as Habilitacion;
    const { status, body } = await post(`/api/billing/habilitaciones/${pending.id}/activate`, {});
    expect(status).toBe(200);
    const activated = habilitacionSchema.parse(body);
    expect(activated.status).toBe('active');
    expect(activated.startDate).toBe('2027-03-01');
    expect(activated.renewalDate).toBe('2028-03-01');
    expect(activated.history.at(-1)).toMatchObject({
      action: 'activated',
      from: 'pending',
      to: 'active',
      actor: { email: 'admin@demo.com' },
    });
    const again = await post(`/api/billing/habilitaciones/${pending.id}/activate`, {});
    expect(again).toEqual({ status: 409, body: { message: HABILITACION_MESSAGES.notPending } });
  });

  it('answers 404 for an unknown id and 403 for the auditor', async () => {
    const missing = await post('/api/billing/habilitaciones/9999/activate', {});
    expect(missing).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.habilitacionNotFound },
    });
    const pending = getDb().habilitaciones.find((h) => h.status === 'pending') as Habilitacion;
    const auditor = await signIn('auditor@demo.com');
    const denied = await post(`/api/billing/habilitaciones/${pending.id}/activate`, {}, auditor);
    expect(denied).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect(pending.status).toBe('pending');
  });
});

describe('GET /api/billing/cambios', () => {
  it('lists newest first, filters by status, type and enablement, searches customer', async () => {
    const all = await listCambios('?itemsPerPage=-1');
    expect(all.totalCambios).toBe(getDb().cambios.length);
    const times = all.cambios.map((c) => c.requestedAt);
    expect(times).toEqual([...times].sort().reverse());
    const pending = await listCambios('?status=pending&itemsPerPage=-1');
    expect(pending.cambios.length).toBeGreaterThanOrEqual(6);
    expect(pending.cambios.every((c) => c.status === 'pending')).toBe(true);
    const upgrades = await listCambios('?type=upgrade&itemsPerPage=-1');
    expect(upgrades.cambios.every((c) => c.type === 'upgrade')).toBe(true);
    const first = all.cambios[0];
    const ofOne = await listCambios(`?habilitacionId=${first?.habilitacionId ?? 0}`);
    expect(ofOne.cambios.map((c) => c.id)).toContain(first?.id);
    const byName = await listCambios(`?q=${encodeURIComponent(first?.customer.name ?? '')}`);
    expect(byName.cambios.every((c) => c.customer.name === first?.customer.name)).toBe(true);
    const sorted = await listCambios('?sortBy=id&itemsPerPage=5');
    expect(sorted.cambios.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('POST /api/billing/cambios', () => {
  it('creates a pending request and records "requested" on the enablement', async () => {
    const target = free((h) => h.status === 'active' && h.plan === 'basic');
    const { status, body } = await post('/api/billing/cambios', {
      habilitacionId: target.id,
      type: 'upgrade',
      toPlan: 'business',
      reason: 'More visitors',
    });
    expect(status).toBe(201);
    const cambio = cambioSchema.parse(body);
    expect(cambio).toMatchObject({
      habilitacionId: target.id,
      type: 'upgrade',
      fromPlan: 'basic',
      toPlan: 'business',
      status: 'pending',
      requestedBy: 'John Doe',
      decidedBy: null,
    });
    expect(target.history.at(-1)).toMatchObject({
      action: 'requested',
      from: 'basic',
      to: 'business',
    });
    // One pending request per enablement.
    const second = await post('/api/billing/cambios', {
      habilitacionId: target.id,
      type: 'suspend',
      reason: 'Holidays',
    });
    expect(second).toEqual({ status: 409, body: { message: HABILITACION_MESSAGES.pendingExists } });
  });

  it('refuses changes that do not apply to the current status or plan', async () => {
    const enterprise = free((h) => h.status === 'active' && h.plan === 'enterprise');
    const basic = free((h) => h.status === 'active' && h.plan === 'basic');
    const suspended = free((h) => h.status === 'suspended');
    const cancelled = free((h) => h.status === 'cancelled');
    const cases = [
      [
        { habilitacionId: enterprise.id, type: 'upgrade', toPlan: 'pro' },
        400,
        'upgradeNeedsLarger',
      ],
      [
        { habilitacionId: basic.id, type: 'downgrade', toPlan: 'pro' },
        400,
        'downgradeNeedsSmaller',
      ],
      [{ habilitacionId: suspended.id, type: 'suspend' }, 409, 'suspendNeedsActive'],
      [
        { habilitacionId: suspended.id, type: 'upgrade', toPlan: 'enterprise' },
        409,
        'upgradeNeedsActive',
      ],
      [{ habilitacionId: basic.id, type: 'reactivate' }, 409, 'reactivateNeedsSuspended'],
      [{ habilitacionId: cancelled.id, type: 'cancel' }, 409, 'alreadyCancelled'],
    ] as const;
    for (const [body, expected, key] of cases) {
      const answer = await post('/api/billing/cambios', { ...body, reason: 'Because' });
      expect(answer.status).toBe(expected);
      const message = HABILITACION_MESSAGES[key];
      expect(answer.body).toEqual(
        expected === 400 ? { errors: { toPlan: [message] } } : { message },
      );
    }
    expect(getDb().cambios.filter((c) => c.reason === 'Because')).toHaveLength(0);
  });

  it('validates the body: reason, plan for upgrades; 404 for an unknown enablement', async () => {
    const target = free((h) => h.status === 'active' && h.plan !== 'enterprise');
    const invalid = await post('/api/billing/cambios', {
      habilitacionId: target.id,
      type: 'upgrade',
      reason: ' ',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      errors: { reason: ['Must be at least 3 characters'], toPlan: ['Choose the new plan'] },
    });
    const missing = await post('/api/billing/cambios', {
      habilitacionId: 9999,
      type: 'cancel',
      reason: 'Because',
    });
    expect(missing).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.habilitacionNotFound },
    });
  });

  it('is forbidden to the auditor', async () => {
    const auditor = await signIn('auditor@demo.com');
    const target = free((h) => h.status === 'active');
    const denied = await post(
      '/api/billing/cambios',
      { habilitacionId: target.id, type: 'suspend', reason: 'Because' },
      auditor,
    );
    expect(denied).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});

describe('POST /api/billing/cambios/:id/approve and /reject', () => {
  it('approving a plan change applies plan and price, with history and decision', async () => {
    const cambio = getDb().cambios.find((c) => c.status === 'pending' && c.type === 'upgrade');
    if (!cambio) throw new Error('seed has no pending upgrade');
    const { status, body } = await post(`/api/billing/cambios/${cambio.id}/approve`, {
      reason: 'Paid in advance',
    });
    expect(status).toBe(200);
    expect(cambioSchema.parse(body)).toMatchObject({
      status: 'approved',
      decidedBy: 'John Doe',
      decisionReason: 'Paid in advance',
    });
    const detail = habilitacionDetailResponseSchema.parse(
      (await call(`/api/billing/habilitaciones/${cambio.habilitacionId}`, { token: admin })).body,
    );
    const h = detail.habilitacion;
    expect(h.plan).toBe(cambio.toPlan);
    expect(h.monthlyPrice).toBe(monthlyPriceOf(h.service, cambio.toPlan, h.currency));
    expect(h.history.at(-1)).toMatchObject({
      action: 'approved',
      from: cambio.fromPlan,
      to: cambio.toPlan,
      actor: { email: 'admin@demo.com' },
    });
    const again = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
    expect(again).toEqual({
      status: 409,
      body: { message: HABILITACION_MESSAGES.cambioNotPending },
    });
  });

  it('approving suspend / reactivate / cancel sets the status; reason is optional', async () => {
    for (const [type, to] of [
      ['suspend', 'suspended'],
      ['reactivate', 'active'],
      ['cancel', 'cancelled'],
    ] as const) {
      const cambio = getDb().cambios.find((c) => c.status === 'pending' && c.type === type);
      if (!cambio) throw new Error(`seed has no pending ${type}`);
      const before = getDb().habilitaciones.find((h) => h.id === cambio.habilitacionId);
      const from = before?.status;
      const { status, body } = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
      expect(status).toBe(200);
      expect(cambioSchema.parse(body).decisionReason).toBeNull();
      const after = getDb().habilitaciones.find((h) => h.id === cambio.habilitacionId);
      expect(after?.status).toBe(to);
      expect(after?.history.at(-1)).toMatchObject({ action: 'approved', from, to });
    }
  });

  it('re-checks on approval: a request that no longer applies is a 409', async () => {
    const cambio = getDb().cambios.find((c) => c.status === 'pending' && c.type === 'suspend');
    const h = getDb().habilitaciones.find((candidate) => candidate.id === cambio?.habilitacionId);
    if (!cambio || !h) throw new Error('seed has no pending suspend');
    h.status = 'cancelled';
    const answer = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
    expect(answer).toEqual({
      status: 409,
      body: { message: HABILITACION_MESSAGES.suspendNeedsActive },
    });
    expect(cambio.status).toBe('pending');
  });

  it('rejecting needs a reason, keeps the enablement and records it', async () => {
    const cambio = getDb().cambios.find((c) => c.status === 'pending' && c.type === 'downgrade');
    const h = getDb().habilitaciones.find((candidate) => candidate.id === cambio?.habilitacionId);
    if (!cambio || !h) throw new Error('seed has no pending downgrade');
    const plan = h.plan;
    const noReason = await post(`/api/billing/cambios/${cambio.id}/reject`, {});
    expect(noReason).toEqual({
      status: 400,
      body: { errors: { reason: ['This field is required'] } },
    });
    const { status, body } = await post(`/api/billing/cambios/${cambio.id}/reject`, {
      reason: 'Contract minimum not reached',
    });
    expect(status).toBe(200);
    expect(cambioSchema.parse(body)).toMatchObject({
      status: 'rejected',
      decidedBy: 'John Doe',
      decisionReason: 'Contract minimum not reached',
    });
    expect(h.plan).toBe(plan);
    expect(h.history.at(-1)).toMatchObject({ action: 'rejected' });
    const again = await post(`/api/billing/cambios/${cambio.id}/reject`, { reason: 'Again!' });
    expect(again.status).toBe(409);
  });

  it('answers 404 for unknown requests and 403 to the auditor', async () => {
    for (const action of ['approve', 'reject']) {
      const missing = await post(`/api/billing/cambios/9999/${action}`, { reason: 'Because' });
      expect(missing).toEqual({ status: 404, body: { message: BILLING_MESSAGES.cambioNotFound } });
    }
    const auditor = await signIn('auditor@demo.com');
    const cambio = getDb().cambios.find((c) => c.status === 'pending');
    for (const action of ['approve', 'reject']) {
      const denied = await post(
        `/api/billing/cambios/${cambio?.id ?? 0}/${action}`,
        { reason: 'Because' },
        auditor,
      );
      expect(denied).toEqual({ status: 403, body: { message: 'Forbidden' } });
    }
    expect(cambio?.status).toBe('pending');
  });
});
