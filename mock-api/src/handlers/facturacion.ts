import { http } from 'msw';
import { applyFigures, isoToday, paymentDetail, seriesNumber } from '../db/seed-facturacion';
import { getDb, saveDb, commitDb } from '../db/store';
import { SYSTEM_ACTOR, actorOf, nextId, recordEvent } from '../lib/audit';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import { findById, parseId } from '../lib/list';
import { listRoute } from '../lib/list-route';
import { safeResolver } from '../lib/safe-resolver';
import { randomToken } from '../lib/tokens';
import { parseBody } from '../lib/validate';
import {
  BILLING_MESSAGES,
  FACTURA_SERIES,
  FACTURA_STATUSES,
  facturaBodySchema,
  facturaPaymentBodySchema,
  facturasQuerySchema,
  type Factura,
  type FacturaRow,
  type FacturaStatus,
  type FacturasQuery,
  type Nota,
  type NotaRow,
} from '@portal/contract';
import { reasonBodySchema } from '@portal/contract';

export const FACTURA_MESSAGES = {
  onlyDraftEdit: 'Only draft invoices can be edited',
  onlyDraftIssue: 'Only draft invoices can be issued',
  onlyDraftDelete: 'Only draft invoices can be deleted; void it instead',
  paymentOnDraft: 'Issue the invoice before recording a payment',
  paymentOnVoided: 'A voided invoice cannot take payments',
  paymentOnPaid: 'This invoice is already paid',
  amountAboveBalance: 'The amount cannot be more than the balance',
  voidPaid: 'A paid invoice cannot be voided',
  voidVoided: 'This invoice is already voided',
  voidInOpenNota: 'This invoice is in an open billing note; cancel the note first',
} as const;

/**
 * The day the mock API thinks it is (`YYYY-MM-DD`). Tests fake it:
 * `vi.spyOn(billingClock, 'today').mockReturnValue('2027-03-01')`.
 */
export const billingClock = { today: (): string => isoToday() };

/** Open billing notes: an invoice in one of them cannot go in another. */
export const isOpenNota = (nota: Pick<Nota, 'status'>) =>
  nota.status === 'draft' || nota.status === 'sent';

/** Issued or partially paid invoices past their due date are overdue (checked when read). */
export function effectiveStatus(factura: Factura, today: string): FacturaStatus {
  const { status } = factura;
  return (status === 'issued' || status === 'partially_paid') && factura.dueDate < today
    ? 'overdue'
    : status;
}

/**
 * Turn issued/partially paid invoices past their due date into overdue ones, with a history
 * entry by the system. One pass, no allocation for rows that do not change. True if any changed.
 */
export function sweepOverdue(facturas: Factura[], today: string): boolean {
  let changed = false;
  for (const factura of facturas) {
    const before = factura.status;
    if ((before === 'issued' || before === 'partially_paid') && factura.dueDate < today) {
      factura.status = 'overdue';
      recordEvent(factura.history, SYSTEM_ACTOR, 'overdue', { from: before, to: 'overdue' });
      changed = true;
    }
  }
  return changed;
}

/** The list row of an invoice (no lines, payments or history), with its status as of `today`. */
export function toFacturaRow(factura: Factura, today: string): FacturaRow {
  return {
    id: factura.id,
    number: factura.number,
    customer: factura.customer,
    currency: factura.currency,
    issueDate: factura.issueDate,
    dueDate: factura.dueDate,
    status: effectiveStatus(factura, today),
    subtotal: factura.subtotal,
    discount: factura.discount,
    tax: factura.tax,
    total: factura.total,
    paid: factura.paid,
    balance: factura.balance,
    notaIds: factura.notaIds,
  };
}

/** The list row of a billing note (no message, reason or history). */
export const toNotaRow = (nota: Nota): NotaRow => ({
  id: nota.id,
  number: nota.number,
  customer: nota.customer,
  currency: nota.currency,
  createdAt: nota.createdAt,
  dueDate: nota.dueDate,
  status: nota.status,
  facturaIds: nota.facturaIds,
  total: nota.total,
});

/** Can this invoice go in a new billing note? (`openNotaIds`: ids of draft/sent notes.) */
export function isDue(factura: Factura, today: string, openNotaIds: ReadonlySet<number>): boolean {
  const status = effectiveStatus(factura, today);
  return (
    (status === 'issued' || status === 'partially_paid' || status === 'overdue') &&
    factura.balance > 0 &&
    !factura.notaIds.some((id) => openNotaIds.has(id))
  );
}

export const openNotaIdsOf = (notas: readonly Nota[]): Set<number> =>
  new Set(notas.filter(isOpenNota).map((nota) => nota.id));

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const STATUS_RANK: Record<FacturaStatus, number> = Object.fromEntries(
  FACTURA_STATUSES.map((status, index) => [status, index]),
) as Record<FacturaStatus, number>;

type Comparator = (a: Factura, b: Factura) => number;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One page of invoices for GET /api/billing/facturas: one filter pass, one sort with cheap
 * comparators (numbers and ISO strings; customer names ranked once with a reused collator),
 * then only the page is turned into rows. Statuses are read as of `today` (overdue rule).
 * `notas` is needed for `due=1` (invoices in an open note are left out).
 */
export function listFacturas(
  facturas: readonly Factura[],
  query: FacturasQuery,
  today: string,
  notas: readonly Nota[] = [],
): { facturas: FacturaRow[]; totalFacturas: number } {
  const needle = query.q.trim().toLowerCase();
  const needleUpper = needle.toUpperCase();
  const customerMatches = new Map<number, boolean>();
  const openNotaIds = query.due === '1' ? openNotaIdsOf(notas) : null;
  const { status, customerId, currency, issuedFrom, issuedTo } = query;

  const filtered: Factura[] = [];
  for (const factura of facturas) {
    if (customerId !== undefined && factura.customer.id !== customerId) continue;
    if (currency !== undefined && factura.currency !== currency) continue;
    if (issuedFrom !== undefined && factura.issueDate < issuedFrom) continue;
    if (issuedTo !== undefined && factura.issueDate > issuedTo) continue;
    if (status !== undefined && effectiveStatus(factura, today) !== status) continue;
    if (openNotaIds !== null && !isDue(factura, today, openNotaIds)) continue;
    if (needle !== '') {
      let matches = factura.number !== null && factura.number.includes(needleUpper);
      if (!matches) {
        const { customer } = factura;
        let customerMatch = customerMatches.get(customer.id);
        if (customerMatch === undefined) {
          customerMatch =
            customer.name.toLowerCase().includes(needle) ||
            customer.taxId.toLowerCase().includes(needle);
          customerMatches.set(customer.id, customerMatch);
        }
        matches = customerMatch;
      }
      if (!matches) continue;
    }
    filtered.push(factura);
  }

  let comparator: Comparator | null = null;
  switch (query.sortBy) {
    case 'number':
      // Drafts (no number yet) after the numbered ones.
      comparator = (a, b) =>
        a.number === b.number
          ? 0
          : a.number === null
            ? 1
            : b.number === null
              ? -1
              : compareText(a.number, b.number);
      break;
    case 'customer': {
      const names = new Map<string, number>();
      for (const factura of filtered) names.set(factura.customer.name, 0);
      [...names.keys()].sort(collator.compare).forEach((name, rank) => names.set(name, rank));
      comparator = (a, b) => (names.get(a.customer.name) ?? 0) - (names.get(b.customer.name) ?? 0);
      break;
    }
    case 'issueDate':
      comparator = (a, b) => compareText(a.issueDate, b.issueDate);
      break;
    case 'dueDate':
      comparator = (a, b) => compareText(a.dueDate, b.dueDate);
      break;
    case 'total':
      comparator = (a, b) => a.total - b.total;
      break;
    case 'balance':
      comparator = (a, b) => a.balance - b.balance;
      break;
    case 'status':
      comparator = (a, b) =>
        STATUS_RANK[effectiveStatus(a, today)] - STATUS_RANK[effectiveStatus(b, today)];
      break;
    default:
      break;
  }
  if (comparator) {
    const compare = comparator;
    // Ties keep the newest first in both directions.
    if (query.orderBy === 'desc') filtered.sort((a, b) => compare(b, a) || b.id - a.id);
    else filtered.sort((a, b) => compare(a, b) || b.id - a.id);
  } else {
    // Newest first by default.
    filtered.reverse();
  }

  const page =
    query.itemsPerPage === -1
      ? filtered
      : filtered.slice((query.page - 1) * query.itemsPerPage, query.page * query.itemsPerPage);
  return {
    facturas: page.map((factura) => toFacturaRow(factura, today)),
    totalFacturas: filtered.length,
  };
}

const notFound = () => messageResponse(404, BILLING_MESSAGES.facturaNotFound);
const conflict = (message: string) => messageResponse(409, message);

/** The database after the overdue sweep as of `billingClock.today()`. */
export function sweptDb() {
  const db = getDb();
  if (sweepOverdue(db.facturas, billingClock.today())) saveDb(); // a read: nobody waits on it
  return db;
}

/** Next number of the `FA-<year>-` series. */
function nextFacturaNumber(facturas: readonly Factura[], year: string): string {
  const prefix = `${FACTURA_SERIES}-${year}-`;
  let max = 0;
  for (const factura of facturas) {
    if (factura.number?.startsWith(prefix)) {
      max = Math.max(max, Number(factura.number.slice(prefix.length)));
    }
  }
  return seriesNumber(FACTURA_SERIES, year, max + 1);
}

export const facturacionHandlers = [
  listRoute('/api/billing/facturas', 'Factura', facturasQuerySchema, (query) => {
    const db = sweptDb();
    return listFacturas(db.facturas, query, billingClock.today(), db.notas);
  }),

  http.get(
    '/api/billing/facturas/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Factura');
      const db = sweptDb();
      const factura = findById(db.facturas, params.id, notFound);
      const notas = db.notas.filter((nota) => nota.facturaIds.includes(factura.id)).map(toNotaRow);
      return json({ factura, notas });
    }),
  ),

  http.post(
    '/api/billing/facturas',
    safeResolver(async ({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'create', 'Factura');
      const body = await parseBody(request, facturaBodySchema);
      const db = sweptDb();
      const customer = db.customers.find((candidate) => candidate.id === body.customerId);
      if (!customer) return fieldErrorResponse({ customerId: [BILLING_MESSAGES.customerNotFound] });
      const factura: Factura = {
        id: nextId(db.facturas),
        number: null,
        customer: { id: customer.id, name: customer.name, taxId: customer.taxId },
        currency: body.currency,
        issueDate: body.issueDate,
        dueDate: body.dueDate,
        status: 'draft',
        subtotal: 0,
        discount: 0,
        tax: 0,
        total: 0,
        paid: 0,
        balance: 0,
        notaIds: [],
        lines: body.lines,
        notes: body.notes,
        payments: [],
        voidReason: null,
        history: [],
      };
      applyFigures(factura);
      recordEvent(factura.history, actorOf(caller), 'created', { to: 'draft' });
      db.facturas.push(factura);
      await commitDb();
      return json(factura, 201);
    }),
  ),

  http.put(
    '/api/billing/facturas/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Factura');
      const db = sweptDb();
      const factura = findById(db.facturas, params.id, notFound);
      const body = await parseBody(request, facturaBodySchema);
      if (factura.status !== 'draft') return conflict(FACTURA_MESSAGES.onlyDraftEdit);
      const customer = db.customers.find((candidate) => candidate.id === body.customerId);
      if (!customer) return fieldErrorResponse({ customerId: [BILLING_MESSAGES.customerNotFound] });
      factura.customer = { id: customer.id, name: customer.name, taxId: customer.taxId };
      factura.currency = body.currency;
      factura.issueDate = body.issueDate;
      factura.dueDate = body.dueDate;
      factura.lines = body.lines;
      factura.notes = body.notes;
      applyFigures(factura);
      recordEvent(factura.history, actorOf(caller), 'updated', {
        from: 'draft',
        to: 'draft',
      });
      await commitDb();
      return json(factura);
    }),
  ),

  http.post(
    '/api/billing/facturas/:id/issue',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Factura');
      const db = sweptDb();
      const factura = findById(db.facturas, params.id, notFound);
      if (factura.status !== 'draft') return conflict(FACTURA_MESSAGES.onlyDraftIssue);
      factura.number = nextFacturaNumber(db.facturas, factura.issueDate.slice(0, 4));
      factura.status = 'issued';
      recordEvent(factura.history, actorOf(caller), 'issued', {
        from: 'draft',
        to: 'issued',
        detail: factura.number,
      });
      await commitDb();
      return json(factura);
    }),
  ),

  http.post(
    '/api/billing/facturas/:id/payments',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Factura');
      const db = sweptDb();
      const factura = findById(db.facturas, params.id, notFound);
      const body = await parseBody(request, facturaPaymentBodySchema);
      if (factura.status === 'draft') return conflict(FACTURA_MESSAGES.paymentOnDraft);
      if (factura.status === 'voided') return conflict(FACTURA_MESSAGES.paymentOnVoided);
      if (factura.status === 'paid') return conflict(FACTURA_MESSAGES.paymentOnPaid);
      if (body.amount > factura.balance) {
        return fieldErrorResponse({ amount: [FACTURA_MESSAGES.amountAboveBalance] });
      }
      recordFacturaPayment(factura, caller.account.email, actorOf(caller), body);
      await commitDb();
      return json(factura, 201);
    }),
  ),

  http.post(
    '/api/billing/facturas/:id/void',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Factura');
      const db = sweptDb();
      const factura = findById(db.facturas, params.id, notFound);
      const { reason } = await parseBody(request, reasonBodySchema);
      if (factura.status === 'paid') return conflict(FACTURA_MESSAGES.voidPaid);
      if (factura.status === 'voided') return conflict(FACTURA_MESSAGES.voidVoided);
      const openNotaIds = openNotaIdsOf(db.notas);
      if (factura.notaIds.some((notaId) => openNotaIds.has(notaId))) {
        return conflict(FACTURA_MESSAGES.voidInOpenNota);
      }
      const before = factura.status;
      factura.status = 'voided';
      factura.voidReason = reason;
      recordEvent(factura.history, actorOf(caller), 'voided', {
        from: before,
        to: 'voided',
        detail: reason,
      });
      await commitDb();
      return json(factura);
    }),
  ),

  http.delete(
    '/api/billing/facturas/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', 'Factura');
      const db = sweptDb();
      const id = parseId(params.id);
      const index = db.facturas.findIndex((candidate) => candidate.id === id);
      const factura = db.facturas[index];
      if (!factura) return notFound();
      if (factura.status !== 'draft') return conflict(FACTURA_MESSAGES.onlyDraftDelete);
      db.facturas.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),
];

/**
 * Record a payment on an issued, partially paid or overdue invoice (the caller checked the
 * amount): balance and status follow (partially_paid or paid), with a history entry.
 */
export function recordFacturaPayment(
  factura: Factura,
  recordedBy: string,
  actor: ReturnType<typeof actorOf>,
  payment: {
    amount: number;
    date: string;
    method: Factura['payments'][number]['method'];
    note: string;
  },
): void {
  const before = factura.status;
  const now = new Date();
  factura.payments.push({
    id: `pay-${randomToken().slice(0, 12)}`,
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    note: payment.note,
    recordedBy,
    recordedAt: now.toISOString(),
  });
  factura.paid += payment.amount;
  factura.balance = factura.total - factura.paid;
  factura.status = factura.balance === 0 ? 'paid' : 'partially_paid';
  recordEvent(factura.history, actor, 'payment', {
    from: before,
    to: factura.status,
    detail: paymentDetail(payment.amount, factura.currency, payment.method),
    at: now,
  });
}
