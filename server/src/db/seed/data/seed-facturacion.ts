import { SYSTEM_ACTOR, recordEvent, type Actor } from '../../../lib/audit';
import { formatMoney, invoiceTotals, sumMinor } from '@portal/contract/money';
import type { Customer, Factura, FacturaStatus, Nota, NotaStatus } from '@portal/contract';
import { PAYMENT_METHODS, type Currency, type LineItem, type Payment } from '@portal/contract';
import type { Random } from './prng';
import type { SeedOptions } from './seed-options';

/** The day the sample data is written as of: issue dates cover the 14 months before it. */
export const FACTURACION_SEED_DAY = '2026-11-22';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `days` (calendar arithmetic in UTC). */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today as `YYYY-MM-DD` (UTC). */
export const isoToday = (): string => new Date().toISOString().slice(0, 10);

/** `FA-2026-00042`, `NC-2026-00003`. */
export const seriesNumber = (series: string, year: string | number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(5, '0')}`;

/** The staff member the sample history is written by (the demo admin). */
const SEED_ACTOR: Actor = { id: 1, fullName: 'John Doe', email: 'admin@demo.com' };

/** What a hosting company bills; unit prices in USD cents (EUR about the same, ARS x 1000). */
const CATALOG: readonly { description: string; price: number; quantity: readonly number[] }[] = [
  { description: 'Web hosting Pro, monthly', price: 1_999, quantity: [1, 3, 12] },
  { description: 'VPS 4 vCPU / 8 GB, monthly', price: 4_850, quantity: [1, 2] },
  { description: 'Dedicated server rental', price: 18_900, quantity: [1] },
  { description: 'Business email mailbox', price: 450, quantity: [5, 10, 25] },
  { description: 'Domain renewal (.com)', price: 1_299, quantity: [1, 2] },
  { description: 'SSL certificate, yearly', price: 6_900, quantity: [1] },
  { description: 'Cloud backup 500 GB', price: 1_250, quantity: [1, 2] },
  { description: 'Telephony line, monthly', price: 990, quantity: [1, 4, 8] },
  { description: 'Setup and migration hours', price: 6_000, quantity: [1.5, 2, 4.25] },
];

const TAX_BY_CURRENCY: Record<Currency, readonly number[]> = {
  ARS: [21, 10.5],
  EUR: [21, 20],
  USD: [0, 8.25],
};
const PRICE_FACTOR: Record<Currency, number> = { ARS: 1000, EUR: 1, USD: 1 };

interface Draft {
  issueDate: string;
  dueDate: string;
  customer: Customer;
  currency: Currency;
  lines: LineItem[];
  status: FacturaStatus;
}

function makeLines(random: Random, currency: Currency): LineItem[] {
  const count = random.int(1, 3);
  const lines: LineItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const item = random.pick(CATALOG);
    lines.push({
      description: item.description,
      quantity: random.pick(item.quantity),
      unitPrice: item.price * PRICE_FACTOR[currency],
      discount: random.next() < 0.2 ? random.pick([5, 10, 12.5]) : 0,
      tax: random.pick(TAX_BY_CURRENCY[currency]),
    });
  }
  return lines;
}

/** Status of a sample invoice from where its due date falls. */
function pickStatus(random: Random, dueDate: string, issueDate: string): FacturaStatus {
  const roll = random.next();
  if (dueDate < FACTURACION_SEED_DAY) {
    if (roll < 0.06) return 'voided';
    if (roll < 0.3) return 'overdue';
    return 'paid';
  }
  if (issueDate >= addDays(FACTURACION_SEED_DAY, -20) && roll < 0.3) return 'draft';
  if (roll < 0.05) return 'voided';
  if (roll < 0.45) return 'issued';
  if (roll < 0.7) return 'partially_paid';
  return 'paid';
}

const at = (isoDate: string, hour = 10) =>
  new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00Z`);

/** History text of a payment: `USD 1,234.50 by card`. */
export const paymentDetail = (amount: number, currency: string, method: string) =>
  `${formatMoney(amount, currency, 'en')} by ${method.replace('_', ' ')}`;

/** Keeps the figures of a factura in line with its lines and payments. */
export function applyFigures(factura: Factura): void {
  const totals = invoiceTotals(factura.lines);
  factura.subtotal = totals.subtotal;
  factura.discount = totals.discount;
  factura.tax = totals.tax;
  factura.total = totals.total;
  factura.paid = sumMinor(factura.payments.map((payment) => payment.amount));
  factura.balance = factura.total - factura.paid;
}

function addPayment(
  random: Random,
  factura: Factura,
  amount: number,
  date: string,
  eventId: () => string,
  note = '',
): void {
  const payment: Payment = {
    id: eventId(),
    amount,
    date,
    method: random.pick(PAYMENT_METHODS),
    note,
    recordedBy: SEED_ACTOR.fullName,
    recordedAt: at(date, 12).toISOString(),
  };
  factura.payments.push(payment);
  const before = factura.status;
  factura.paid += amount;
  factura.balance = factura.total - factura.paid;
  factura.status = factura.balance === 0 ? 'paid' : 'partially_paid';
  recordEvent(factura.history, SEED_ACTOR, 'payment', {
    id: eventId(),
    from: before,
    to: factura.status,
    detail: paymentDetail(amount, factura.currency, payment.method),
    at: at(date, 12),
  });
}

/**
 * Facturacion invoices (`options.facturaCount` of them) and billing notes over them. Ids follow
 * the issue date; numbers are given per year in issue order. Every status is present, at least
 * three customers keep two or more overdue invoices in one currency outside any open note, and
 * about fifteen notes cover every note status (a paid note's invoices are paid).
 */
export function seedFacturacion(
  random: Random,
  customers: readonly Customer[],
  options: Pick<SeedOptions, 'facturaCount'>,
): { facturas: Factura[]; notas: Nota[] } {
  if (customers.length === 0) return { facturas: [], notas: [] };
  const count = options.facturaCount;

  // 1. Issue dates (sorted, so ids follow issue order) and the rest of each invoice.
  const offsets: number[] = [];
  // One in six invoices is recent (not due yet): drafts, issued and partially paid ones.
  for (let index = 0; index < count; index += 1) {
    offsets.push(random.next() < 1 / 6 ? random.int(0, 40) : random.int(0, 425));
  }
  offsets.sort((a, b) => b - a);
  const drafts: Draft[] = offsets.map((offset) => {
    const customer = random.pick(customers);
    const currency = random.next() < 0.9 ? customer.currency : 'USD';
    const issueDate = addDays(FACTURACION_SEED_DAY, -offset);
    const dueDate = addDays(issueDate, random.pick([15, 30, 30, 45]));
    return {
      issueDate,
      dueDate,
      customer,
      currency,
      lines: makeLines(random, currency),
      status: pickStatus(random, dueDate, issueDate),
    };
  });

  // 2. Three customers with at least two overdue invoices in their own currency (kept out of
  // the seeded notes below, so a new note can be built from them).
  const reserved = new Set<number>();
  let reservedCustomers = 0;
  for (const customer of customers) {
    if (reservedCustomers === 3) break;
    const pastDue = drafts.filter(
      (draft) =>
        draft.customer.id === customer.id &&
        draft.currency === customer.currency &&
        draft.dueDate < FACTURACION_SEED_DAY,
    );
    if (pastDue.length < 2) continue;
    for (const draft of pastDue.slice(-2)) {
      draft.status = 'overdue';
      reserved.add(drafts.indexOf(draft));
    }
    reservedCustomers += 1;
  }

  // Every status at least once (the newest invoices are not due yet, the oldest are).
  const present = new Set(drafts.map((draft) => draft.status));
  const notDueYet = drafts
    .map((draft, index) => ({ draft, index }))
    .filter(({ draft }) => draft.dueDate >= FACTURACION_SEED_DAY)
    .reverse();
  for (const status of ['draft', 'issued', 'partially_paid', 'paid', 'voided'] as const) {
    if (present.has(status)) continue;
    const candidate = notDueYet.find(
      ({ draft, index }) =>
        !reserved.has(index) && drafts.filter((other) => other.status === draft.status).length > 1,
    );
    if (!candidate) continue;
    candidate.draft.status = status;
    present.add(status);
  }

  // 3. Build the invoices.
  const sequences = new Map<string, number>();
  const facturas: Factura[] = drafts.map((draft, index) => {
    const id = index + 1;
    let events = 0;
    const eventId = () => `fa-${id}-${(events += 1)}`;
    let number: string | null = null;
    if (draft.status !== 'draft') {
      const year = draft.issueDate.slice(0, 4);
      const sequence = (sequences.get(year) ?? 0) + 1;
      sequences.set(year, sequence);
      number = seriesNumber('FA', year, sequence);
    }
    const factura: Factura = {
      id,
      number,
      customer: { id: draft.customer.id, name: draft.customer.name, taxId: draft.customer.taxId },
      currency: draft.currency,
      issueDate: draft.issueDate,
      dueDate: draft.dueDate,
      status: 'draft',
      subtotal: 0,
      discount: 0,
      tax: 0,
      total: 0,
      paid: 0,
      balance: 0,
      notaIds: [],
      lines: draft.lines,
      notes: '',
      payments: [],
      voidReason: null,
      history: [],
    };
    applyFigures(factura);
    recordEvent(factura.history, SEED_ACTOR, 'created', {
      id: eventId(),
      to: 'draft',
      at: at(draft.issueDate, 9),
    });
    if (draft.status === 'draft') return factura;
    factura.status = 'issued';
    recordEvent(factura.history, SEED_ACTOR, 'issued', {
      id: eventId(),
      from: 'draft',
      to: 'issued',
      detail: number ?? '',
      at: at(draft.issueDate, 10),
    });
    const paidOn = (from: string, to: string) =>
      addDays(
        from,
        random.int(0, Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS))),
      );
    switch (draft.status) {
      case 'paid': {
        // Paid by now: no payment is dated after the seed day, even when the due date is.
        const lastDay = FACTURACION_SEED_DAY < draft.dueDate ? FACTURACION_SEED_DAY : draft.dueDate;
        const date = paidOn(draft.issueDate, lastDay);
        if (random.next() < 0.25 && factura.total > 1) {
          const first = Math.round(factura.total / 2);
          addPayment(random, factura, first, date, eventId);
          addPayment(random, factura, factura.total - first, lastDay, eventId);
        } else {
          addPayment(random, factura, factura.total, date, eventId);
        }
        break;
      }
      case 'partially_paid':
      case 'overdue': {
        const partial = draft.status === 'partially_paid' || random.next() < 0.3;
        if (partial && factura.total > 1) {
          const share = random.pick([0.25, 0.4, 0.5, 0.6]);
          addPayment(
            random,
            factura,
            Math.max(1, Math.round(factura.total * share)),
            paidOn(
              draft.issueDate,
              FACTURACION_SEED_DAY < draft.dueDate ? FACTURACION_SEED_DAY : draft.dueDate,
            ),
            eventId,
          );
        }
        if (draft.status === 'overdue') {
          const before = factura.status;
          factura.status = 'overdue';
          recordEvent(factura.history, SYSTEM_ACTOR, 'overdue', {
            id: eventId(),
            from: before,
            to: 'overdue',
            at: at(addDays(draft.dueDate, 1), 0),
          });
        }
        break;
      }
      case 'voided': {
        factura.status = 'voided';
        factura.voidReason = random.pick([
          'Issued to the wrong customer',
          'Duplicate of another invoice',
          'Service cancelled before the billing period',
        ]);
        recordEvent(factura.history, SEED_ACTOR, 'voided', {
          id: eventId(),
          from: 'issued',
          to: 'voided',
          detail: factura.voidReason,
          at: at(addDays(draft.issueDate, 2), 11),
        });
        break;
      }
      default:
        break;
    }
    return factura;
  });

  // 4. Billing notes over the other overdue invoices, grouped by customer and currency.
  const groups = new Map<string, Factura[]>();
  facturas.forEach((factura, index) => {
    if (factura.status !== 'overdue' || reserved.has(index)) return;
    const key = `${factura.customer.id}:${factura.currency}`;
    const group = groups.get(key) ?? [];
    group.push(factura);
    groups.set(key, group);
  });
  const NOTE_STATUSES: readonly NotaStatus[] = ['draft', 'sent', 'paid', 'cancelled'];
  const planned: { facturas: Factura[]; status: NotaStatus; createdAt: string }[] = [];
  for (const group of groups.values()) {
    if (planned.length >= 15) break;
    const size = Math.min(group.length, random.int(1, 3));
    const members = group.slice(0, size);
    const latestDue = members.reduce((max, f) => (f.dueDate > max ? f.dueDate : max), '');
    const room = Math.max(
      1,
      Math.round((Date.parse(FACTURACION_SEED_DAY) - Date.parse(latestDue)) / DAY_MS) - 1,
    );
    planned.push({
      facturas: members,
      status: NOTE_STATUSES[planned.length % NOTE_STATUSES.length] ?? 'draft',
      createdAt: addDays(latestDue, Math.min(room, random.int(1, 20))),
    });
  }
  planned.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));

  const noteSequences = new Map<string, number>();
  const notas: Nota[] = planned.map((plan, index) => {
    const id = index + 1;
    let events = 0;
    const eventId = () => `nc-${id}-${(events += 1)}`;
    const year = plan.createdAt.slice(0, 4);
    const sequence = (noteSequences.get(year) ?? 0) + 1;
    noteSequences.set(year, sequence);
    const first = plan.facturas[0];
    const nota: Nota = {
      id,
      number: seriesNumber('NC', year, sequence),
      customer: first ? { ...first.customer } : { id: 0, name: '', taxId: '' },
      currency: first?.currency ?? 'USD',
      createdAt: plan.createdAt,
      dueDate: addDays(plan.createdAt, 15),
      status: 'draft',
      facturaIds: plan.facturas.map((factura) => factura.id),
      total: sumMinor(plan.facturas.map((factura) => factura.balance)),
      message: 'Please settle the overdue invoices listed in this notice.',
      cancelReason: null,
      history: [],
    };
    recordEvent(nota.history, SEED_ACTOR, 'created', {
      id: eventId(),
      to: 'draft',
      detail: plan.facturas.map((factura) => factura.number ?? '').join(', '),
      at: at(plan.createdAt, 9),
    });
    for (const factura of plan.facturas) {
      factura.notaIds.push(id);
      recordEvent(factura.history, SEED_ACTOR, 'nota', {
        id: `fa-${factura.id}-nc-${id}`,
        detail: nota.number,
        at: at(plan.createdAt, 9),
      });
    }
    if (plan.status === 'draft') return nota;
    if (plan.status === 'cancelled') {
      nota.status = 'cancelled';
      nota.cancelReason = 'The customer disputed the amounts';
      recordEvent(nota.history, SEED_ACTOR, 'cancelled', {
        id: eventId(),
        from: 'draft',
        to: 'cancelled',
        detail: nota.cancelReason,
        at: at(plan.createdAt, 15),
      });
      return nota;
    }
    nota.status = 'sent';
    recordEvent(nota.history, SEED_ACTOR, 'sent', {
      id: eventId(),
      from: 'draft',
      to: 'sent',
      at: at(plan.createdAt, 11),
    });
    if (plan.status === 'paid') {
      const paidDate = plan.createdAt;
      for (const factura of plan.facturas) {
        let events = factura.history.length;
        addPayment(
          random,
          factura,
          factura.balance,
          paidDate,
          () => `fa-${factura.id}-p${id}-${(events += 1)}`,
          `Billing note ${nota.number}`,
        );
      }
      nota.status = 'paid';
      recordEvent(nota.history, SEED_ACTOR, 'settled', {
        id: eventId(),
        from: 'sent',
        to: 'paid',
        detail: formatMoney(nota.total, nota.currency, 'en'),
        at: at(paidDate, 16),
      });
    }
    return nota;
  });

  return { facturas, notas };
}
