import type { Nota, NotaRow, NotasQuery } from '@portal/contract';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, forUpdate } from '../db/dialect';
import { countRows, onePage } from '../db/paging';
import { readHistories } from './billing-documents.repository';

export type NotaHeader = Selectable<Database['notas']>;

const SORT_COLUMNS = {
  number: 'number',
  customer: 'customer_name_key',
  createdAt: 'created_at',
  dueDate: 'due_date',
  total: 'total',
} as const;

const toNotaRow = (row: NotaHeader, facturaIds: readonly number[]): NotaRow => ({
  id: row.id,
  number: row.number,
  customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
  currency: row.currency as NotaRow['currency'],
  createdAt: row.created_at,
  dueDate: row.due_date,
  status: row.status as NotaRow['status'],
  facturaIds: [...facturaIds],
  total: row.total,
});

/** The invoices of each note, in the order they were chosen. */
export async function facturaIdsOf(
  db: Kysely<Database>,
  notaIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byNota = new Map<number, number[]>(notaIds.map((id) => [id, []]));
  if (notaIds.length === 0) return byNota;
  const links = await db
    .selectFrom('nota_facturas')
    .select(['nota_id', 'factura_id'])
    .where('nota_id', 'in', notaIds)
    .orderBy('nota_id')
    .orderBy('position')
    .execute();
  for (const link of links) byNota.get(link.nota_id)?.push(link.factura_id);
  return byNota;
}

async function toNotaRows(db: Kysely<Database>, headers: readonly NotaHeader[]) {
  const facturaIds = await facturaIdsOf(
    db,
    headers.map((row) => row.id),
  );
  return headers.map((row) => toNotaRow(row, facturaIds.get(row.id) ?? []));
}

/** One page of notes: `q` on number or customer name, status, customer; sort; newest first. */
export async function listNotas(db: Kysely<Database>, query: NotasQuery) {
  const needle = query.q.trim();
  let filtered = db.selectFrom('notas');
  if (needle !== '')
    filtered = filtered.where((eb) =>
      eb.or([
        containsText(eb.ref('number'), needle),
        containsText(eb.ref('customer_name'), needle),
      ]),
    );
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  if (query.customerId !== undefined)
    filtered = filtered.where('customer_id', '=', query.customerId);
  let rows = filtered.selectAll();
  const direction = query.orderBy === 'desc' ? 'desc' : 'asc';
  if (query.sortBy === 'status')
    // NOTA_STATUSES order.
    rows = rows.orderBy(
      sql`case status when 'draft' then 0 when 'sent' then 1 when 'paid' then 2 else 3 end`,
      direction,
    );
  else if (query.sortBy !== undefined) rows = rows.orderBy(SORT_COLUMNS[query.sortBy], direction);
  // Ties, and no sort at all: the newest first.
  rows = rows.orderBy('id', 'desc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { notas: await toNotaRows(db, page), total };
}

export async function findNotaHeader(
  db: Kysely<Database>,
  id: number,
): Promise<NotaHeader | undefined> {
  return db.selectFrom('notas').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The note's header, locked until the transaction ends (see `forUpdate`). */
export async function lockNota(db: Kysely<Database>, id: number): Promise<NotaHeader | undefined> {
  return forUpdate(db, db.selectFrom('notas').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** The whole note: header, invoices and history. */
export async function readNota(db: Kysely<Database>, header: NotaHeader): Promise<Nota> {
  const [facturaIds, history] = await Promise.all([
    facturaIdsOf(db, [header.id]),
    readHistories(db, 'notas_history', [header.id]),
  ]);
  return {
    ...toNotaRow(header, facturaIds.get(header.id) ?? []),
    message: header.message,
    cancelReason: header.cancel_reason,
    history: history.get(header.id) ?? [],
  };
}

/** The notes an invoice is in (rows), oldest first. */
export async function notasOfFactura(db: Kysely<Database>, facturaId: number): Promise<NotaRow[]> {
  const headers = await db
    .selectFrom('notas')
    .selectAll('notas')
    .innerJoin('nota_facturas', 'nota_facturas.nota_id', 'notas.id')
    .where('nota_facturas.factura_id', '=', facturaId)
    .orderBy('notas.id')
    .execute();
  return toNotaRows(db, headers);
}

/** Inserts a note and its invoices (in the order given). */
export async function insertNota(
  db: Kysely<Database>,
  values: Insertable<Database['notas']>,
  facturaIds: readonly number[],
): Promise<NotaHeader> {
  const header = await db
    .insertInto('notas')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('nota_facturas')
    .values(
      facturaIds.map((facturaId, position) => ({
        nota_id: header.id,
        factura_id: facturaId,
        position,
      })),
    )
    .execute();
  return header;
}

export async function updateNota(
  db: Kysely<Database>,
  id: number,
  values: Updateable<Database['notas']>,
): Promise<NotaHeader> {
  return db
    .updateTable('notas')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
