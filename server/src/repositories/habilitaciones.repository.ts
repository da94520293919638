import type {
  Currency,
  HabilitacionesQuery,
  HabilitacionRow,
  HabilitacionStatus,
  Plan,
  Service,
} from '@portal/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

/** Ids are 32-bit integers in both dialects: a larger one names no row (and must not reach SQL). */
export const MAX_ROW_ID = 2_147_483_647;
export const isRowId = (id: number): boolean =>
  Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID;

const HABILITACION_COLUMNS = [
  'h.id',
  'h.customer_id',
  'c.name as customer_name',
  'c.tax_id as customer_tax_id',
  'h.service',
  'h.plan',
  'h.status',
  'h.start_date',
  'h.renewal_date',
  'h.currency',
  'h.monthly_price',
] as const;

/** An enablement with its customer (id, name, tax id) joined from `customers`. */
const habilitacionesWithCustomer = (db: Kysely<Database>) =>
  db
    .selectFrom('habilitaciones as h')
    .innerJoin('customers as c', 'c.id', 'h.customer_id')
    .select(HABILITACION_COLUMNS);

type JoinedRow = Awaited<
  ReturnType<ReturnType<typeof habilitacionesWithCustomer>['execute']>
>[number];

const toHabilitacionRow = (row: JoinedRow): HabilitacionRow => ({
  id: row.id,
  customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
  service: row.service as Service,
  plan: row.plan as Plan,
  status: row.status as HabilitacionStatus,
  startDate: row.start_date,
  renewalDate: row.renewal_date,
  currency: row.currency as Currency,
  monthlyPrice: row.monthly_price,
});

const SORT_COLUMNS = {
  id: 'h.id',
  customer: 'c.name_key',
  service: 'h.service',
  plan: 'h.plan_rank',
  status: 'h.status',
  startDate: 'h.start_date',
  renewalDate: 'h.renewal_date',
} as const;

/** `#42` or `42` searches the id (written exactly as the id, no leading zeros); else null. */
function idSearched(q: string): number | null {
  const text = q.replace(/^#/, '');
  const id = Number(text);
  return /^\d+$/.test(text) && String(id) === text && isRowId(id) ? id : null;
}

/**
 * One page of enablements: customer name or tax id contains `q`, or `q` is the id (`#42`);
 * status, service and customer filters; sort (ties, and no sort: id ascending).
 */
export async function listHabilitaciones(db: Kysely<Database>, query: HabilitacionesQuery) {
  const q = query.q.trim();
  let filtered = db
    .selectFrom('habilitaciones as h')
    .innerJoin('customers as c', 'c.id', 'h.customer_id');
  if (q !== '') {
    const id = idSearched(q);
    filtered = filtered.where((eb) =>
      eb.or([
        containsText(eb.ref('c.name'), q),
        containsText(eb.ref('c.tax_id'), q),
        ...(id === null ? [] : [eb('h.id', '=', id)]),
      ]),
    );
  }
  if (query.status !== undefined) filtered = filtered.where('h.status', '=', query.status);
  if (query.service !== undefined) filtered = filtered.where('h.service', '=', query.service);
  if (query.customerId !== undefined)
    filtered = isRowId(query.customerId)
      ? filtered.where('h.customer_id', '=', query.customerId)
      : filtered.where(sql<SqlBool>`1 = 0`);
  let rows = filtered.select(HABILITACION_COLUMNS);
  if (query.sortBy !== undefined)
    rows = rows.orderBy(SORT_COLUMNS[query.sortBy], query.orderBy === 'desc' ? 'desc' : 'asc');
  // Equal keys keep the id order in both directions (the former mock's stable sort).
  if (query.sortBy !== 'id') rows = rows.orderBy('h.id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { habilitaciones: page.map(toHabilitacionRow), total };
}

export async function findHabilitacion(
  db: Kysely<Database>,
  id: number,
): Promise<HabilitacionRow | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await habilitacionesWithCustomer(db).where('h.id', '=', id).executeTakeFirst();
  return row && toHabilitacionRow(row);
}

/** What the rules of an enablement's changes look at. */
export interface HabilitacionState {
  id: number;
  service: Service;
  plan: Plan;
  status: HabilitacionStatus;
  currency: Currency;
}

/**
 * Locks the enablement for the rest of the transaction and answers its state (a no-op update:
 * `SELECT ... FOR UPDATE` in both dialects). Every change of an enablement, of its change
 * requests or of its history takes this lock first, so concurrent changes run one after the
 * other and each sees the state the previous one left.
 */
export async function lockHabilitacion(
  db: Kysely<Database>,
  id: number,
): Promise<HabilitacionState | undefined> {
  if (!isRowId(id)) return undefined;
  const row = await db
    .updateTable('habilitaciones')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', id)
    .returning(['id', 'service', 'plan', 'status', 'currency'])
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      service: row.service as Service,
      plan: row.plan as Plan,
      status: row.status as HabilitacionStatus,
      currency: row.currency as Currency,
    }
  );
}

/** pending -> active: the term starts `startDate` and renews on `renewalDate`. */
export async function activateHabilitacion(
  db: Kysely<Database>,
  id: number,
  dates: { startDate: string; renewalDate: string },
): Promise<boolean> {
  const result = await db
    .updateTable('habilitaciones')
    .set({ status: 'active', start_date: dates.startDate, renewal_date: dates.renewalDate })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new plan and its price, if the enablement is still as `expected`. */
export async function changeHabilitacionPlan(
  db: Kysely<Database>,
  expected: Pick<HabilitacionState, 'id' | 'plan' | 'status'>,
  change: { plan: Plan; monthlyPrice: number },
): Promise<boolean> {
  const result = await db
    .updateTable('habilitaciones')
    .set({ plan: change.plan, monthly_price: change.monthlyPrice })
    .where('id', '=', expected.id)
    .where('plan', '=', expected.plan)
    .where('status', '=', expected.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A new status, if the enablement is still in `expected.status`. */
export async function changeHabilitacionStatus(
  db: Kysely<Database>,
  expected: Pick<HabilitacionState, 'id' | 'status'>,
  status: HabilitacionStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('habilitaciones')
    .set({ status })
    .where('id', '=', expected.id)
    .where('status', '=', expected.status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** How many events the enablement's history holds (its next event's sequence number - 1). */
export async function countHistoryEvents(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('habilitaciones_history')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('owner_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
