import { useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import {
  facturaDetailResponseSchema,
  facturasResponseSchema,
  type FacturasQuery,
} from '@portal/contract';
import { detailQuery, listQuery } from '@portal/design/base';
import { facturaKeys } from './query-keys';

export type FacturasFilters = Partial<FacturasQuery>;

export async function getFacturas(filters: FacturasFilters, signal?: AbortSignal) {
  return facturasResponseSchema.parse(
    await apiFetch('/api/billing/facturas', { query: { ...filters }, signal }),
  );
}

/** GET /api/billing/facturas/{id}, with its version (`versionOf`) for the edit form. */
export async function getFactura(id: number, signal?: AbortSignal) {
  return parseVersioned(
    facturaDetailResponseSchema,
    await apiFetch(`/api/billing/facturas/${id}`, { signal }),
  );
}

/** Query keys and options of Facturacion; mutations invalidate through `all()`. */
export const facturaQueries = {
  ...facturaKeys,
  // Paging and sorting 10 000 rows: the current page stays on screen while the next loads.
  list: listQuery(facturaKeys.lists, getFacturas),
  detail: detailQuery(facturaKeys.details, getFactura),
};

export const useFacturas = (filters: FacturasFilters) => useQuery(facturaQueries.list(filters));

export const useFactura = (id: number) =>
  useQuery({ ...facturaQueries.detail(id), enabled: Number.isInteger(id) });
