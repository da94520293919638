import type {
  CustomerRef,
  Factura,
  FacturaRow,
  FacturaStatus,
  FacturasQuery,
  LineItem,
} from '@portal/contract';
import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../db/database';
import { filterColumns, forUpdate, includesText, isPostgres, sortKey } from '../db/dialect';
import { countRows, onePage } from '../db/paging';
import {
  inChunks,
  readHistories,
  readLines,
  readPayments,
  replaceLines,
} from './billing-documents.repository';

export type FacturaHeader = Selectable<Database['facturas']>;
type FacturaEb = ExpressionBuilder<Database, 'facturas'>;

/** Stored statuses that turn overdue once the due date has passed. */
export const OVERDUE_PRONE = ['issued', 'partially_paid'] as const;
/** Note statuses that keep an invoice out of another note. */
export const OPEN_NOTA_STATUSES = ['draft', 'sent'] as const;

/** What the list's `q` searches, lowered once: number, customer name, tax id (one per line). */
export const facturaSearchText = (number: string | null, name: string, taxId: string): string =>
  [number ?? '', name, taxId].map((part) => part.toLowerCase()).join('\n');

/** Needles up to this many characters are counted from `factura_search_grams`. */
const GRAM_LENGTH = 2;

/**
 * Every text of one or two characters (code points, as both dialects' "contains" compares) in
 * a search text, never across its line breaks (a needle never holds one).
 */
export function searchGrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const line of text.split('\n')) {
    const chars = Array.from(line);
    chars.forEach((char, index) => {
      grams.add(char);
      const next = chars[index + 1];
      if (next !== undefined) grams.add(char + next);
    });
  }
  return grams;
}

/**
 * Keeps `factura_search_grams` in step with search texts written (`before` null: a new invoice;
 * `after` null: deleted). One statement, its grams in one order, so two writers that update the
 * same counts wait for each other instead of deadlocking.
 */
export async function adjustSearchGrams(
  db: Kysely<Database>,
  changes: readonly { before: string | null; after: string | null }[],
): Promise<void> {
  const deltas = new Map<string, number>();
  for (const { before, after } of changes) {
    if (before === after) continue;
    for (const gram of before === null ? [] : searchGrams(before))
      deltas.set(gram, (deltas.get(gram) ?? 0) - 1);
    for (const gram of after === null ? [] : searchGrams(after))
      deltas.set(gram, (deltas.get(gram) ?? 0) + 1);
  }
  const rows = [...deltas]
    .filter(([, delta]) => delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([gram, facturas]) => ({ gram, facturas }));
  for (let start = 0; start < rows.length; start += 5000)
    await db
      .insertInto('factura_search_grams')
      .values(rows.slice(start, start + 5000))
      .onConflict((oc) =>
        oc.column('gram').doUpdateSet((eb) => ({
          facturas: eb('factura_search_grams.facturas', '+', eb.ref('excluded.facturas')),
        })),
      )
      .execute();
}

/** How many invoices' search texts contain `gram` (one or two characters, lowered). */
async function countGram(db: Kysely<Database>, gram: string): Promise<number> {
  const row = await db
    .selectFrom('factura_search_grams')
    .select('facturas')
    .where('gram', '=', gram)
    .executeTakeFirst();
  return row?.facturas ?? 0;
}

/** The status an invoice shows on `today`: issued or partially paid past the due date is overdue. */
export function effectiveStatus(
  row: Pick<FacturaHeader, 'status' | 'due_date'>,
  today: string,
): FacturaStatus {
  return (row.status === 'issued' || row.status === 'partially_paid') && row.due_date < today
    ? 'overdue'
    : (row.status as FacturaStatus);
}

/** The rank of the status on `today` in `FACTURA_STATUSES` order (the list's status sort). */
const statusRankSql = (eb: FacturaEb, today: string): RawBuilder<number> => {
  const status = eb.ref('facturas.status');
  const due = eb.ref('facturas.due_date');
  return sql<number>`case ${status}
    when 'draft' then 0
    when 'issued' then case when ${due} < ${today} then 4 else 1 end
    when 'partially_paid' then case when ${due} < ${today} then 4 else 2 end
    when 'paid' then 3
    else 5 end`;
};

/** Columns of `facturas` the list filters by; a page that walks its sort's index hides them. */
type FilterColumn = 'customer_id' | 'currency' | 'issue_date' | 'status' | 'due_date' | 'balance';
type Columns = (column: FilterColumn) => RawBuilder<unknown>;
const NUMBER_COLUMNS = new Set<FilterColumn>(['customer_id', 'balance']);
const columnsOf = (db: Kysely<Database>, indexed: boolean): Columns =>
  filterColumns<FilterColumn>(db, 'facturas', (column) => !NUMBER_COLUMNS.has(column), indexed);

/** Rows whose status on `today` is `status`. */
function statusIs(eb: FacturaEb, col: Columns, status: FacturaStatus, today: string) {
  if (status === 'overdue')
    return eb.and([eb(col('status'), 'in', OVERDUE_PRONE), eb(col('due_date'), '<', today)]);
  if (status === 'issued' || status === 'partially_paid')
    return eb.and([eb(col('status'), '=', status), eb(col('due_date'), '>=', today)]);
  return eb(col('status'), '=', status);
}

/** Invoices in a draft or sent billing note (one small, uncorrelated subquery). */
const inOpenNota = (eb: FacturaEb) =>
  eb(
    'facturas.id',
    'in',
    eb
      .selectFrom('nota_facturas')
      .innerJoin('notas', 'notas.id', 'nota_facturas.nota_id')
      .select('nota_facturas.factura_id')
      .where('notas.status', 'in', OPEN_NOTA_STATUSES),
  );

/**
 * Can the invoice go in a new billing note: issued, partially paid or overdue (the stored status
 * is issued or partially paid either way), a balance, and in no open note.
 */
const isDue = (eb: FacturaEb, col: Columns) =>
  eb.and([
    eb(col('status'), 'in', OVERDUE_PRONE),
    eb(col('balance'), '>', 0),
    eb.not(inOpenNota(eb)),
  ]);

const SORT_COLUMNS = {
  customer: 'facturas.customer_name_key',
  issueDate: 'facturas.issue_date',
  dueDate: 'facturas.due_date',
  total: 'facturas.total',
  balance: 'facturas.balance',
} as const;

/** The list row of an invoice (no lines, payments or history), with its status on `today`. */
const toFacturaRow = (
  row: FacturaHeader,
  today: string,
  notaIds: readonly number[],
): FacturaRow => ({
  id: row.id,
  number: row.number,
  customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
  currency: row.currency as FacturaRow['currency'],
  issueDate: row.issue_date,
  dueDate: row.due_date,
  status: effectiveStatus(row, today),
  subtotal: row.subtotal,
  discount: row.discount,
  tax: row.tax,
  total: row.total,
  paid: row.paid,
  balance: row.balance,
  notaIds: [...notaIds],
});

/** The billing notes each invoice is in, oldest note first. */
export async function notaIdsOf(
  db: Kysely<Database>,
  facturaIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byFactura = new Map<number, number[]>(facturaIds.map((id) => [id, []]));
  if (facturaIds.length === 0) return byFactura;
  const links = await inChunks(facturaIds, (chunk) =>
    db
      .selectFrom('nota_facturas')
      .select(['factura_id', 'nota_id'])
      .where('factura_id', 'in', chunk)
      .orderBy('factura_id')
      .orderBy('nota_id')
      .execute(),
  );
  for (const link of links) byFactura.get(link.factura_id)?.push(link.nota_id);
  return byFactura;
}

/** List rows of `headers` (in that order), with their notes. */
export async function toFacturaRows(
  db: Kysely<Database>,
  headers: readonly FacturaHeader[],
  today: string,
): Promise<FacturaRow[]> {
  const notaIds = await notaIdsOf(
    db,
    headers.map((row) => row.id),
  );
  return headers.map((row) => toFacturaRow(row, today, notaIds.get(row.id) ?? []));
}

/**
 * One page of invoices: filters (status as of `today`, customer, currency, issue dates, `due`,
 * `q` on number, customer name or tax id), sort (ties and no sort: newest first), page; and how
 * many match.
 */
export async function listFacturas(db: Kysely<Database>, query: FacturasQuery, today: string) {
  const needle = query.q.trim().toLowerCase();
  const { status, customerId, currency, issuedFrom, issuedTo } = query;
  const filtered = (indexed: boolean) => {
    const col = columnsOf(db, indexed);
    let rows = db.selectFrom('facturas');
    if (customerId !== undefined) rows = rows.where(col('customer_id'), '=', customerId);
    if (currency !== undefined) rows = rows.where(col('currency'), '=', currency);
    if (issuedFrom !== undefined) rows = rows.where(col('issue_date'), '>=', issuedFrom);
    if (issuedTo !== undefined) rows = rows.where(col('issue_date'), '<=', issuedTo);
    if (status !== undefined) rows = rows.where((eb) => statusIs(eb, col, status, today));
    if (query.due === '1') rows = rows.where((eb) => isDue(eb, col));
    if (needle === '') return rows;
    // The searched fields hold no line break: a needle with one matches nothing (and must not
    // match across two fields of `search_text`).
    return needle.includes('\n')
      ? rows.where(sql<SqlBool>`1 = 0`)
      : rows.where((eb) => includesText(db, eb.ref('facturas.search_text'), needle));
  };

  // The page is found on ids alone (the indexes hold the filtered and sorted columns, so no
  // whole row is read or sorted), then only its rows are read. Many matches: counted, and the
  // page is read along its sort's index until it is full (the filters hidden from the other
  // indexes, `filterColumns`), unless sorting them is sooner. Few (a number searched, one
  // customer's due invoices): their ids are read through the filters' indexes, then sorted.
  const matching = filtered(true).select('facturas.id');
  let few: number[] | null = null;
  let total: number;
  if (needle === '') {
    total = await countRows(db, filtered(true));
    if (total <= FEW_MATCHES) few = (await matching.execute()).map((row) => row.id);
  } else if (
    !needle.includes('\n') &&
    Array.from(needle).length <= GRAM_LENGTH &&
    [customerId, currency, issuedFrom, issuedTo, status].every((value) => value === undefined) &&
    query.due !== '1'
  ) {
    // A needle of one or two characters alone: no index finds its matches (trigrams are three)
    // and nearly every invoice holds one ("a" is in every number), so they are counted as kept,
    // not by reading every invoice; only a few are read.
    total = await countGram(db, needle);
    if (total === 0) few = [];
    else if (total <= FEW_MATCHES) few = (await matching.execute()).map((row) => row.id);
  } else {
    // A search: up to FEW_MATCHES + 1 matches first; when they are all, no second scan counts
    // them. (On SQLite ordered by the search text, so it reads that narrow index, not the rows;
    // PostgreSQL finds them through its trigram index.)
    const first = await (isPostgres(db) ? matching : matching.orderBy('facturas.search_text'))
      .limit(FEW_MATCHES + 1)
      .execute();
    few = first.length <= FEW_MATCHES ? first.map((row) => row.id) : null;
    total = few === null ? await countRows(db, filtered(true)) : few.length;
  }
  let page: { id: number }[] = [];
  if (few === null) {
    const walk = await walksSooner(db, query, total);
    page = await onePage(
      sorted(filtered(!walk).select('facturas.id'), query, today),
      query,
    ).execute();
  } else if (few.length > 0) {
    const byId = db.selectFrom('facturas').select('facturas.id').where('id', 'in', few);
    page = await onePage(sorted(byId, query, today), query).execute();
  }
  const headers = await headersByIds(
    db,
    page.map((row) => row.id),
  );
  return { facturas: await toFacturaRows(db, headers, today), total };
}

/**
 * Is a page of `matches` invoices found sooner by walking its sort's index (about `page end ×
 * invoices / matches` rows read, each looked up in the table) than by sorting every match read
 * from the filters' indexes (about ten times cheaper a row: SQLite, 100 000 invoices)? Only a
 * sort that has an index (or none: the newest first, along the ids) walks, and only SQLite is told.
 */
async function walksSooner(db: Kysely<Database>, query: FacturasQuery, matches: number) {
  if (
    isPostgres(db) || // its planner walks by itself when that is sooner
    query.itemsPerPage === -1 ||
    query.sortBy === 'number' ||
    query.sortBy === 'status'
  )
    return false;
  const invoices = await countRows(db, db.selectFrom('facturas'));
  return query.page * query.itemsPerPage * invoices * 10 < matches * matches;
}

/** Up to this many matches a page is sorted from their ids; above, read along its sort's index. */
const FEW_MATCHES = 5000;

/** The list's order: the asked sort, then (ties, and no sort) the newest first. */
function sorted<O>(
  ids: SelectQueryBuilder<Database, 'facturas', O>,
  query: FacturasQuery,
  today: string,
): SelectQueryBuilder<Database, 'facturas', O> {
  const direction = query.orderBy === 'desc' ? 'desc' : 'asc';
  let ordered = ids;
  switch (query.sortBy) {
    case undefined:
      break;
    case 'number':
      // Drafts (no number yet) sort as the greatest: last ascending, first descending.
      ordered = ordered.orderBy('facturas.number', (ob) =>
        direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst(),
      );
      break;
    case 'status':
      ordered = ordered.orderBy((eb) => statusRankSql(eb, today), direction);
      break;
    default:
      ordered = ordered.orderBy(SORT_COLUMNS[query.sortBy], direction);
  }
  return ordered.orderBy('facturas.id', 'desc');
}

/** Headers of these invoices, in the order of `ids` (unknown ids left out). */
async function headersByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await inChunks(ids, (chunk) =>
    db.selectFrom('facturas').selectAll().where('id', 'in', chunk).execute(),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findFacturaHeader(
  db: Kysely<Database>,
  id: number,
): Promise<FacturaHeader | undefined> {
  return db.selectFrom('facturas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The invoice's header, locked until the transaction ends (see `forUpdate`). */
export async function lockFactura(
  db: Kysely<Database>,
  id: number,
): Promise<FacturaHeader | undefined> {
  return forUpdate(
    db,
    db.selectFrom('facturas').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** Headers of these invoices, locked in id order (two notes over the same invoices cannot deadlock). */
export async function lockFacturas(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<FacturaHeader[]> {
  if (ids.length === 0) return [];
  return forUpdate(
    db,
    db.selectFrom('facturas').selectAll().where('id', 'in', ids).orderBy('id'),
  ).execute();
}

/**
 * The whole invoice as stored: header, lines, payments, stored history and notes. Its status and
 * history as of a day are the service's (`facturas` service, overdue rule).
 */
export async function readFactura(
  db: Kysely<Database>,
  header: FacturaHeader,
  today: string,
): Promise<Factura> {
  const ids = [header.id];
  const [lines, payments, history, notaIds] = await Promise.all([
    readLines(db, 'factura_lines', ids),
    readPayments(db, 'factura_payments', ids),
    readHistories(db, 'facturas_history', ids),
    notaIdsOf(db, ids),
  ]);
  return {
    ...toFacturaRow(header, today, notaIds.get(header.id) ?? []),
    lines: lines.get(header.id) ?? [],
    notes: header.notes,
    payments: payments.get(header.id) ?? [],
    voidReason: header.void_reason,
    history: history.get(header.id) ?? [],
  };
}

/** List rows of these invoices as of `today`, in the order of `ids` (unknown ids left out). */
export async function facturaRowsByIds(
  db: Kysely<Database>,
  ids: readonly number[],
  today: string,
): Promise<FacturaRow[]> {
  return toFacturaRows(db, await headersByIds(db, ids), today);
}

/** The figures a draft's lines give (the money module's). */
export interface FacturaFigures {
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

export interface NewFactura {
  customer: CustomerRef;
  currency: string;
  issueDate: string;
  dueDate: string;
  lines: readonly LineItem[];
  notes: string;
  figures: FacturaFigures;
}

const draftColumns = (factura: NewFactura) => ({
  customer_id: factura.customer.id,
  customer_name: factura.customer.name,
  customer_name_key: sortKey(factura.customer.name),
  customer_tax_id: factura.customer.taxId,
  currency: factura.currency,
  issue_date: factura.issueDate,
  due_date: factura.dueDate,
  subtotal: factura.figures.subtotal,
  discount: factura.figures.discount,
  tax: factura.figures.tax,
  total: factura.figures.total,
  paid: 0,
  balance: factura.figures.total,
  notes: factura.notes,
  search_text: facturaSearchText(null, factura.customer.name, factura.customer.taxId),
});

/** Inserts a draft and its lines; answers its header. */
export async function insertDraft(
  db: Kysely<Database>,
  factura: NewFactura,
): Promise<FacturaHeader> {
  const values: Insertable<Database['facturas']> = {
    ...draftColumns(factura),
    number: null,
    status: 'draft',
    void_reason: null,
  };
  const header = await db
    .insertInto('facturas')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  await adjustSearchGrams(db, [{ before: null, after: header.search_text }]);
  await replaceLines(db, 'factura_lines', header.id, factura.lines);
  return header;
}

/** Rewrites a draft (nothing paid yet) and its lines. */
export async function updateDraft(
  db: Kysely<Database>,
  id: number,
  factura: NewFactura,
): Promise<void> {
  await updateFactura(db, id, draftColumns(factura));
  await replaceLines(db, 'factura_lines', id, factura.lines);
}

/** Changes header columns (status, number, paid and balance, void reason...). */
export async function updateFactura(
  db: Kysely<Database>,
  id: number,
  values: Updateable<Database['facturas']>,
): Promise<void> {
  const after = values.search_text;
  if (typeof after !== 'string') {
    await db.updateTable('facturas').set(values).where('id', '=', id).execute();
    return;
  }
  const before = await db
    .selectFrom('facturas')
    .select('search_text')
    .where('id', '=', id)
    .executeTakeFirst();
  await db.updateTable('facturas').set(values).where('id', '=', id).execute();
  if (before) await adjustSearchGrams(db, [{ before: before.search_text, after }]);
}

/** Deletes a draft (lines and history go with it). False: no draft with this id. */
export async function deleteDraft(db: Kysely<Database>, id: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('facturas')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .returning('search_text')
    .executeTakeFirst();
  if (!deleted) return false;
  await adjustSearchGrams(db, [{ before: deleted.search_text, after: null }]);
  return true;
}

/** For each invoice in an open note, that note (the oldest if several). */
export async function openNotaOf(
  db: Kysely<Database>,
  facturaIds: readonly number[],
): Promise<Map<number, { id: number; number: string }>> {
  const open = new Map<number, { id: number; number: string }>();
  if (facturaIds.length === 0) return open;
  const rows = await db
    .selectFrom('nota_facturas')
    .innerJoin('notas', 'notas.id', 'nota_facturas.nota_id')
    .select(['nota_facturas.factura_id', 'notas.id', 'notas.number'])
    .where('nota_facturas.factura_id', 'in', facturaIds)
    .where('notas.status', 'in', OPEN_NOTA_STATUSES)
    .orderBy('notas.id')
    .execute();
  for (const row of rows)
    if (!open.has(row.factura_id)) open.set(row.factura_id, { id: row.id, number: row.number });
  return open;
}

/** Lowered search text after the number changed (issue). */
export const searchTextOf = (header: FacturaHeader, number: string | null) =>
  facturaSearchText(number, header.customer_name, header.customer_tax_id);
