import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BILLING_MESSAGES,
  cambioSchema,
  cambiosResponseSchema,
  habilitacionDetailResponseSchema,
  habilitacionesResponseSchema,
  habilitacionSchema,
  PLANS,
  type Cambio,
  type Habilitacion,
} from '@portal/contract';
import { monthlyPriceOf } from '../db/seed/data/seed-habilitaciones';
import { HABILITACION_MESSAGES } from '../services/enablements';
import {
  arrangeHabilitacionStatus,
  arrangeRows,
  call,
  seedData,
  signIn,
  storedHistory,
  storedRow,
  storedRows,
  testClock,
  useTestApp,
} from '../testing';

useTestApp();

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

async function detail(id: number) {
  const { status, body } = await call(`/api/billing/habilitaciones/${id}`, { token: admin });
  expect(status).toBe(200);
  return habilitacionDetailResponseSchema.parse(body);
}

const post = (path: string, json: unknown, token = admin) =>
  call(path, { method: 'POST', json, token });

/** The enablement as stored now. */
const stored = (id: number) => storedRow('habilitaciones', id);
/** The change request as stored now. */
const storedCambio = (id: number) => storedRow('cambios', id);
const historyCount = async (id: number) =>
  (await storedHistory('habilitaciones_history', id)).length;

/** A seeded enablement matching `predicate` with no pending change request. */
function free(predicate: (h: Habilitacion) => boolean): Habilitacion {
  const { habilitaciones, cambios } = seedData();
  const found = habilitaciones.find(
    (h) =>
      predicate(h) && !cambios.some((c) => c.habilitacionId === h.id && c.status === 'pending'),
  );
  if (!found) throw new Error('no such enablement in the seed');
  return found;
}

const seededPending = (predicate: (c: Cambio) => boolean = () => true): Cambio => {
  const found = seedData().cambios.find((c) => c.status === 'pending' && predicate(c));
  if (!found) throw new Error('no such pending change request in the seed');
  return found;
};

const seededHabilitacion = (id: number): Habilitacion => {
  const found = seedData().habilitaciones.find((h) => h.id === id);
  if (!found) throw new Error(`no enablement ${id} in the seed`);
  return found;
};

/** The former mock's order: a stable sort by a text key with the portal's collator. */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
function legacySort<T>(items: readonly T[], key: (item: T) => string, orderBy: 'asc' | 'desc') {
  const direction = orderBy === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => direction * collator.compare(key(a), key(b)));
}
const byNumber = (value: number) => String(value).padStart(12, '0');

describe('GET /api/billing/habilitaciones', () => {
  it('answers the first 10 of 60 rows without history', async () => {
    const result = await listHabilitaciones('');
    expect(result.totalHabilitaciones).toBe(60);
    expect(result.habilitaciones.map((h) => h.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.habilitaciones[0]).not.toHaveProperty('history');
    const { history, ...first } = seededHabilitacion(1);
    expect(history.length).toBeGreaterThan(0);
    expect(result.habilitaciones[0]).toEqual(first);
  });

  it('filters by status, service and customer; counts after filters; pages', async () => {
    const all = seedData().habilitaciones;
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
    // An id no row can have answers an empty page, not an error.
    expect((await listHabilitaciones('?customerId=99999999999')).totalHabilitaciones).toBe(0);
  });

  it('searches customer name, tax id or id', async () => {
    const target = seedData().habilitaciones[7] as Habilitacion;
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
    // The id is matched as written: "#042" is no id; a huge number is no id either.
    expect((await listHabilitaciones('?q=%23042')).totalHabilitaciones).toBe(0);
    expect((await listHabilitaciones('?q=%2399999999999')).totalHabilitaciones).toBe(0);
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

  it('sorts every key both ways as the former mock did (ties keep the id order)', async () => {
    const all = seedData().habilitaciones;
    const keys: Record<string, (h: Habilitacion) => string> = {
      id: (h) => byNumber(h.id),
      customer: (h) => h.customer.name,
      service: (h) => h.service,
      plan: (h) => String(PLANS.indexOf(h.plan)),
      status: (h) => h.status,
      startDate: (h) => h.startDate,
      renewalDate: (h) => h.renewalDate,
    };
    for (const [sortBy, key] of Object.entries(keys))
      for (const orderBy of ['asc', 'desc'] as const) {
        const result = await listHabilitaciones(
          `?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`,
        );
        expect(
          result.habilitaciones.map((h) => h.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(legacySort(all, key, orderBy).map((h) => h.id));
      }
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
    const cambio = seedData().cambios[0];
    const id = cambio?.habilitacionId ?? 0;
    const result = await detail(id);
    expect(result.habilitacion.id).toBe(id);
    expect(result.habilitacion.history.length).toBeGreaterThan(0);
    expect(result.cambios.map((c) => c.id)).toContain(cambio?.id);
    expect(result.cambios.every((c) => c.habilitacionId === id)).toBe(true);
  });

  it('answers every seeded enablement as seeded: customer, history in order, requests', async () => {
    const { habilitaciones, cambios } = seedData();
    for (const h of habilitaciones) {
      const result = await detail(h.id);
      expect(result.habilitacion).toEqual(h);
      expect(result.cambios).toEqual(
        legacySort(
          cambios.filter((c) => c.habilitacionId === h.id),
          (c) => c.requestedAt,
          'desc',
        ),
      );
    }
  });

  it('answers 404 with the billing message', async () => {
    for (const id of ['9999', 'abc', '0', '1.5', '99999999999']) {
      const { status, body } = await call(`/api/billing/habilitaciones/${id}`, { token: admin });
      expect(status).toBe(404);
      expect(body).toEqual({ message: BILLING_MESSAGES.habilitacionNotFound });
    }
  });

  it('needs read on Habilitacion', async () => {
    expect((await call('/api/billing/habilitaciones/1')).status).toBe(401);
    const client = await signIn('client@demo.com');
    expect(await call('/api/billing/habilitaciones/1', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });
});

describe('POST /api/billing/habilitaciones/:id/activate', () => {
  it('activates a pending enablement, starts its term and records who', async () => {
    vi.spyOn(testClock(), 'today').mockReturnValue('2027-03-01');
    const pending = seedData().habilitaciones.find((h) => h.status === 'pending') as Habilitacion;
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
    expect(activated.history).toHaveLength(pending.history.length + 1);
    expect(await stored(pending.id)).toMatchObject({
      status: 'active',
      start_date: '2027-03-01',
      renewal_date: '2028-03-01',
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
    const pending = seedData().habilitaciones.find((h) => h.status === 'pending') as Habilitacion;
    const auditor = await signIn('auditor@demo.com');
    const denied = await post(`/api/billing/habilitaciones/${pending.id}/activate`, {}, auditor);
    expect(denied).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect((await stored(pending.id)).status).toBe('pending');
  });

  it('of two concurrent activations, one succeeds and the other gets the 409', async () => {
    const pending = seedData().habilitaciones.find((h) => h.status === 'pending') as Habilitacion;
    const path = `/api/billing/habilitaciones/${pending.id}/activate`;
    const answers = await Promise.all([post(path, {}), post(path, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: HABILITACION_MESSAGES.notPending,
    });
    expect(await historyCount(pending.id)).toBe(pending.history.length + 1);
  });
});

describe('GET /api/billing/cambios', () => {
  it('lists newest first, filters by status, type and enablement, searches customer', async () => {
    const all = await listCambios('?itemsPerPage=-1');
    expect(all.totalCambios).toBe(seedData().cambios.length);
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

  it('answers the seeded requests as seeded, in the former order for every sort', async () => {
    const cambios = seedData().cambios;
    const all = await listCambios('?itemsPerPage=-1');
    expect(all.cambios).toEqual(legacySort(cambios, (c) => c.requestedAt, 'desc'));
    const keys: Record<string, (c: Cambio) => string> = {
      id: (c) => byNumber(c.id),
      customer: (c) => c.customer.name,
      type: (c) => c.type,
      status: (c) => c.status,
      requestedAt: (c) => c.requestedAt,
    };
    for (const [sortBy, key] of Object.entries(keys))
      for (const orderBy of ['asc', 'desc'] as const) {
        const result = await listCambios(`?sortBy=${sortBy}&orderBy=${orderBy}&itemsPerPage=-1`);
        expect(
          result.cambios.map((c) => c.id),
          `${sortBy} ${orderBy}`,
        ).toEqual(legacySort(cambios, key, orderBy).map((c) => c.id));
      }
    const page = await listCambios('?itemsPerPage=7&page=2');
    expect(page.totalCambios).toBe(cambios.length);
    expect(page.cambios).toEqual(all.cambios.slice(7, 14));
  });

  it('answers 400 for a bad filter; needs read on Cambio', async () => {
    const bad = await call('/api/billing/cambios?type=teleport', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('errors.type');
    expect((await call('/api/billing/cambios')).status).toBe(401);
    const client = await signIn('client@demo.com');
    expect((await call('/api/billing/cambios', { token: client })).status).toBe(403);
    const auditor = await signIn('auditor@demo.com');
    expect((await call('/api/billing/cambios', { token: auditor })).status).toBe(200);
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
    expect(cambio.id).toBe(seedData().cambios.length + 1);
    expect(cambio.customer).toEqual(target.customer);
    expect(cambio.service).toBe(target.service);
    const after = await detail(target.id);
    expect(after.habilitacion.history.at(-1)).toMatchObject({
      action: 'requested',
      from: 'basic',
      to: 'business',
      detail: `#${cambio.id} upgrade: More visitors`,
    });
    expect(after.cambios[0]).toEqual(cambio);
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
    const written = (await storedRows('cambios')).filter((c) => c.reason === 'Because');
    expect(written).toHaveLength(0);
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
    for (const habilitacionId of [9999, 99999999999]) {
      const missing = await post('/api/billing/cambios', {
        habilitacionId,
        type: 'cancel',
        reason: 'Because',
      });
      expect(missing).toEqual({
        status: 404,
        body: { message: BILLING_MESSAGES.habilitacionNotFound },
      });
    }
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

  it('of two concurrent requests on one enablement, the second gets the 409', async () => {
    const target = free((h) => h.status === 'active');
    const answers = await Promise.all(
      ['Holidays', 'Moving out'].map((reason) =>
        post('/api/billing/cambios', { habilitacionId: target.id, type: 'suspend', reason }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: HABILITACION_MESSAGES.pendingExists,
    });
    const pending = (await storedRows('cambios')).filter(
      (c) => c.habilitacion_id === target.id && c.status === 'pending',
    );
    expect(pending).toHaveLength(1);
    expect(await historyCount(target.id)).toBe(target.history.length + 1);
  });

  it('the database keeps one pending request per enablement', async () => {
    const cambio = seededPending();
    const row = await storedCambio(cambio.id);
    const { id, ...copy } = row;
    expect(id).toBe(cambio.id);
    await expect(arrangeRows('cambios', [copy])).rejects.toThrow();
  });
});

describe('POST /api/billing/cambios/:id/approve and /reject', () => {
  it('approving a plan change applies plan and price, with history and decision', async () => {
    const cambio = seededPending((c) => c.type === 'upgrade');
    const { status, body } = await post(`/api/billing/cambios/${cambio.id}/approve`, {
      reason: 'Paid in advance',
    });
    expect(status).toBe(200);
    expect(cambioSchema.parse(body)).toMatchObject({
      status: 'approved',
      decidedBy: 'John Doe',
      decisionReason: 'Paid in advance',
    });
    const h = (await detail(cambio.habilitacionId)).habilitacion;
    expect(h.plan).toBe(cambio.toPlan);
    expect(h.monthlyPrice).toBe(monthlyPriceOf(h.service, cambio.toPlan, h.currency));
    expect(h.history.at(-1)).toMatchObject({
      action: 'approved',
      from: cambio.fromPlan,
      to: cambio.toPlan,
      actor: { email: 'admin@demo.com' },
      detail: `#${cambio.id} upgrade: Paid in advance`,
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
      const cambio = seededPending((c) => c.type === type);
      const from = (await stored(cambio.habilitacionId)).status;
      const { status, body } = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
      expect(status).toBe(200);
      expect(cambioSchema.parse(body).decisionReason).toBeNull();
      const after = (await detail(cambio.habilitacionId)).habilitacion;
      expect(after.status).toBe(to);
      expect(after.history.at(-1)).toMatchObject({
        action: 'approved',
        from,
        to,
        detail: `#${cambio.id} ${type}`,
      });
    }
  });

  it('re-checks on approval: a request that no longer applies is a 409', async () => {
    const cambio = seededPending((c) => c.type === 'suspend');
    await arrangeHabilitacionStatus(cambio.habilitacionId, 'cancelled');
    const before = await historyCount(cambio.habilitacionId);
    const answer = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
    expect(answer).toEqual({
      status: 409,
      body: { message: HABILITACION_MESSAGES.suspendNeedsActive },
    });
    // The decision taken before the check was rolled back with it.
    expect(await storedCambio(cambio.id)).toMatchObject({
      status: 'pending',
      decided_by: null,
      decided_at: null,
    });
    expect(await historyCount(cambio.habilitacionId)).toBe(before);
  });

  it('a failure while approving leaves nothing half-written', async () => {
    const cambio = seededPending((c) => c.type === 'upgrade');
    const h = seededHabilitacion(cambio.habilitacionId);
    // Another enablement's event holds the id the approval's event would get: that insert, the
    // last of the approval's writes, fails.
    const events = await historyCount(h.id);
    await arrangeRows('habilitaciones_history', [
      {
        id: `hab-${h.id}-${String(events + 1).padStart(6, '0')}`,
        owner_id: h.id === 1 ? 2 : 1,
        at: '2020-01-01T00:00:00.000Z',
        actor_id: 0,
        actor_name: 'System',
        actor_email: 'system@hostdesk.example',
        action: 'note',
        from_state: null,
        to_state: null,
        detail: '',
      },
    ]);
    const answer = await post(`/api/billing/cambios/${cambio.id}/approve`, {});
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await storedCambio(cambio.id)).toMatchObject({ status: 'pending', decided_by: null });
    expect(await stored(h.id)).toMatchObject({ plan: h.plan, monthly_price: h.monthlyPrice });
    expect(await historyCount(h.id)).toBe(events);
  });

  it('of two concurrent approvals, the second gets the 409', async () => {
    const cambio = seededPending((c) => c.type === 'downgrade');
    const before = await historyCount(cambio.habilitacionId);
    const path = `/api/billing/cambios/${cambio.id}/approve`;
    const answers = await Promise.all([post(path, {}), post(path, { reason: 'Twice' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      message: HABILITACION_MESSAGES.cambioNotPending,
    });
    expect((await stored(cambio.habilitacionId)).plan).toBe(cambio.toPlan);
    expect(await historyCount(cambio.habilitacionId)).toBe(before + 1);
    // Approve and reject at once: one decision only.
    const other = seededPending((c) => c.type === 'cancel');
    const decisions = await Promise.all([
      post(`/api/billing/cambios/${other.id}/approve`, {}),
      post(`/api/billing/cambios/${other.id}/reject`, { reason: 'No budget' }),
    ]);
    expect(decisions.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('keeps the history in the order things happened within one instant', async () => {
    vi.spyOn(testClock(), 'now').mockReturnValue(new Date('2026-12-01T10:00:00.000Z'));
    const target = free((h) => h.status === 'active' && h.plan === 'basic');
    for (let round = 0; round < 6; round += 1) {
      const { body } = await post('/api/billing/cambios', {
        habilitacionId: target.id,
        type: round % 2 === 0 ? 'upgrade' : 'downgrade',
        toPlan: round % 2 === 0 ? 'pro' : 'basic',
        reason: `Round ${round}`,
      });
      const { id } = cambioSchema.parse(body);
      expect((await post(`/api/billing/cambios/${id}/approve`, {})).status).toBe(200);
    }
    const history = (await detail(target.id)).habilitacion.history.slice(-12);
    expect(history.map((e) => e.action)).toEqual(
      Array.from({ length: 6 }, () => ['requested', 'approved']).flat(),
    );
    expect(history.map((e) => e.to)).toEqual(
      Array.from({ length: 3 }, () => ['pro', 'pro', 'basic', 'basic']).flat(),
    );
  });

  it('rejecting needs a reason, keeps the enablement and records it', async () => {
    const cambio = seededPending((c) => c.type === 'downgrade');
    const plan = (await stored(cambio.habilitacionId)).plan;
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
    const h = (await detail(cambio.habilitacionId)).habilitacion;
    expect(h.plan).toBe(plan);
    expect(h.history.at(-1)).toMatchObject({
      action: 'rejected',
      from: null,
      to: null,
      detail: `#${cambio.id} downgrade: Contract minimum not reached`,
    });
    const again = await post(`/api/billing/cambios/${cambio.id}/reject`, { reason: 'Again!' });
    expect(again.status).toBe(409);
  });

  it('answers 404 for unknown requests and 403 to the auditor', async () => {
    for (const action of ['approve', 'reject'])
      for (const id of ['9999', 'abc', '99999999999']) {
        const missing = await post(`/api/billing/cambios/${id}/${action}`, { reason: 'Because' });
        expect(missing).toEqual({
          status: 404,
          body: { message: BILLING_MESSAGES.cambioNotFound },
        });
      }
    // The request is found before its body is read.
    expect(await post('/api/billing/cambios/9999/reject', {})).toEqual({
      status: 404,
      body: { message: BILLING_MESSAGES.cambioNotFound },
    });
    const auditor = await signIn('auditor@demo.com');
    const cambio = seededPending();
    for (const action of ['approve', 'reject']) {
      const denied = await post(
        `/api/billing/cambios/${cambio.id}/${action}`,
        { reason: 'Because' },
        auditor,
      );
      expect(denied).toEqual({ status: 403, body: { message: 'Forbidden' } });
    }
    expect((await storedCambio(cambio.id)).status).toBe('pending');
  });
});
