import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Page-size options (spec section 9). */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100] as const;
/** Default page size (spec section 9). */
export const DEFAULT_PAGE_SIZE = 10;

export type SortOrder = 'asc' | 'desc';

export interface ListDefaults<F extends Record<string, string>> {
  /** Page size when the URL has none. Default: 10. */
  itemsPerPage?: number;
  /** Sort column when the URL has none. Default: none. */
  sortBy?: string;
  /** Sort order when the URL has none. Default: 'asc' when `sortBy` is set. */
  orderBy?: SortOrder;
  /** Extra filters and their defaults (e.g. `{ role: '', status: '' }`). Default: none. */
  filters?: F;
}

export interface ListState<F extends Record<string, string>> {
  page: number;
  itemsPerPage: number;
  sortBy: string | undefined;
  orderBy: SortOrder | undefined;
  q: string;
  filters: F;
  /** Everything above, flat and without empty values: ready for a query key and the API query. */
  params: {
    page: number;
    itemsPerPage: number;
    sortBy?: string;
    orderBy?: SortOrder;
    q?: string;
  } & Partial<F>;
  setPage(page: number): void;
  /** Changes the page size and goes back to page 1. */
  setItemsPerPage(itemsPerPage: number): void;
  /** Search text; replaces the history entry (typing must not flood Back) and resets the page. */
  setQuery(q: string): void;
  /** Sets one or more filters and resets the page to 1. */
  setFilters(patch: Partial<F>): void;
  /** Sets the sort explicitly (undefined clears it). */
  setSort(sortBy: string | undefined, orderBy?: SortOrder): void;
  /** Column header click: ascending, then descending, then unsorted. */
  toggleSort(sortBy: string): void;
  /** Back to the defaults (other search params, e.g. a tab, are kept). */
  reset(): void;
}

const positiveInt = (raw: string | null, fallback: number) => {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 ? n : fallback;
};

/**
 * List state (page, page size, sort, search, filters) kept in the URL search params, so a link
 * reproduces the view and Back works. Values equal to their default are left out of the URL.
 * Any change other than the page itself sends the user back to page 1.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no filters by default
export function useListSearchParams<F extends Record<string, string> = {}>(
  defaults: ListDefaults<F> = {},
): ListState<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const defaultSize = defaults.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const defaultSortBy = defaults.sortBy;
  const defaultOrderBy = defaults.orderBy ?? (defaults.sortBy ? 'asc' : undefined);
  // Callers pass an object literal each render: key the memo on its content.
  const filterDefaultsKey = JSON.stringify(defaults.filters ?? {});
  const filterDefaults = useMemo(() => JSON.parse(filterDefaultsKey) as F, [filterDefaultsKey]);

  const state = useMemo(() => {
    const page = positiveInt(searchParams.get('page'), 1);
    const size = positiveInt(searchParams.get('itemsPerPage'), defaultSize);
    const itemsPerPage = (PAGE_SIZE_OPTIONS as readonly number[]).includes(size)
      ? size
      : defaultSize;
    const sortBy = searchParams.get('sortBy') ?? defaultSortBy;
    const rawOrder = searchParams.get('orderBy');
    const orderBy: SortOrder | undefined =
      sortBy === undefined
        ? undefined
        : rawOrder === 'asc' || rawOrder === 'desc'
          ? rawOrder
          : (defaultOrderBy ?? 'asc');
    const q = searchParams.get('q') ?? '';
    const filters = { ...filterDefaults };
    for (const key of Object.keys(filterDefaults) as (keyof F & string)[]) {
      const value = searchParams.get(key);
      if (value !== null) filters[key] = value as F[typeof key];
    }
    const params: Record<string, string | number> = { page, itemsPerPage };
    if (sortBy) params.sortBy = sortBy;
    if (orderBy) params.orderBy = orderBy;
    if (q) params.q = q;
    for (const [key, value] of Object.entries(filters)) if (value) params[key] = value;
    return { page, itemsPerPage, sortBy, orderBy, q, filters, params };
  }, [searchParams, defaultSize, defaultSortBy, defaultOrderBy, filterDefaults]);

  const update = useCallback(
    (patch: Record<string, string | number | undefined>, replace = false) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            const fallback =
              key === 'page'
                ? 1
                : key === 'itemsPerPage'
                  ? defaultSize
                  : key === 'q'
                    ? ''
                    : key in filterDefaults
                      ? filterDefaults[key]
                      : undefined;
            if (value === undefined || value === '' || String(value) === String(fallback ?? ''))
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      );
    },
    [setSearchParams, defaultSize, filterDefaults],
  );

  const setSort = useCallback(
    (sortBy: string | undefined, orderBy: SortOrder = 'asc') => {
      if (sortBy === undefined) update({ sortBy: undefined, orderBy: undefined, page: 1 });
      else update({ sortBy, orderBy, page: 1 });
    },
    [update],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setItemsPerPage = useCallback(
    (itemsPerPage: number) => update({ itemsPerPage, page: 1 }),
    [update],
  );
  const setQuery = useCallback((q: string) => update({ q, page: 1 }, true), [update]);
  const setFilters = useCallback(
    (patch: Partial<F>) => update({ ...(patch as Record<string, string>), page: 1 }),
    [update],
  );
  const toggleSort = useCallback(
    (sortBy: string) => {
      if (state.sortBy !== sortBy) setSort(sortBy, 'asc');
      else if (state.orderBy === 'asc') setSort(sortBy, 'desc');
      else setSort(undefined);
    },
    [state.sortBy, state.orderBy, setSort],
  );
  const reset = useCallback(
    () =>
      update(
        Object.fromEntries(
          ['page', 'itemsPerPage', 'sortBy', 'orderBy', 'q', ...Object.keys(filterDefaults)].map(
            (key) => [key, undefined],
          ),
        ),
      ),
    [update, filterDefaults],
  );
  // The same object while the list's URL state is unchanged: a memoised list does not render
  // again when only the path changes (opening a ticket beside its list).
  return useMemo(
    () => ({
      ...state,
      params: state.params as ListState<F>['params'],
      setPage,
      setItemsPerPage,
      setQuery,
      setFilters,
      setSort,
      toggleSort,
      reset,
    }),
    [state, setPage, setItemsPerPage, setQuery, setFilters, setSort, toggleSort, reset],
  );
}
