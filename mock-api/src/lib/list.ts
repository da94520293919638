import { EarlyResponse } from './http';

/** One page of `items`; itemsPerPage -1 means all (spec: page 1, 10 per page by default). */
export function paginate<T>(items: readonly T[], page: number, itemsPerPage: number) {
  if (itemsPerPage === -1) return { items: [...items], totalPages: 1 };
  const start = (page - 1) * itemsPerPage;
  return {
    items: items.slice(start, start + itemsPerPage),
    // An empty result is still "page 1 of 1".
    totalPages: Math.max(1, Math.ceil(items.length / itemsPerPage)),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Stable sort by a text key; `orderBy` defaults to ascending. */
export function sortByText<T>(
  items: readonly T[],
  key: (item: T) => string,
  orderBy: 'asc' | 'desc' = 'asc',
): T[] {
  const direction = orderBy === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => direction * collator.compare(key(a), key(b)));
}

/** Case-insensitive "contains". */
export const includesText = (haystack: string, needle: string) =>
  haystack.toLowerCase().includes(needle.toLowerCase());

/** Parse a numeric path id; anything else (e.g. "abc", "1.5") is null, so the handler answers 404. */
export function parseId(value: string | readonly string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

export type RecordId = string | readonly string[] | number | null | undefined;

/**
 * The record whose id is the route's `:id` (or a stored id); an unknown or malformed one stops
 * the resolver with the collection's 404 answer.
 */
export function findById<T extends { id: number }>(
  records: readonly T[],
  id: RecordId,
  notFound: () => Response,
): T {
  const wanted = typeof id === 'number' || id === null ? id : parseId(id);
  const record = records.find((candidate) => candidate.id === wanted);
  if (!record) throw new EarlyResponse(notFound());
  return record;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The seeds' date style: `14 Apr 2021, 8:43 PM` (local time). */
export function formatCreatedDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${day} ${MONTHS[date.getMonth()] ?? ''} ${date.getFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
