import type {
  Cambio,
  CambiosQuery,
  CambioStatus,
  CambioType,
  Plan,
  Service,
} from '@portal/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../db/dialect';
import { countRows, onePage } from '../db/paging';
import { isRowId } from './habilitaciones.repository';

const CAMBIO_COLUMNS = [
  'k.id',
  'k.habilitacion_id',
  'h.customer_id',
  'c.name as customer_name',
  'c.tax_id as customer_tax_id',
  'h.service',
  'k.type',
  'k.from_plan',
  'k.to_plan',
  'k.status',
  'k.reason',
  'k.requested_by',
  'k.requested_at',
  'k.decided_by',
  'k.decided_at',
  'k.decision_reason',
] as const;

/** Change requests with their enablement's customer and service. */
const cambiosJoined = (db: Kysely<Database>) =>
  db
    .selectFrom('cambios as k')
    .innerJoin('habilitaciones as h', 'h.id', 'k.habilitacion_id')
    .innerJoin('customers as c', 'c.id', 'h.customer_id');

const selectCambios = (db: Kysely<Database>) => cambiosJoined(db).select(CAMBIO_COLUMNS);

type CambioRow = Awaited<ReturnType<ReturnType<typeof selectCambios>['execute']>>[number];

const toCambio = (row: CambioRow): Cambio => ({
  id: row.id,
  habilitacionId: row.habilitacion_id,
  customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
  service: row.service as Service,
  type: row.type as CambioType,
  fromPlan: row.from_plan as Plan,
  toPlan: row.to_plan as Plan,
  status: row.status as CambioStatus,
  reason: row.reason,
  requestedBy: row.requested_by,
  requestedAt: row.requested_at,
  decidedBy: row.decided_by,
  decidedAt: row.decided_at,
  decisionReason: row.decision_reason,
});

const SORT_COLUMNS = {
  id: 'k.id',
  customer: 'c.name_key',
  type: 'k.type',
  status: 'k.status',
  requestedAt: 'k.requested_at',
} as const;

/**
 * One page of change requests: customer name contains `q`; status, type and enablement filters;
 * newest first unless a sort is asked for (ties: id ascending in both directions).
 */
export async function listCambios(db: Kysely<Database>, query: CambiosQuery) {
  const q = query.q.trim();
  let filtered = cambiosJoined(db);
  if (q !== '') filtered = filtered.where((eb) => containsText(eb.ref('c.name'), q));
  if (query.status !== undefined) filtered = filtered.where('k.status', '=', query.status);
  if (query.type !== undefined) filtered = filtered.where('k.type', '=', query.type);
  if (query.habilitacionId !== undefined)
    filtered = isRowId(query.habilitacionId)
      ? filtered.where('k.habilitacion_id', '=', query.habilitacionId)
      : filtered.where(sql<SqlBool>`1 = 0`);
  let rows = filtered.select(CAMBIO_COLUMNS);
  rows =
    query.sortBy === undefined
      ? rows.orderBy('k.requested_at', 'desc')
      : rows.orderBy(SORT_COLUMNS[query.sortBy], query.orderBy === 'desc' ? 'desc' : 'asc');
  if (query.sortBy !== 'id') rows = rows.orderBy('k.id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { cambios: page.map(toCambio), total };
}

/** An enablement's change requests, newest first (ties: id ascending). */
export async function cambiosOf(db: Kysely<Database>, habilitacionId: number): Promise<Cambio[]> {
  const rows = await selectCambios(db)
    .where('k.habilitacion_id', '=', habilitacionId)
    .orderBy('k.requested_at', 'desc')
    .orderBy('k.id', 'asc')
    .execute();
  return rows.map(toCambio);
}

export async function findCambio(db: Kysely<Database>, id: number): Promise<Cambio | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await selectCambios(db).where('k.id', '=', id).executeTakeFirst();
  return row && toCambio(row);
}

/** The enablement a change request belongs to (undefined: no such request). */
export async function habilitacionOfCambio(
  db: Kysely<Database>,
  id: number,
): Promise<number | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await db
    .selectFrom('cambios')
    .select('habilitacion_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.habilitacion_id;
}

export async function hasPendingCambio(
  db: Kysely<Database>,
  habilitacionId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('cambios')
    .select('id')
    .where('habilitacion_id', '=', habilitacionId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewCambio {
  habilitacionId: number;
  type: CambioType;
  fromPlan: Plan;
  toPlan: Plan;
  reason: string;
  requestedBy: string;
  requestedAt: string;
}

/** Stores a pending change request; answers its id. */
export async function insertCambio(db: Kysely<Database>, cambio: NewCambio): Promise<number> {
  const row = await db
    .insertInto('cambios')
    .values({
      habilitacion_id: cambio.habilitacionId,
      type: cambio.type,
      from_plan: cambio.fromPlan,
      to_plan: cambio.toPlan,
      status: 'pending',
      reason: cambio.reason,
      requested_by: cambio.requestedBy,
      requested_at: cambio.requestedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CambioDecision {
  status: 'approved' | 'rejected';
  decidedBy: string;
  decidedAt: string;
  /** null: no reason given. */
  decisionReason: string | null;
}

/**
 * Closes the request if it is still pending (the check and the change in one statement: of two
 * concurrent decisions one wins). Answers what the decision needs, or undefined when the request
 * was no longer pending.
 */
export async function decideCambio(db: Kysely<Database>, id: number, decision: CambioDecision) {
  return db
    .updateTable('cambios')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_at: decision.decidedAt,
      decision_reason: decision.decisionReason,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'habilitacion_id', 'type', 'to_plan'])
    .executeTakeFirst();
}
