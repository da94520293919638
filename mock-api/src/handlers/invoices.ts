import { http } from 'msw';
import { getDb, commitDb } from '../db/store';
import { actorOf, nextId, recordEvent } from '../lib/audit';
import { authenticate, requireAbility, type Caller } from '../lib/auth';
import { EarlyResponse, fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import { includesText, paginate, parseId, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { randomToken } from '../lib/tokens';
import { parseBody, parseQuery } from '../lib/validate';
import { formatMoney, invoiceTotals, sumMinor, toMajor, toMinor } from '@portal/contract/money';
import {
  invoiceBodySchema,
  invoiceClientSchema,
  invoicePaymentBodySchema,
  invoicesQuerySchema,
  sendInvoiceBodySchema,
  type Invoice,
  type InvoiceDetailResponse,
  type InvoicesQuery,
  type InvoiceStatus,
} from '@portal/contract';

/** Texts the spec fixes word for word, and this product's own. */
export const INVOICE_MESSAGES = {
  notFound: 'No invoice found with this id',
  deleteNotFound: 'Something went wrong',
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

/** Total and paid amounts of an invoice, in minor units (the money module's figures). */
export function invoiceFigures(invoice: Pick<Invoice, 'lines' | 'payments'>) {
  const total = invoiceTotals(invoice.lines).total;
  const paid = sumMinor(invoice.payments.map((payment) => payment.amount));
  return { total, paid, balance: total - paid };
}

/** Refresh the spec's major-unit fields from the lines and payments. */
function refreshAmounts(invoice: Invoice): void {
  const { total, balance } = invoiceFigures(invoice);
  invoice.total = toMajor(total, invoice.currency);
  invoice.balance = toMajor(balance, invoice.currency);
}

const detail = (invoice: Invoice): InvoiceDetailResponse => ({
  invoice,
  paymentDetails: {
    totalDue: toMajor(Math.max(invoiceFigures(invoice).balance, 0), invoice.currency),
    ...PAYMENT_DETAILS,
  },
});

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The issue-date range of a list query: "A to B", "A,B" or one day "A"; or the
 * `selectedDateRange[start]` / `selectedDateRange[end]` params. Inclusive. Null = no filter.
 */
export function parseDateRange(url: string): { start: string; end: string } | null {
  const params = new URL(url).searchParams;
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
  if (range.length !== 2 || !ISO.test(from) || !ISO.test(to)) {
    throw new EarlyResponse(
      fieldErrorResponse({ selectedDateRange: [INVOICE_MESSAGES.badDateRange] }),
    );
  }
  return from <= to ? { start: from, end: to } : { start: to, end: from };
}

const NUMERIC_SORTS = {
  total: (invoice: Invoice) => invoice.total,
  id: (invoice: Invoice) => invoice.id,
  balance: (invoice: Invoice) => invoice.balance,
} as const;

/** Filter, reverse (spec: newest first without a sort), sort and page the invoices. */
export function listInvoices(
  invoices: readonly Invoice[],
  query: InvoicesQuery,
  range: { start: string; end: string } | null,
) {
  const q = query.q.trim();
  const filtered = invoices
    .filter(
      (invoice) =>
        (q === '' ||
          includesText(invoice.client.name, q) ||
          includesText(invoice.client.companyEmail, q) ||
          String(invoice.id).includes(q)) &&
        (query.status === undefined || invoice.invoiceStatus === query.status) &&
        (range === null || (invoice.issuedDate >= range.start && invoice.issuedDate <= range.end)),
    )
    .reverse();
  let sorted = filtered;
  const { sortBy } = query;
  if (sortBy === 'client') {
    sorted = sortByText(filtered, (invoice) => invoice.client.name, query.orderBy);
  } else if (sortBy === 'date') {
    sorted = sortByText(filtered, (invoice) => invoice.issuedDate, query.orderBy);
  } else if (sortBy) {
    const key = NUMERIC_SORTS[sortBy];
    const direction = query.orderBy === 'desc' ? -1 : 1;
    sorted = [...filtered].sort((a, b) => direction * (key(a) - key(b)));
  }
  const { items } = paginate(sorted, query.page, query.itemsPerPage);
  return { invoices: items, totalInvoices: filtered.length };
}

const notFound = () => messageResponse(404, INVOICE_MESSAGES.notFound);

function findInvoice(id: string | readonly string[] | undefined): Invoice {
  const number = parseId(id);
  const invoice = getDb().invoices.find((candidate) => candidate.id === number);
  if (!invoice) throw new EarlyResponse(notFound());
  return invoice;
}

const statusAfterPayments = (invoice: Invoice): InvoiceStatus =>
  invoiceFigures(invoice).balance <= 0 ? 'Paid' : 'Partial Payment';

function caller(request: Request, cookies: Record<string, string>, action: string): Caller {
  const who = authenticate(request, cookies);
  requireAbility(who, action, 'Invoice');
  return who;
}

export const invoiceHandlers = [
  // Before /:id, which would otherwise catch "clients".
  http.get(
    '/api/apps/invoice/clients',
    safeResolver(({ request, cookies }) => {
      caller(request, cookies, 'read');
      const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
      const clients = getDb().invoiceClients;
      if (!q) return json(clients.slice(0, CLIENTS_DEFAULT_COUNT));
      return json(
        clients
          .filter(
            (client) =>
              includesText(client.name, q) ||
              includesText(client.company, q) ||
              includesText(client.companyEmail, q),
          )
          .slice(0, CLIENTS_SEARCH_LIMIT),
      );
    }),
  ),

  http.post(
    '/api/apps/invoice/clients',
    safeResolver(async ({ request, cookies }) => {
      caller(request, cookies, 'create');
      const client = await parseBody(request, invoiceClientSchema);
      const db = getDb();
      const email = client.companyEmail.toLowerCase();
      if (db.invoiceClients.some((c) => c.companyEmail.toLowerCase() === email)) {
        return fieldErrorResponse({ companyEmail: [INVOICE_MESSAGES.clientEmailUsed] });
      }
      db.invoiceClients.push(client);
      await commitDb();
      return json(client, 201);
    }),
  ),

  http.get(
    '/api/apps/invoice',
    safeResolver(({ request, cookies }) => {
      caller(request, cookies, 'read');
      const query = parseQuery(request.url, invoicesQuerySchema);
      const range = parseDateRange(request.url);
      return json(listInvoices(getDb().invoices, query, range));
    }),
  ),

  http.get(
    '/api/apps/invoice/:id',
    safeResolver(({ request, cookies, params }) => {
      caller(request, cookies, 'read');
      return json(detail(findInvoice(params.id)));
    }),
  ),

  http.delete(
    '/api/apps/invoice/:id',
    safeResolver(async ({ request, cookies, params }) => {
      caller(request, cookies, 'delete');
      const db = getDb();
      const id = parseId(params.id);
      const index = db.invoices.findIndex((invoice) => invoice.id === id);
      if (index === -1) return json({ error: INVOICE_MESSAGES.deleteNotFound }, 404);
      db.invoices.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/apps/invoice',
    safeResolver(async ({ request, cookies }) => {
      const who = caller(request, cookies, 'create');
      const body = await parseBody(request, invoiceBodySchema);
      const db = getDb();
      const sameClient = db.invoices.find(
        (invoice) =>
          invoice.client.companyEmail.toLowerCase() === body.client.companyEmail.toLowerCase(),
      );
      const invoice: Invoice = {
        id: nextId(db.invoices, 4987),
        issuedDate: body.issuedDate,
        dueDate: body.dueDate,
        client: body.client,
        service: body.service || (body.lines[0]?.description ?? ''),
        total: 0,
        avatar: sameClient?.avatar ?? '',
        invoiceStatus: 'Draft',
        balance: 0,
        currency: body.currency,
        lines: body.lines,
        note: body.note,
        payments: [],
        history: [],
      };
      refreshAmounts(invoice);
      recordEvent(invoice.history, actorOf(who), 'created', { to: 'Draft' });
      db.invoices.push(invoice);
      await commitDb();
      return json(detail(invoice), 201);
    }),
  ),

  http.put(
    '/api/apps/invoice/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const who = caller(request, cookies, 'update');
      const invoice = findInvoice(params.id);
      const body = await parseBody(request, invoiceBodySchema);
      const before = invoice.invoiceStatus;
      Object.assign(invoice, {
        issuedDate: body.issuedDate,
        dueDate: body.dueDate,
        client: body.client,
        service: body.service || (body.lines[0]?.description ?? ''),
        currency: body.currency,
        lines: body.lines,
        note: body.note,
      });
      refreshAmounts(invoice);
      if (invoice.payments.length > 0) invoice.invoiceStatus = statusAfterPayments(invoice);
      const changed = before !== invoice.invoiceStatus;
      recordEvent(invoice.history, actorOf(who), 'updated', {
        from: changed ? before : null,
        to: changed ? invoice.invoiceStatus : null,
        detail: `Total ${formatMoney(toMinor(invoice.total, invoice.currency), invoice.currency, 'en')}`,
      });
      await commitDb();
      return json(detail(invoice));
    }),
  ),

  http.post(
    '/api/apps/invoice/:id/send',
    safeResolver(async ({ request, cookies, params }) => {
      const who = caller(request, cookies, 'update');
      const invoice = findInvoice(params.id);
      const body = await parseBody(request, sendInvoiceBodySchema);
      const wasDraft = invoice.invoiceStatus === 'Draft';
      if (wasDraft) invoice.invoiceStatus = 'Sent';
      recordEvent(invoice.history, actorOf(who), 'sent', {
        from: wasDraft ? 'Draft' : null,
        to: wasDraft ? 'Sent' : null,
        detail: `to ${body.to}`,
      });
      await commitDb();
      return json(detail(invoice));
    }),
  ),

  http.post(
    '/api/apps/invoice/:id/payments',
    safeResolver(async ({ request, cookies, params }) => {
      const who = caller(request, cookies, 'update');
      const invoice = findInvoice(params.id);
      const body = await parseBody(request, invoicePaymentBodySchema);
      const { balance } = invoiceFigures(invoice);
      if (balance <= 0) return fieldErrorResponse({ amount: [INVOICE_MESSAGES.nothingDue] });
      if (body.amount > balance) {
        return fieldErrorResponse({ amount: [INVOICE_MESSAGES.amountAboveBalance] });
      }
      const actor = actorOf(who);
      invoice.payments.push({
        id: randomToken().slice(0, 16),
        amount: body.amount,
        date: body.date,
        method: body.method,
        note: body.note,
        recordedBy: actor.fullName,
        recordedAt: new Date().toISOString(),
      });
      const before = invoice.invoiceStatus;
      invoice.invoiceStatus = statusAfterPayments(invoice);
      refreshAmounts(invoice);
      const amount = formatMoney(body.amount, invoice.currency, 'en');
      recordEvent(invoice.history, actor, 'payment', {
        from: before,
        to: invoice.invoiceStatus,
        detail: `${amount} by ${METHOD_LABELS[body.method] ?? body.method}${body.note ? ` (${body.note})` : ''}`,
      });
      await commitDb();
      return json(detail(invoice), 201);
    }),
  ),
];
