import { recordEvent, SYSTEM_ACTOR, type Actor } from '../../../lib/audit';
import {
  PLANS,
  SERVICES,
  type Cambio,
  type CambioType,
  type Customer,
  type Habilitacion,
  type HabilitacionStatus,
  type Plan,
  type Service,
  type SofonoLine,
} from '@portal/contract';
import type { Currency } from '@portal/contract';
import type { Random } from './prng';

/** The day the sample enablements are written as of. */
export const HABILITACIONES_SEED_DAY = '2026-11-22';

const DAY_MS = 86_400_000;

const addDaysTo = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** `startDate`'s anniversary in `year` (29 Feb becomes 28 Feb in other years). */
function anniversaryIn(startDate: string, year: number): string {
  const monthDay = startDate.slice(5);
  const candidate = `${year}-${monthDay}`;
  const date = new Date(`${candidate}T00:00:00Z`);
  return date.toISOString().startsWith(candidate) ? candidate : `${year}-02-28`;
}

/** The first anniversary of `startDate` strictly after `day`. */
export function nextAnniversary(startDate: string, day: string): string {
  let year = Math.max(Number(startDate.slice(0, 4)) + 1, Number(day.slice(0, 4)));
  while (anniversaryIn(startDate, year) <= day) year += 1;
  return anniversaryIn(startDate, year);
}

/** Monthly list prices in USD/EUR cents, basic..enterprise. ARS prices are x1000. */
const PRICE_BY_SERVICE: Record<Service, readonly [number, number, number, number]> = {
  web_hosting: [499, 999, 1_999, 3_999],
  vps: [1_500, 2_900, 5_900, 11_900],
  dedicated_server: [9_900, 14_900, 24_900, 39_900],
  email: [300, 600, 1_200, 2_400],
  domain: [150, 250, 400, 800],
  ssl: [500, 1_000, 2_500, 5_000],
  backup: [400, 900, 1_900, 3_900],
  telephony: [990, 1_990, 3_990, 7_990],
};
const CURRENCY_FACTOR: Record<Currency, number> = { USD: 1, EUR: 1, ARS: 1000 };

/** Monthly price of a service plan in minor units of `currency`. */
export function monthlyPriceOf(service: Service, plan: Plan, currency: Currency): number {
  return (PRICE_BY_SERVICE[service][PLANS.indexOf(plan)] ?? 0) * CURRENCY_FACTOR[currency];
}

/** Telephony minutes included per month, by plan. */
export const MINUTES_BY_PLAN: Record<Plan, number> = {
  basic: 300,
  pro: 1_000,
  business: 3_000,
  enterprise: 10_000,
};

/** Price of one minute above the plan, minor units (USD/EUR 5 cents, ARS 50 pesos). */
export const overageMinutePrice = (currency: Currency): number => 5 * CURRENCY_FACTOR[currency];

/** Charge for the minutes used above the plan's included minutes, in minor units. */
export function overageChargeOf(minutesUsed: number, plan: Plan, currency: Currency): number {
  return Math.max(0, minutesUsed - MINUTES_BY_PLAN[plan]) * overageMinutePrice(currency);
}

/** Rank of a plan, smallest 0: an upgrade goes to a larger rank. */
export const planRank = (plan: Plan): number => PLANS.indexOf(plan);

/** The staff member the sample history is written by (the demo admin). */
const SEED_ACTOR: Actor = { id: 1, fullName: 'John Doe', email: 'admin@demo.com' };

const COUNTRY_PREFIX: Record<string, string> = {
  Argentina: '+54 11 5555',
  Spain: '+34 91 555',
  France: '+33 4 7255',
  'United States': '+1 512 555',
};

/** Status mix of the sample: mostly active; the first eight cover every status twice. */
function pickStatus(random: Random, index: number): HabilitacionStatus {
  const forced: readonly HabilitacionStatus[] = [
    'active',
    'pending',
    'suspended',
    'cancelled',
    'active',
    'suspended',
    'pending',
    'cancelled',
  ];
  const fixed = forced[index];
  if (fixed) return fixed;
  const roll = random.next();
  if (roll < 0.1) return 'pending';
  if (roll < 0.7) return 'active';
  if (roll < 0.85) return 'suspended';
  return 'cancelled';
}

const isoAt = (day: string, hour: number, minute: number) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);

interface Built {
  habilitaciones: Habilitacion[];
  cambios: Cambio[];
  sofonoLines: SofonoLine[];
}

/** Service enablements, their change requests and the telephony lines of Telephony ones. */
export function seedHabilitaciones(random: Random, customers: readonly Customer[]): Built {
  const habilitaciones: Habilitacion[] = [];
  const cambios: Cambio[] = [];
  const sofonoLines: SofonoLine[] = [];
  if (customers.length === 0) return { habilitaciones, cambios, sofonoLines };
  const today = HABILITACIONES_SEED_DAY;
  const eventIds = new Map<number, number>();
  const eventId = (habilitacionId: number) => {
    const next = (eventIds.get(habilitacionId) ?? 0) + 1;
    eventIds.set(habilitacionId, next);
    return `hab-${habilitacionId}-${next}`;
  };

  // The date each enablement's last status change happened (suspension, cancellation).
  const changedOn = new Map<number, string>();

  for (let index = 0; index < 60; index += 1) {
    const id = index + 1;
    const customer = customers[index % customers.length] ?? customers[0];
    if (!customer) break;
    const service = SERVICES[(index * 3 + Math.floor(index / 8)) % SERVICES.length] ?? 'vps';
    const status = pickStatus(random, index);
    const plan = random.pick(PLANS);
    const startDate =
      status === 'pending'
        ? addDaysTo(today, -random.int(1, 20))
        : addDaysTo(today, -random.int(60, 3 * 365));
    let renewalDate = nextAnniversary(startDate, today);
    const habilitacion: Habilitacion = {
      id,
      customer: { id: customer.id, name: customer.name, taxId: customer.taxId },
      service,
      plan,
      status,
      startDate,
      renewalDate,
      currency: customer.currency,
      monthlyPrice: monthlyPriceOf(service, plan, customer.currency),
      history: [],
    };
    recordEvent(habilitacion.history, SEED_ACTOR, 'created', {
      id: eventId(id),
      to: 'pending',
      detail: '',
      at: isoAt(addDaysTo(startDate, -2), 10, 15),
    });
    if (status !== 'pending') {
      recordEvent(habilitacion.history, SEED_ACTOR, 'activated', {
        id: eventId(id),
        from: 'pending',
        to: 'active',
        at: isoAt(startDate, 9, 0),
      });
    }
    if (status === 'suspended' || status === 'cancelled') {
      const day = addDaysTo(today, -random.int(5, 50));
      changedOn.set(id, day < startDate ? startDate : day);
    }
    if (status === 'cancelled') {
      // The term that was running when it ended.
      const ended = changedOn.get(id) ?? today;
      renewalDate = nextAnniversary(startDate, ended);
      habilitacion.renewalDate = renewalDate;
    }
    habilitaciones.push(habilitacion);
  }

  const taken = new Set<number>();
  const addCambio = (
    habilitacion: Habilitacion,
    type: CambioType,
    state: Cambio['status'],
    options: { fromPlan?: Plan; toPlan?: Plan; requestedOn: string; reason: string },
  ) => {
    taken.add(habilitacion.id);
    const fromPlan = options.fromPlan ?? habilitacion.plan;
    const toPlan = options.toPlan ?? fromPlan;
    const requestedAt = isoAt(options.requestedOn, 11, random.int(0, 59));
    const decidedAt = isoAt(addDaysTo(options.requestedOn, 1), 15, random.int(0, 59));
    const cambio: Cambio = {
      id: cambios.length + 1,
      habilitacionId: habilitacion.id,
      customer: { ...habilitacion.customer },
      service: habilitacion.service,
      type,
      fromPlan,
      toPlan,
      status: state,
      reason: options.reason,
      requestedBy: SEED_ACTOR.fullName,
      requestedAt: requestedAt.toISOString(),
      decidedBy: state === 'pending' ? null : SEED_ACTOR.fullName,
      decidedAt: state === 'pending' ? null : decidedAt.toISOString(),
      decisionReason: state === 'rejected' ? 'The customer has unpaid invoices' : null,
    };
    cambios.push(cambio);
    recordEvent(habilitacion.history, SEED_ACTOR, 'requested', {
      id: eventId(habilitacion.id),
      detail: `#${cambio.id} ${type}: ${options.reason}`,
      from: type === 'upgrade' || type === 'downgrade' ? fromPlan : null,
      to: type === 'upgrade' || type === 'downgrade' ? toPlan : null,
      at: requestedAt,
    });
    return { cambio, decidedAt };
  };

  // Approved changes that explain the current state: suspensions, cancellations, upgrades.
  const suspended = habilitaciones.filter((h) => h.status === 'suspended');
  const cancelled = habilitaciones.filter((h) => h.status === 'cancelled');
  for (const [list, type, reason] of [
    [suspended.slice(0, 4), 'suspend', 'Customer asked to pause the service'],
    [cancelled.slice(0, 4), 'cancel', 'Customer is moving to another provider'],
  ] as const) {
    for (const habilitacion of list) {
      const day = changedOn.get(habilitacion.id) ?? today;
      const { cambio, decidedAt } = addCambio(habilitacion, type, 'approved', {
        requestedOn: addDaysTo(day, -1),
        reason,
      });
      const to = type === 'suspend' ? 'suspended' : 'cancelled';
      recordEvent(habilitacion.history, SEED_ACTOR, 'approved', {
        id: eventId(habilitacion.id),
        from: 'active',
        to,
        detail: `#${cambio.id} ${type}`,
        at: decidedAt,
      });
    }
  }
  // The other suspended/cancelled ones were changed by the system (non-payment, expiry).
  for (const habilitacion of [...suspended.slice(4), ...cancelled.slice(4)]) {
    const day = changedOn.get(habilitacion.id) ?? today;
    recordEvent(habilitacion.history, SYSTEM_ACTOR, 'status', {
      id: eventId(habilitacion.id),
      from: 'active',
      to: habilitacion.status,
      detail: habilitacion.status === 'suspended' ? 'Unpaid invoices' : 'Not renewed',
      at: isoAt(day, 3, 0),
    });
  }

  const free = (predicate: (h: Habilitacion) => boolean) =>
    habilitaciones.filter((h) => !taken.has(h.id) && predicate(h));
  const active = (h: Habilitacion) => h.status === 'active';

  // Approved upgrades on active enablements with a plan above basic.
  for (const habilitacion of free((h) => active(h) && h.plan !== 'basic').slice(0, 4)) {
    const toPlan = habilitacion.plan;
    const fromPlan = PLANS[planRank(toPlan) - 1] ?? 'basic';
    const requestedOn = addDaysTo(today, -random.int(30, 200));
    const { cambio, decidedAt } = addCambio(habilitacion, 'upgrade', 'approved', {
      fromPlan,
      toPlan,
      requestedOn: requestedOn < habilitacion.startDate ? habilitacion.startDate : requestedOn,
      reason: 'More traffic expected this season',
    });
    recordEvent(habilitacion.history, SEED_ACTOR, 'approved', {
      id: eventId(habilitacion.id),
      from: fromPlan,
      to: toPlan,
      detail: `#${cambio.id} upgrade`,
      at: decidedAt,
    });
  }

  // Rejected requests: the enablement did not change.
  for (const habilitacion of free(active).slice(0, 5)) {
    const type: CambioType = habilitacion.plan === 'basic' ? 'cancel' : 'downgrade';
    const toPlan = type === 'downgrade' ? PLANS[planRank(habilitacion.plan) - 1] : undefined;
    const requestedOn = addDaysTo(today, -random.int(20, 50));
    const { cambio, decidedAt } = addCambio(habilitacion, type, 'rejected', {
      ...(toPlan ? { toPlan } : {}),
      requestedOn: requestedOn < habilitacion.startDate ? habilitacion.startDate : requestedOn,
      reason: 'Customer wants to reduce costs',
    });
    recordEvent(habilitacion.history, SEED_ACTOR, 'rejected', {
      id: eventId(habilitacion.id),
      detail: `#${cambio.id} ${type}: ${cambio.decisionReason ?? ''}`,
      at: decidedAt,
    });
  }

  // Pending requests, each valid to approve now, every type present.
  const pendingPlan: readonly {
    type: CambioType;
    when: (h: Habilitacion) => boolean;
    toPlan?: (h: Habilitacion) => Plan | undefined;
    reason: string;
  }[] = [
    {
      type: 'upgrade',
      when: (h) => active(h) && h.plan !== 'enterprise',
      toPlan: (h) => PLANS[planRank(h.plan) + 1],
      reason: 'Needs more resources',
    },
    {
      type: 'upgrade',
      when: (h) => active(h) && h.plan !== 'enterprise',
      toPlan: () => 'enterprise',
      reason: 'Growing team',
    },
    {
      type: 'downgrade',
      when: (h) => active(h) && h.plan !== 'basic',
      toPlan: (h) => PLANS[planRank(h.plan) - 1],
      reason: 'Lower usage than planned',
    },
    {
      type: 'downgrade',
      when: (h) => active(h) && h.plan !== 'basic',
      toPlan: () => 'basic',
      reason: 'Budget cut',
    },
    { type: 'suspend', when: active, reason: 'Seasonal business closed' },
    { type: 'reactivate', when: (h) => h.status === 'suspended', reason: 'Invoices paid' },
    { type: 'cancel', when: active, reason: 'Service no longer needed' },
    { type: 'cancel', when: (h) => h.status === 'pending', reason: 'Ordered by mistake' },
  ];
  for (const wanted of pendingPlan) {
    const habilitacion = free(wanted.when).at(-1);
    if (!habilitacion) continue;
    const toPlan = wanted.toPlan?.(habilitacion);
    const requestedOn = addDaysTo(today, -random.int(0, 6));
    addCambio(habilitacion, wanted.type, 'pending', {
      ...(toPlan ? { toPlan } : {}),
      requestedOn: requestedOn < habilitacion.startDate ? habilitacion.startDate : requestedOn,
      reason: wanted.reason,
    });
  }

  // Phone lines of telephony enablements.
  let sequence = 100;
  for (const habilitacion of habilitaciones.filter((h) => h.service === 'telephony')) {
    const customer = customers.find((c) => c.id === habilitacion.customer.id);
    const prefix = COUNTRY_PREFIX[customer?.country ?? ''] ?? '+1 512 555';
    const count = random.int(1, 4);
    for (let line = 0; line < count; line += 1) {
      sequence += random.int(1, 37);
      const included = MINUTES_BY_PLAN[habilitacion.plan];
      const minutesUsed =
        habilitacion.status === 'active' ? random.int(0, Math.round(included * 1.4)) : 0;
      sofonoLines.push({
        id: sofonoLines.length + 1,
        number: `${prefix} ${String(sequence).padStart(4, '0')}`,
        customer: { ...habilitacion.customer },
        habilitacionId: habilitacion.id,
        plan: habilitacion.plan,
        status:
          habilitacion.status === 'active'
            ? 'active'
            : habilitacion.status === 'cancelled'
              ? 'cancelled'
              : 'suspended',
        minutesUsed,
        minutesIncluded: included,
        overageCharge: overageChargeOf(minutesUsed, habilitacion.plan, habilitacion.currency),
        currency: habilitacion.currency,
      });
    }
  }

  for (const habilitacion of habilitaciones) {
    habilitacion.history.sort((a, b) => a.at.localeCompare(b.at));
  }
  return { habilitaciones, cambios, sofonoLines };
}
