import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import {
  invoiceDetailResponseSchema,
  invoicesResponseSchema,
  type Invoice,
  type InvoicesQuery,
} from '@portal/contract';

export type InvoicesFilters = Partial<InvoicesQuery>;

export async function getInvoices(filters: InvoicesFilters, signal?: AbortSignal) {
  return invoicesResponseSchema.parse(
    await apiFetch('/api/apps/invoice', { query: { ...filters }, signal }),
  );
}

export async function getInvoice(id: number, signal?: AbortSignal) {
  return invoiceDetailResponseSchema.parse(await apiFetch(`/api/apps/invoice/${id}`, { signal }));
}

/** Every invoice of a filter and sort (all pages): itemsPerPage -1 asks for all. */
export async function getAllInvoices(filters: InvoicesFilters): Promise<Invoice[]> {
  const { invoices } = await getInvoices({ ...filters, page: 1, itemsPerPage: -1 });
  return invoices;
}

/** Query keys and options of the invoice feature; mutations invalidate through `all()`. */
export const invoiceQueries = {
  all: () => ['billing', 'invoices'] as const,
  lists: () => [...invoiceQueries.all(), 'list'] as const,
  list: (filters: InvoicesFilters) =>
    queryOptions({
      queryKey: [...invoiceQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getInvoices(filters, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...invoiceQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.details(), id] as const,
      queryFn: ({ signal }) => getInvoice(id, signal),
      // A 4xx (unknown invoice, no permission) will not change on retry.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
};

export const useInvoices = (filters: InvoicesFilters) => useQuery(invoiceQueries.list(filters));

// A malformed id is asked for too: the API's 404 is the one "not found" answer.
export const useInvoice = (id: number) => useQuery(invoiceQueries.detail(id));
