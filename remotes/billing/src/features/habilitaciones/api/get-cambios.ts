import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { cambiosResponseSchema, type CambiosQuery } from '@portal/contract';

export type CambiosFilters = Partial<CambiosQuery>;

export async function getCambios(filters: CambiosFilters, signal?: AbortSignal) {
  return cambiosResponseSchema.parse(
    await apiFetch('/api/billing/cambios', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of change requests; mutations invalidate through `all()`. */
export const cambioQueries = {
  all: () => ['billing', 'cambios'] as const,
  lists: () => [...cambioQueries.all(), 'list'] as const,
  list: (filters: CambiosFilters) =>
    queryOptions({
      queryKey: [...cambioQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getCambios(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useCambios = (filters: CambiosFilters) => useQuery(cambioQueries.list(filters));
