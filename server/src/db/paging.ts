import { sql, type SelectQueryBuilder } from 'kysely';
import { countCacheOf, countDependencies } from './count-cache';

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

/**
 * How many rows the (filtered, unpaged) query matches; kept while the tables it reads are not
 * written (db/count-cache.ts). `db`: the Kysely the query was built on (a transaction keeps none).
 */
export async function countRows<DB, TB extends keyof DB, O>(
  db: object,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const counting = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as('count'));
  const count = async () => {
    const row = await counting.executeTakeFirstOrThrow();
    // Generic over any query, Kysely cannot name the selected column's type here.
    return Number((row as { count: number | string }).count);
  };
  const cache = countCacheOf(db);
  if (!cache) return count();
  const { sql: text, parameters } = counting.compile();
  return cache.remember(
    `${text}\u0000${JSON.stringify(parameters)}`,
    countDependencies(text),
    count,
  );
}

/** Pages of a list ("page 1 of 1" when empty or when every row was asked for). */
export const pageCount = (total: number, itemsPerPage: number): number =>
  itemsPerPage === -1 ? 1 : Math.max(1, Math.ceil(total / itemsPerPage));
