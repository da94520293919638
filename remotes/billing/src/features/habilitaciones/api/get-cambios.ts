import { useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { cambioSchema, cambiosResponseSchema, type CambiosQuery } from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

export type CambiosFilters = Partial<CambiosQuery>;

export async function getCambios(filters: CambiosFilters, signal?: AbortSignal) {
  return cambiosResponseSchema.parse(
    await apiFetch('/api/billing/cambios', { query: { ...filters }, signal }),
  );
}

/** GET /api/billing/cambios/:id: one request, with its version (`versionOf`) for its decision. */
export async function getCambio(id: number, signal?: AbortSignal) {
  return parseVersioned(cambioSchema, await apiFetch(`/api/billing/cambios/${id}`, { signal }));
}

const cambioKeys = resourceKeys('billing', 'cambios');

/** Query keys and options of change requests; mutations invalidate through `all()`. */
export const cambioQueries = {
  ...cambioKeys,
  list: listQuery(cambioKeys.lists, getCambios),
  detail: detailQuery(cambioKeys.details, getCambio),
};

export const useCambios = (filters: CambiosFilters) => useQuery(cambioQueries.list(filters));

export const useCambio = (id: number | null) =>
  useQuery({ ...cambioQueries.detail(id ?? 0), enabled: id !== null });
