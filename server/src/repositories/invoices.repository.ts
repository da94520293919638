import type { Invoice, InvoiceClient, InvoicesQuery, LineItem } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import {
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../db/database';
import { containsText, forUpdate, likePattern, sortKey } from '../db/dialect';
import { countRows, onePage } from '../db/paging';
import {
  readHistories,
  readLines,
  readPayments,
  replaceLines,
} from './billing-documents.repository';

export type InvoiceHeader = Selectable<Database['invoices']>;

/** An inclusive issue-date range (`YYYY-MM-DD`). */
export interface DateRange {
  start: string;
  end: string;
}

const SORT_COLUMNS = {
  client: 'client_name_key',
  date: 'issued_date',
  total: 'total',
  id: 'id',
  balance: 'balance',
} as const;

/** The whole invoices of these headers (lines, payments, history), in their order. */
export async function readInvoices(
  db: Kysely<Database>,
  headers: readonly InvoiceHeader[],
): Promise<Invoice[]> {
  const ids = headers.map((header) => header.id);
  const [lines, payments, history] = await Promise.all([
    readLines(db, 'invoice_lines', ids),
    readPayments(db, 'invoice_payments', ids),
    readHistories(db, 'invoices_history', ids),
  ]);
  return headers.map((row) => ({
    id: row.id,
    issuedDate: row.issued_date,
    dueDate: row.due_date,
    client: {
      name: row.client_name,
      company: row.client_company,
      companyEmail: row.client_company_email,
      address: row.client_address,
      country: row.client_country,
      contact: row.client_contact,
    },
    service: row.service,
    total: toMajor(row.total, row.currency),
    avatar: row.avatar,
    invoiceStatus: row.status as Invoice['invoiceStatus'],
    balance: toMajor(row.balance, row.currency),
    currency: row.currency as Invoice['currency'],
    lines: lines.get(row.id) ?? [],
    note: row.note,
    payments: payments.get(row.id) ?? [],
    history: history.get(row.id) ?? [],
  }));
}

/**
 * One page of invoices: `q` on client name, company e-mail or id; status; issue-date range;
 * sort (ascending unless told; ties and no sort: the newest id first).
 */
export async function listInvoices(
  db: Kysely<Database>,
  query: InvoicesQuery,
  range: DateRange | null,
) {
  const q = query.q.trim();
  let filtered = db.selectFrom('invoices');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([
        containsText(eb.ref('client_name'), q),
        containsText(eb.ref('client_company_email'), q),
        sql<SqlBool>`cast(${eb.ref('id')} as text) like ${likePattern(q)} escape '\\'`,
      ]),
    );
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (range !== null)
    filtered = filtered
      .where('issued_date', '>=', range.start)
      .where('issued_date', '<=', range.end);
  let rows = filtered.selectAll();
  if (query.sortBy !== undefined)
    rows = rows.orderBy(SORT_COLUMNS[query.sortBy], query.orderBy === 'desc' ? 'desc' : 'asc');
  rows = rows.orderBy('id', 'desc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { invoices: await readInvoices(db, page), total };
}

export async function findInvoiceHeader(
  db: Kysely<Database>,
  id: number,
): Promise<InvoiceHeader | undefined> {
  return db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoice's header, locked until the transaction ends (see `forUpdate`). */
export async function lockInvoice(
  db: Kysely<Database>,
  id: number,
): Promise<InvoiceHeader | undefined> {
  return forUpdate(
    db,
    db.selectFrom('invoices').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** The avatar of the first invoice of a client (by company e-mail, any case), if any. */
export async function avatarOfClient(
  db: Kysely<Database>,
  companyEmail: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('invoices')
    .select('avatar')
    .where((eb) => eb(eb.fn('lower', ['client_company_email']), '=', companyEmail.toLowerCase()))
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.avatar;
}

/** The client columns of an invoice. */
export const clientColumns = (client: InvoiceClient) => ({
  client_name: client.name,
  client_name_key: sortKey(client.name),
  client_company: client.company,
  client_company_email: client.companyEmail,
  client_address: client.address,
  client_country: client.country,
  client_contact: client.contact,
});

export async function insertInvoice(
  db: Kysely<Database>,
  values: Insertable<Database['invoices']>,
  lines: readonly LineItem[],
): Promise<InvoiceHeader> {
  const header = await db
    .insertInto('invoices')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  await replaceLines(db, 'invoice_lines', header.id, lines);
  return header;
}

export async function updateInvoice(
  db: Kysely<Database>,
  id: number,
  values: Updateable<Database['invoices']>,
  lines?: readonly LineItem[],
): Promise<InvoiceHeader> {
  const header = await db
    .updateTable('invoices')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (lines) await replaceLines(db, 'invoice_lines', id, lines);
  return header;
}

export async function deleteInvoice(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('invoices').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ----- Clients -----

type ClientRow = Selectable<Database['invoice_clients']>;
const toClient = (row: ClientRow): InvoiceClient => ({
  name: row.name,
  company: row.company,
  companyEmail: row.company_email,
  address: row.address,
  country: row.country,
  contact: row.contact,
});

/** Clients in the order they were added: the first `limit`, or those matching `q`. */
export async function listClients(
  db: Kysely<Database>,
  q: string,
  limit: number,
): Promise<InvoiceClient[]> {
  let query = db.selectFrom('invoice_clients').selectAll();
  if (q !== '')
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('name'), q),
        containsText(eb.ref('company'), q),
        containsText(eb.ref('company_email'), q),
      ]),
    );
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map(toClient);
}

export async function clientEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoice_clients')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['company_email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export const clientRow = (client: InvoiceClient) => ({
  name: client.name,
  company: client.company,
  company_email: client.companyEmail,
  address: client.address,
  country: client.country,
  contact: client.contact,
});

export async function insertClient(db: Kysely<Database>, client: InvoiceClient): Promise<void> {
  await db.insertInto('invoice_clients').values(clientRow(client)).execute();
}

/** One month of invoices: how many were issued and their total (minor units). */
export interface InvoicedMonth {
  /** `YYYY-MM`. */
  month: string;
  count: number;
  total: number;
}

/**
 * The invoices issued in `range` in `currency`, counted and totalled per month (months without
 * one are absent), in month order. The issue-date index finds the range.
 */
export async function invoicedByMonth(
  db: Kysely<Database>,
  range: DateRange,
  currency: string,
): Promise<InvoicedMonth[]> {
  // Literal arguments, not parameters: PostgreSQL matches the grouped expression by its text.
  const month = sql<string>`substr(issued_date, 1, 7)`;
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      month.as('month'),
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.sum<number | string>('total').as('total'),
    ])
    .where('issued_date', '>=', range.start)
    .where('issued_date', '<=', range.end)
    .where('currency', '=', currency)
    .groupBy(month)
    .orderBy('month')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    count: Number(row.count),
    total: Number(row.total),
  }));
}
