import type {
  Invoice,
  InvoiceBody,
  InvoiceClient,
  InvoiceDetailResponse,
  InvoicePaymentBody,
  InvoicesQuery,
  InvoicesResponse,
  InvoiceStatus,
  SendInvoiceBody,
} from '@portal/contract';
import { formatMoney, invoiceTotals } from '@portal/contract/money';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { fieldErrors, HttpError, notFound, SOMETHING_WENT_WRONG } from '../http/errors';
import { actorOf } from '../lib/audit';
import { notifyInvoicePaid } from './notifications';
import { randomToken } from '../lib/tokens';
import { appendPayment, readPayments } from '../repositories/billing-documents.repository';
import * as invoices from '../repositories/invoices.repository';
import { recordHistory } from './billing-history';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';

/** Texts the spec fixes word for word, and this product's own. */
export const INVOICE_MESSAGES = {
  notFound: 'No invoice found with this id',
  deleteNotFound: SOMETHING_WENT_WRONG,
  amountAboveBalance: 'The amount cannot be more than the balance',
  nothingDue: 'This invoice has no balance left to pay',
  clientEmailUsed: 'A client with this email already exists',
  badDateRange: 'Enter dates as YYYY-MM-DD to YYYY-MM-DD',
} as const;

/** GET /api/apps/invoice/clients without `q`: the first 5 (spec); with `q`, at most 10. */
export const CLIENTS_DEFAULT_COUNT = 5;
export const CLIENTS_SEARCH_LIMIT = 10;

const PAYMENT_DETAILS = {
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
};

const METHOD_LABELS: Record<string, string> = {
  bank_transfer: 'bank transfer',
  card: 'card',
  cash: 'cash',
  check: 'check',
  direct_debit: 'direct debit',
};

type Header = invoices.InvoiceHeader;

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The issue-date range of a list query: "A to B", "A,B" or one day "A"; or the
 * `selectedDateRange[start]` / `selectedDateRange[end]` params. Inclusive. Null = no filter.
 */
export function parseDateRange(params: URLSearchParams): invoices.DateRange | null {
  const start = params.get('selectedDateRange[start]')?.trim() ?? '';
  const end = params.get('selectedDateRange[end]')?.trim() ?? '';
  let range: string[];
  if (start || end) {
    // One bound alone leaves the other side open.
    range = [start || '0000-01-01', end || '9999-12-31'];
  } else {
    const text = params.get('selectedDateRange')?.trim() ?? '';
    if (!text) return null;
    const parts = text.split(/\s+to\s+|\s*,\s*/).filter(Boolean);
    range = parts.length === 1 ? [text, text] : parts;
  }
  const [from = '', to = ''] = range;
  if (range.length !== 2 || !ISO.test(from) || !ISO.test(to))
    throw fieldErrors({ selectedDateRange: [INVOICE_MESSAGES.badDateRange] });
  return from <= to ? { start: from, end: to } : { start: to, end: from };
}

const detailOf = (invoice: Invoice): InvoiceDetailResponse => ({
  invoice,
  paymentDetails: {
    totalDue: Math.max(invoice.balance, 0),
    ...PAYMENT_DETAILS,
  },
});

async function readDetail(db: Kysely<Database>, header: Header): Promise<InvoiceDetailResponse> {
  const [invoice] = await invoices.readInvoices(db, [header]);
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  return detailOf(invoice);
}

/** Paid once the payments cover the total, else Partial Payment. */
const statusAfterPayments = (balance: number): InvoiceStatus =>
  balance <= 0 ? 'Paid' : 'Partial Payment';

export async function listInvoices(
  deps: AppDeps,
  query: InvoicesQuery,
  range: invoices.DateRange | null,
): Promise<InvoicesResponse> {
  const { invoices: rows, total } = await invoices.listInvoices(deps.db, query, range);
  return { invoices: rows, totalInvoices: total };
}

/** The invoice's header, or 404 "No invoice found with this id". */
export async function requireInvoice(deps: AppDeps, id: number | null): Promise<Header> {
  const header = id === null ? undefined : await invoices.findInvoiceHeader(deps.db, id);
  if (!header) throw notFound(INVOICE_MESSAGES.notFound);
  return header;
}

async function lockOr404(db: Kysely<Database>, id: number): Promise<Header> {
  const header = await invoices.lockInvoice(db, id);
  if (!header) throw notFound(INVOICE_MESSAGES.notFound);
  return header;
}

export async function getInvoice(deps: AppDeps, id: number | null) {
  return readDetail(deps.db, await requireInvoice(deps, id));
}

/**
 * Deletes an invoice (204); an unknown id answers the spec's 404 `{ error }`. With an expected
 * version, only that version is deleted (`StaleVersion` otherwise).
 */
export async function deleteInvoice(
  deps: AppDeps,
  caller: Caller,
  id: number | null,
  precondition?: Precondition,
): Promise<void> {
  const deleted =
    id !== null &&
    (await deps.db.transaction().execute(async (trx) => {
      if (!(await invoices.findInvoiceHeader(trx, id))) return false;
      await claim(trx, 'invoices', id, caller, deps.clock.now(), precondition);
      return invoices.deleteInvoice(trx, id);
    }));
  if (!deleted) throw new HttpError(404, { error: INVOICE_MESSAGES.deleteNotFound });
}

/** The columns a body sets (the client as given; total and balance from the money module). */
function bodyColumns(body: InvoiceBody, paid: number) {
  const total = invoiceTotals(body.lines).total;
  return {
    issued_date: body.issuedDate,
    due_date: body.dueDate,
    ...invoices.clientColumns(body.client),
    service: body.service || (body.lines[0]?.description ?? ''),
    currency: body.currency,
    total,
    paid,
    balance: total - paid,
    note: body.note,
  };
}

/** A new Draft (201), with the avatar of the client's earlier invoices. */
export async function createInvoice(
  deps: AppDeps,
  caller: Caller,
  body: InvoiceBody,
): Promise<InvoiceDetailResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const avatar = await invoices.avatarOfClient(trx, body.client.companyEmail);
    const header = await invoices.insertInvoice(
      trx,
      { ...bodyColumns(body, 0), avatar: avatar ?? '', status: 'Draft' },
      body.lines,
    );
    await recordHistory(
      trx,
      'invoices_history',
      header.id,
      actorOf(caller),
      'created',
      deps.clock.now(),
      {
        to: 'Draft',
      },
    );
    return readDetail(trx, header);
  });
}

/** Rewrites an invoice; its payments stay and its status follows them. */
export async function updateInvoice(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: InvoiceBody,
  precondition?: Precondition,
): Promise<InvoiceDetailResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockOr404(trx, id);
    await claim(trx, 'invoices', id, caller, deps.clock.now(), precondition);
    const payments = (await readPayments(trx, 'invoice_payments', [id])).get(id) ?? [];
    const columns = bodyColumns(body, before.paid);
    const status = payments.length > 0 ? statusAfterPayments(columns.balance) : before.status;
    const header = await invoices.updateInvoice(trx, id, { ...columns, status }, body.lines);
    const changed = before.status !== status;
    await recordHistory(trx, 'invoices_history', id, actorOf(caller), 'updated', deps.clock.now(), {
      from: changed ? before.status : null,
      to: changed ? status : null,
      detail: `Total ${formatMoney(columns.total, body.currency, 'en')}`,
    });
    return readDetail(trx, header);
  });
}

/**
 * Sends the invoice's e-mail (the mailer: SMTP or the outbox) once the change is committed and
 * records it; a Draft becomes Sent. A failed SMTP delivery is logged and marked failed in the
 * outbox; the invoice stays Sent (the spec's answer has no place for it).
 */
export async function sendInvoice(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: SendInvoiceBody,
  precondition?: Precondition,
): Promise<InvoiceDetailResponse> {
  const detail = await deps.db.transaction().execute(async (trx) => {
    let header = await lockOr404(trx, id);
    await claim(trx, 'invoices', id, caller, deps.clock.now(), precondition);
    const wasDraft = header.status === 'Draft';
    if (wasDraft) header = await invoices.updateInvoice(trx, id, { status: 'Sent' });
    await recordHistory(trx, 'invoices_history', id, actorOf(caller), 'sent', deps.clock.now(), {
      from: wasDraft ? 'Draft' : null,
      to: wasDraft ? 'Sent' : null,
      detail: `to ${body.to}`,
    });
    return readDetail(trx, header);
  });
  await deps.mailer.send({ to: body.to, subject: body.subject, text: body.message });
  return detail;
}

/**
 * Records a payment (201): above 0 and at most the balance. One transaction holding the
 * invoice's lock, so two payments sent at once cannot together pay more than the balance.
 */
export async function recordInvoicePayment(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: InvoicePaymentBody,
  precondition?: Precondition,
): Promise<InvoiceDetailResponse> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await lockOr404(trx, id);
    await claim(trx, 'invoices', id, caller, deps.clock.now(), precondition);
    if (before.balance <= 0) throw fieldErrors({ amount: [INVOICE_MESSAGES.nothingDue] });
    if (body.amount > before.balance)
      throw fieldErrors({ amount: [INVOICE_MESSAGES.amountAboveBalance] });
    const actor = actorOf(caller);
    const now = deps.clock.now();
    await appendPayment(trx, 'invoice_payments', id, {
      id: randomToken().slice(0, 16),
      amount: body.amount,
      date: body.date,
      method: body.method,
      note: body.note,
      recordedBy: actor.fullName,
      recordedAt: now.toISOString(),
    });
    const paid = before.paid + body.amount;
    const balance = before.total - paid;
    const status = statusAfterPayments(balance);
    const header = await invoices.updateInvoice(trx, id, { paid, balance, status });
    if (balance <= 0) {
      const ref = {
        history: 'invoices_history',
        id,
        label: `#${id}`,
        customer: before.client_name,
      } as const;
      await notifyInvoicePaid(trx, ref, caller.account.id, now);
    }
    const amount = formatMoney(body.amount, before.currency, 'en');
    await recordHistory(trx, 'invoices_history', id, actor, 'payment', now, {
      from: before.status,
      to: status,
      detail: `${amount} by ${METHOD_LABELS[body.method] ?? body.method}${body.note ? ` (${body.note})` : ''}`,
    });
    return readDetail(trx, header);
  });
}

/** The first 5 clients, or up to 10 whose name, company or e-mail contains `q`. */
export async function listClients(deps: AppDeps, q: string): Promise<InvoiceClient[]> {
  const needle = q.trim();
  return invoices.listClients(
    deps.db,
    needle,
    needle === '' ? CLIENTS_DEFAULT_COUNT : CLIENTS_SEARCH_LIMIT,
  );
}

/** Adds a client (201, echoed); its e-mail must be new (any case). */
export async function createClient(deps: AppDeps, client: InvoiceClient): Promise<InvoiceClient> {
  await deps.db.transaction().execute(async (trx) => {
    if (await invoices.clientEmailTaken(trx, client.companyEmail))
      throw fieldErrors({ companyEmail: [INVOICE_MESSAGES.clientEmailUsed] });
    await invoices.insertClient(trx, client);
  });
  return client;
}
