import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import {
  facturaDetailResponseSchema,
  facturasResponseSchema,
  type FacturasQuery,
} from '@portal/contract';
import { facturaKeys } from './query-keys';

export type FacturasFilters = Partial<FacturasQuery>;

export async function getFacturas(filters: FacturasFilters, signal?: AbortSignal) {
  return facturasResponseSchema.parse(
    await apiFetch('/api/billing/facturas', { query: { ...filters }, signal }),
  );
}

export async function getFactura(id: number, signal?: AbortSignal) {
  return facturaDetailResponseSchema.parse(
    await apiFetch(`/api/billing/facturas/${id}`, { signal }),
  );
}

/** Query keys and options of Facturacion; mutations invalidate through `all()`. */
export const facturaQueries = {
  all: facturaKeys.all,
  lists: facturaKeys.lists,
  list: (filters: FacturasFilters) =>
    queryOptions({
      queryKey: [...facturaQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getFacturas(filters, signal),
      // Paging and sorting 10 000 rows: keep the current page on screen while the next loads.
      placeholderData: keepPreviousData,
    }),
  details: facturaKeys.details,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...facturaQueries.details(), id] as const,
      queryFn: ({ signal }) => getFactura(id, signal),
      // A 4xx (unknown invoice, no permission) will not change on retry.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
};

export const useFacturas = (filters: FacturasFilters) => useQuery(facturaQueries.list(filters));

export const useFactura = (id: number) =>
  useQuery({ ...facturaQueries.detail(id), enabled: Number.isInteger(id) });
