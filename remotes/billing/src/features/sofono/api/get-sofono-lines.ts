import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { sofonoResponseSchema, type SofonoQuery } from '@portal/contract';
import { sofonoKeys } from './query-keys';

export type SofonoFilters = Partial<SofonoQuery>;

export async function getSofonoLines(filters: SofonoFilters, signal?: AbortSignal) {
  return sofonoResponseSchema.parse(
    await apiFetch('/api/billing/sofono', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of phone lines (enablement changes invalidate `all()` too). */
export const sofonoQueries = {
  all: sofonoKeys.all,
  lists: sofonoKeys.lists,
  list: (filters: SofonoFilters) =>
    queryOptions({
      queryKey: [...sofonoQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getSofonoLines(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useSofonoLines = (filters: SofonoFilters) => useQuery(sofonoQueries.list(filters));
