import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturasResponseSchema } from '@portal/contract';
import { facturaKeys } from '../../facturacion/api/query-keys';

/**
 * A customer's invoices that can go in a new billing note (issued, partially paid or overdue,
 * with a balance, in no open note), oldest due first.
 */
export async function getDueFacturas(customerId: number, signal?: AbortSignal) {
  return facturasResponseSchema.parse(
    await apiFetch('/api/billing/facturas', {
      query: { due: '1', customerId, sortBy: 'dueDate', orderBy: 'asc', itemsPerPage: 100 },
      signal,
    }),
  );
}

export const dueFacturasQueryOptions = (customerId: number) =>
  queryOptions({
    // Under Facturacion's list keys, so every invoice change refreshes it.
    queryKey: [...facturaKeys.lists(), { due: '1', customerId }] as const,
    queryFn: ({ signal }) => getDueFacturas(customerId, signal),
  });

export const useDueFacturas = (customerId: number | null) =>
  useQuery({ ...dueFacturasQueryOptions(customerId ?? 0), enabled: customerId !== null });
