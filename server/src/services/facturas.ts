import {
  BILLING_MESSAGES,
  FACTURA_SERIES,
  type AuditEvent,
  type Factura,
  type FacturaBody,
  type FacturaDetailResponse,
  type FacturaPaymentBody,
  type FacturasQuery,
  type FacturasResponse,
  type FacturaStatus,
  type Payment,
} from '@portal/contract';
import { invoiceTotals } from '@portal/contract/money';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { addDays, paymentDetail, seriesNumber } from '../db/seed/data/seed-facturacion';
import { conflict, fieldErrors, notFound } from '../http/errors';
import { SYSTEM_ACTOR, actorOf, type Actor } from '../lib/audit';
import { randomToken } from '../lib/tokens';
import { appendPayment } from '../repositories/billing-documents.repository';
import { nextCounterValue } from '../repositories/counters.repository';
import { findCustomer } from '../repositories/customers.repository';
import * as facturas from '../repositories/facturas.repository';
import { notasOfFactura } from '../repositories/notas.repository';
import { justAfter, recordHistory } from './billing-history';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';
import { notifyInvoicePaid } from './notifications';

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

type Header = facturas.FacturaHeader;

/**
 * The "overdue" entry the history shows for an invoice that is overdue on `today` and not yet
 * marked so (its latest status entry is not "overdue"), or null. Nothing is stored when a GET
 * computes it (a GET never writes); a change of the invoice stores it first
 * (`markOverdue`), as the former sweep did. Its time is the day after the due date, 00:00 UTC,
 * or just after the latest entry when that came later (a payment after the due date).
 */
export function pendingOverdueEvent(
  header: Pick<Header, 'id' | 'status' | 'due_date'>,
  history: readonly AuditEvent[],
  today: string,
): AuditEvent | null {
  if (facturas.effectiveStatus(header, today) !== 'overdue') return null;
  const lastStatus = history.findLast((event) => event.to !== null);
  if (lastStatus?.to === 'overdue') return null;
  const dueNext = `${addDays(header.due_date, 1)}T00:00:00.000Z`;
  const last = history.at(-1);
  return {
    id: `overdue-${header.id}-${history.length}`,
    at: last && last.at >= dueNext ? justAfter(last.at) : dueNext,
    actor: { ...SYSTEM_ACTOR },
    action: 'overdue',
    from: header.status,
    to: 'overdue',
    detail: '',
  };
}

/** The invoice as of `today`: stored, with its status and overdue entry computed. */
function asOf(factura: Factura, header: Header, today: string): Factura {
  const overdue = pendingOverdueEvent(header, factura.history, today);
  return overdue ? { ...factura, history: [...factura.history, overdue] } : factura;
}

async function readAsOf(db: Kysely<Database>, header: Header, today: string): Promise<Factura> {
  return asOf(await facturas.readFactura(db, header, today), header, today);
}

/**
 * Before a change of an invoice that is overdue but not marked so: store the System's
 * "overdue" entry, so the change comes after it in the history (its `from` is "overdue").
 */
export async function markOverdue(
  db: Kysely<Database>,
  header: Header,
  today: string,
): Promise<void> {
  const factura = await facturas.readFactura(db, header, today);
  const overdue = pendingOverdueEvent(header, factura.history, today);
  if (!overdue) return;
  await recordHistory(
    db,
    'facturas_history',
    header.id,
    SYSTEM_ACTOR,
    'overdue',
    new Date(overdue.at),
    {
      from: overdue.from,
      to: overdue.to,
    },
  );
}

export async function listFacturas(deps: AppDeps, query: FacturasQuery): Promise<FacturasResponse> {
  const { facturas: rows, total } = await facturas.listFacturas(deps.db, query, deps.clock.today());
  return { facturas: rows, totalFacturas: total };
}

/** The invoice's header, or 404 "No factura found with this id". */
export async function requireFactura(deps: AppDeps, id: number | null): Promise<Header> {
  const header = id === null ? undefined : await facturas.findFacturaHeader(deps.db, id);
  if (!header) throw notFound(BILLING_MESSAGES.facturaNotFound);
  return header;
}

/** Locked in the transaction, or 404 (deleted since the route found it). */
async function lockOr404(db: Kysely<Database>, id: number): Promise<Header> {
  const header = await facturas.lockFactura(db, id);
  if (!header) throw notFound(BILLING_MESSAGES.facturaNotFound);
  return header;
}

export async function getFactura(deps: AppDeps, id: number | null): Promise<FacturaDetailResponse> {
  const header = await requireFactura(deps, id);
  const [factura, notas] = await Promise.all([
    readAsOf(deps.db, header, deps.clock.today()),
    notasOfFactura(deps.db, header.id),
  ]);
  return { factura, notas };
}

/** The draft's columns from a body: the customer's snapshot and the money module's figures. */
async function draftOf(db: Kysely<Database>, body: FacturaBody): Promise<facturas.NewFactura> {
  const customer = await findCustomer(db, body.customerId);
  if (!customer) throw fieldErrors({ customerId: [BILLING_MESSAGES.customerNotFound] });
  const { subtotal, discount, tax, total } = invoiceTotals(body.lines);
  return {
    customer: { id: customer.id, name: customer.name, taxId: customer.taxId },
    currency: body.currency,
    issueDate: body.issueDate,
    dueDate: body.dueDate,
    lines: body.lines,
    notes: body.notes,
    figures: { subtotal, discount, tax, total },
  };
}

/** A new draft (201): no number yet, figures from its lines. */
export async function createFactura(
  deps: AppDeps,
  caller: Caller,
  body: FacturaBody,
): Promise<Factura> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await facturas.insertDraft(trx, await draftOf(trx, body));
    await recordHistory(
      trx,
      'facturas_history',
      header.id,
      actorOf(caller),
      'created',
      deps.clock.now(),
      {
        to: 'draft',
      },
    );
    return readAsOf(trx, header, today);
  });
}

/** Rewrites a draft (409 once issued). */
export async function updateFactura(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: FacturaBody,
  precondition?: Precondition,
): Promise<Factura> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'facturas', id, caller, deps.clock.now(), precondition);
    if (header.status !== 'draft') throw conflict(FACTURA_MESSAGES.onlyDraftEdit);
    await facturas.updateDraft(trx, id, await draftOf(trx, body));
    await recordHistory(trx, 'facturas_history', id, actorOf(caller), 'updated', deps.clock.now(), {
      from: 'draft',
      to: 'draft',
    });
    return readAsOf(trx, await lockOr404(trx, id), today);
  });
}

/**
 * Issues a draft: it takes the next number of the `FA-<year of issue>` series, from the
 * database's counter in the same transaction (the number is unique too), so two staff members
 * issuing at once never share one.
 */
export async function issueFactura(
  deps: AppDeps,
  caller: Caller,
  id: number,
  precondition?: Precondition,
): Promise<Factura> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'facturas', id, caller, deps.clock.now(), precondition);
    if (header.status !== 'draft') throw conflict(FACTURA_MESSAGES.onlyDraftIssue);
    const year = header.issue_date.slice(0, 4);
    const sequence = await nextCounterValue(trx, `${FACTURA_SERIES}-${year}`);
    const number = seriesNumber(FACTURA_SERIES, year, sequence);
    await facturas.updateFactura(trx, id, {
      number,
      status: 'issued',
      search_text: facturas.searchTextOf(header, number),
    });
    await recordHistory(trx, 'facturas_history', id, actorOf(caller), 'issued', deps.clock.now(), {
      from: 'draft',
      to: 'issued',
      detail: number,
    });
    return readAsOf(trx, await lockOr404(trx, id), today);
  });
}

/**
 * Records a payment of an issued, partially paid or overdue invoice (the caller holds its lock
 * and checked the amount): balance and status follow, with a history entry.
 */
export async function payFactura(
  db: Kysely<Database>,
  header: Header,
  payment: { amount: number; date: string; method: Payment['method']; note: string },
  who: { actor: Actor; recordedBy: string; now: Date; today: string },
): Promise<void> {
  const before: FacturaStatus = facturas.effectiveStatus(header, who.today);
  await markOverdue(db, header, who.today);
  await appendPayment(db, 'factura_payments', header.id, {
    id: `pay-${randomToken().slice(0, 12)}`,
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    note: payment.note,
    recordedBy: who.recordedBy,
    recordedAt: who.now.toISOString(),
  });
  const paid = header.paid + payment.amount;
  const balance = header.total - paid;
  const status = balance === 0 ? 'paid' : 'partially_paid';
  await facturas.updateFactura(db, header.id, { paid, balance, status });
  if (status === 'paid') {
    const label = header.number ?? `#${header.id}`;
    const ref = {
      history: 'facturas_history',
      id: header.id,
      label,
      customer: header.customer_name,
    } as const;
    await notifyInvoicePaid(db, ref, who.actor.id, who.now);
  }
  await recordHistory(db, 'facturas_history', header.id, who.actor, 'payment', who.now, {
    from: before,
    to: status,
    detail: paymentDetail(payment.amount, header.currency, payment.method),
  });
}

/**
 * POST /api/billing/facturas/:id/payments (201). One transaction holding the invoice's lock: of
 * two payments sent at once, the second sees the first (a paid invoice answers 409).
 */
export async function recordFacturaPayment(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: FacturaPaymentBody,
  precondition?: Precondition,
): Promise<Factura> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'facturas', id, caller, deps.clock.now(), precondition);
    if (header.status === 'draft') throw conflict(FACTURA_MESSAGES.paymentOnDraft);
    if (header.status === 'voided') throw conflict(FACTURA_MESSAGES.paymentOnVoided);
    if (header.status === 'paid') throw conflict(FACTURA_MESSAGES.paymentOnPaid);
    if (body.amount > header.balance)
      throw fieldErrors({ amount: [FACTURA_MESSAGES.amountAboveBalance] });
    await payFactura(trx, header, body, {
      actor: actorOf(caller),
      recordedBy: caller.account.email,
      now: deps.clock.now(),
      today,
    });
    return readAsOf(trx, await lockOr404(trx, id), today);
  });
}

/** Voids an invoice that is not paid, not voided and in no open billing note. */
export async function voidFactura(
  deps: AppDeps,
  caller: Caller,
  id: number,
  reason: string,
  precondition?: Precondition,
): Promise<Factura> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'facturas', id, caller, deps.clock.now(), precondition);
    if (header.status === 'paid') throw conflict(FACTURA_MESSAGES.voidPaid);
    if (header.status === 'voided') throw conflict(FACTURA_MESSAGES.voidVoided);
    if ((await facturas.openNotaOf(trx, [id])).has(id))
      throw conflict(FACTURA_MESSAGES.voidInOpenNota);
    const before = facturas.effectiveStatus(header, today);
    await markOverdue(trx, header, today);
    await facturas.updateFactura(trx, id, { status: 'voided', void_reason: reason });
    await recordHistory(trx, 'facturas_history', id, actorOf(caller), 'voided', deps.clock.now(), {
      from: before,
      to: 'voided',
      detail: reason,
    });
    return readAsOf(trx, await lockOr404(trx, id), today);
  });
}

/** Deletes a draft (204); anything else stays forever (409: void it instead). */
export async function deleteFactura(deps: AppDeps, id: number | null): Promise<void> {
  if (id === null) throw notFound(BILLING_MESSAGES.facturaNotFound);
  await deps.db.transaction().execute(async (trx) => {
    if (await facturas.deleteDraft(trx, id)) return;
    if (await facturas.findFacturaHeader(trx, id)) throw conflict(FACTURA_MESSAGES.onlyDraftDelete);
    throw notFound(BILLING_MESSAGES.facturaNotFound);
  });
}
