import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { cambiosResponseSchema, type CambiosQuery } from '@portal/contract';
import { listQuery, resourceKeys } from '@portal/design';

export type CambiosFilters = Partial<CambiosQuery>;

export async function getCambios(filters: CambiosFilters, signal?: AbortSignal) {
  return cambiosResponseSchema.parse(
    await apiFetch('/api/billing/cambios', { query: { ...filters }, signal }),
  );
}

const cambioKeys = resourceKeys('billing', 'cambios');

/** Query keys and options of change requests; mutations invalidate through `all()`. */
export const cambioQueries = { ...cambioKeys, list: listQuery(cambioKeys.lists, getCambios) };

export const useCambios = (filters: CambiosFilters) => useQuery(cambioQueries.list(filters));
