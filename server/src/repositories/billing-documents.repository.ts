import type { AuditEvent, LineItem, Payment } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { HistoryTable } from '../db/tables/core';
import type { HistoryTableName } from './history.repository';

/**
 * What Facturacion invoices and the template app's invoices share: their lines, payments and
 * histories are child tables of one shape (`factura_lines` / `invoice_lines`, ...).
 */
export type LinesTableName = 'factura_lines' | 'invoice_lines';
export type PaymentsTableName = 'factura_payments' | 'invoice_payments';
type OwnerColumn = 'factura_id' | 'invoice_id';

interface LineRow {
  owner_id: number;
  position: number;
  description: string;
  quantity: number;
  unit_price: number;
  discount: number;
  tax: number;
}

interface PaymentRow {
  owner_id: number;
  id: string;
  position: number;
  amount: number;
  date: string;
  method: string;
  note: string;
  recorded_by: string;
  recorded_at: string;
}

// The two line tables (and the two payment tables) share one shape apart from the owner column;
// Kysely cannot see that through a union of table names.
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const loose = (db: Kysely<Database>) => db as unknown as LooseDb;

const ownerColumnOf = (table: LinesTableName | PaymentsTableName): OwnerColumn =>
  table.startsWith('factura') ? 'factura_id' : 'invoice_id';

/** Bound values per `IN (...)` list: well below SQLite's 32 766 (a page of "all" rows may be long). */
const IN_CHUNK = 5000;

/** `read(chunk)` over `ids` in slices of `IN (...)`-sized chunks, results joined in order. */
export async function inChunks<T>(
  ids: readonly number[],
  read: (chunk: number[]) => Promise<T[]>,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += IN_CHUNK)
    results.push(...(await read(ids.slice(start, start + IN_CHUNK))));
  return results;
}

/** Lines of several documents, each in its body's order. */
export async function readLines(
  db: Kysely<Database>,
  table: LinesTableName,
  ownerIds: readonly number[],
): Promise<Map<number, LineItem[]>> {
  const byOwner = new Map<number, LineItem[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const owner = ownerColumnOf(table);
  const rows = (await loose(db)
    .selectFrom(table)
    .select([
      `${owner} as owner_id`,
      'position',
      'description',
      'quantity',
      'unit_price',
      'discount',
      'tax',
    ])
    .where(owner, 'in', ownerIds)
    .orderBy(owner)
    .orderBy('position')
    .execute()) as unknown as LineRow[];
  for (const row of rows)
    byOwner.get(row.owner_id)?.push({
      description: row.description,
      quantity: row.quantity,
      unitPrice: row.unit_price,
      discount: row.discount,
      tax: row.tax,
    });
  return byOwner;
}

/** The rows of `lines` for one document (seed and writes). */
export const lineRows = (lines: readonly LineItem[]) =>
  lines.map((line, position) => ({
    position,
    description: line.description,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    discount: line.discount,
    tax: line.tax,
  }));

/** Replaces a document's lines with `lines` (in the transaction of the change). */
export async function replaceLines(
  db: Kysely<Database>,
  table: LinesTableName,
  ownerId: number,
  lines: readonly LineItem[],
): Promise<void> {
  const owner = ownerColumnOf(table);
  await loose(db).deleteFrom(table).where(owner, '=', ownerId).execute();
  if (lines.length === 0) return;
  await loose(db)
    .insertInto(table)
    .values(lineRows(lines).map((row) => ({ ...row, [owner]: ownerId })))
    .execute();
}

/** Payments of several documents, each in the order they were recorded. */
export async function readPayments(
  db: Kysely<Database>,
  table: PaymentsTableName,
  ownerIds: readonly number[],
): Promise<Map<number, Payment[]>> {
  const byOwner = new Map<number, Payment[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const owner = ownerColumnOf(table);
  const rows = (await loose(db)
    .selectFrom(table)
    .select([
      `${owner} as owner_id`,
      'id',
      'position',
      'amount',
      'date',
      'method',
      'note',
      'recorded_by',
      'recorded_at',
    ])
    .where(owner, 'in', ownerIds)
    .orderBy(owner)
    .orderBy('position')
    .execute()) as unknown as PaymentRow[];
  for (const row of rows)
    byOwner.get(row.owner_id)?.push({
      id: row.id,
      amount: row.amount,
      date: row.date,
      method: row.method as Payment['method'],
      note: row.note,
      recordedBy: row.recorded_by,
      recordedAt: row.recorded_at,
    });
  return byOwner;
}

/** The rows of `payments` for one document (seed and writes), from `first` on. */
export const paymentRows = (payments: readonly Payment[], first = 0) =>
  payments.map((payment, index) => ({
    id: payment.id,
    position: first + index,
    amount: payment.amount,
    date: payment.date,
    method: payment.method,
    note: payment.note,
    recorded_by: payment.recordedBy,
    recorded_at: payment.recordedAt,
  }));

/**
 * Adds a payment after the document's others. The position is unique per document: two
 * payments written at once cannot both take it (the caller also holds the document's row lock).
 */
export async function appendPayment(
  db: Kysely<Database>,
  table: PaymentsTableName,
  ownerId: number,
  payment: Payment,
): Promise<void> {
  const owner = ownerColumnOf(table);
  const last = (await loose(db)
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .where(owner, '=', ownerId)
    .executeTakeFirst()) as { last: number | null } | undefined;
  const position = last?.last == null ? 0 : last.last + 1;
  await loose(db)
    .insertInto(table)
    .values({ ...paymentRows([payment], position)[0], [owner]: ownerId })
    .execute();
}

const toEvent = (row: HistoryTable): AuditEvent => ({
  id: row.id,
  at: row.at,
  actor: { id: row.actor_id, fullName: row.actor_name, email: row.actor_email },
  action: row.action,
  from: row.from_state,
  to: row.to_state,
  detail: row.detail,
});

/** Histories of several entities, each oldest first (as `readHistory` orders one). */
export async function readHistories(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerIds: readonly number[],
): Promise<Map<number, AuditEvent[]>> {
  const byOwner = new Map<number, AuditEvent[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = (await loose(db)
    .selectFrom(table)
    .selectAll()
    .where('owner_id', 'in', ownerIds)
    .orderBy('owner_id')
    .orderBy('at')
    .orderBy('id')
    .execute()) as unknown as HistoryTable[];
  for (const row of rows) byOwner.get(row.owner_id)?.push(toEvent(row));
  return byOwner;
}

/** When an entity's latest history entry happened (null: none yet). */
export async function lastEventAt(
  db: Kysely<Database>,
  table: HistoryTableName,
  ownerId: number,
): Promise<string | null> {
  const row = (await loose(db)
    .selectFrom(table)
    .select('at')
    .where('owner_id', '=', ownerId)
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst()) as { at: string } | undefined;
  return row?.at ?? null;
}
