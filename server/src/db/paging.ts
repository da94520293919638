import { sql, type SelectQueryBuilder } from 'kysely';

/** `itemsPerPage` -1 means every row (spec: page 1, 10 per page by default). */
export interface PageRequest {
  page: number;
  itemsPerPage: number;
}

/** Limits a list query to one page. */
export function onePage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, itemsPerPage }: PageRequest,
): SelectQueryBuilder<DB, TB, O> {
  if (itemsPerPage === -1) return query;
  return query.limit(itemsPerPage).offset((page - 1) * itemsPerPage);
}

/** How many rows the (filtered, unpaged) query matches. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  // Generic over any query, Kysely cannot name the selected column's type here.
  return Number((row as { count: number | string }).count);
}

/** Pages of a list ("page 1 of 1" when empty or when every row was asked for). */
export const pageCount = (total: number, itemsPerPage: number): number =>
  itemsPerPage === -1 ? 1 : Math.max(1, Math.ceil(total / itemsPerPage));
