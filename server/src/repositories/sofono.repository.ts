import type { Currency, Plan, SofonoQuery } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

/** What a line shows of its enablement's status: a pending enablement's line is suspended. */
export type LineStatus = 'active' | 'suspended' | 'cancelled';

/** The statuses of enablements whose lines show each line status. */
const ENABLEMENT_STATUSES: Record<LineStatus, string[]> = {
  active: ['active'],
  suspended: ['pending', 'suspended'],
  cancelled: ['cancelled'],
};

const lineStatusOf = (enablementStatus: string): LineStatus =>
  (Object.keys(ENABLEMENT_STATUSES) as LineStatus[]).find((status) =>
    ENABLEMENT_STATUSES[status].includes(enablementStatus),
  ) ?? 'suspended';

/** The line status as a sortable expression (alphabetical: active, cancelled, suspended). */
const lineStatusRank = sql<number>`case h.status when 'active' then 0 when 'cancelled' then 1 else 2 end`;

/** A line with its enablement's plan, status (as the line shows it) and currency, and its customer. */
export interface LineRow {
  id: number;
  number: string;
  customer: { id: number; name: string; taxId: string };
  habilitacionId: number;
  plan: Plan;
  status: LineStatus;
  minutesUsed: number;
  currency: Currency;
}

const SORT = {
  number: 'l.number_key',
  customer: 'c.name_key',
  plan: 'h.plan_rank',
  minutesUsed: 'l.minutes_used',
} as const;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One page of lines: number contains `q` (also as digits only, spaces ignored) or customer name
 * contains `q`; status filter (as the line shows it); sort (ties, and no sort: id ascending).
 */
export async function listLines(db: Kysely<Database>, query: SofonoQuery) {
  const q = query.q.trim();
  const qDigits = digitsOf(q);
  let filtered = db
    .selectFrom('sofono_lines as l')
    .innerJoin('habilitaciones as h', 'h.id', 'l.habilitacion_id')
    .innerJoin('customers as c', 'c.id', 'h.customer_id');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([
        containsText(eb.ref('l.number'), q),
        ...(qDigits === '' ? [] : [containsText(eb.ref('l.number_digits'), qDigits)]),
        containsText(eb.ref('c.name'), q),
      ]),
    );
  if (query.status !== undefined)
    filtered = filtered.where('h.status', 'in', ENABLEMENT_STATUSES[query.status]);
  let rows = filtered.select([
    'l.id',
    'l.number',
    'h.customer_id',
    'c.name as customer_name',
    'c.tax_id as customer_tax_id',
    'l.habilitacion_id',
    'h.plan',
    'h.status',
    'l.minutes_used',
    'h.currency',
  ]);
  const direction = query.orderBy === 'desc' ? 'desc' : 'asc';
  if (query.sortBy === 'status') rows = rows.orderBy(lineStatusRank, direction);
  else if (query.sortBy !== undefined) rows = rows.orderBy(SORT[query.sortBy], direction);
  rows = rows.orderBy('l.id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return {
    lines: page.map((row): LineRow => ({
      id: row.id,
      number: row.number,
      customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
      habilitacionId: row.habilitacion_id,
      plan: row.plan as Plan,
      status: lineStatusOf(row.status),
      minutesUsed: row.minutes_used,
      currency: row.currency as Currency,
    })),
    total,
  };
}
