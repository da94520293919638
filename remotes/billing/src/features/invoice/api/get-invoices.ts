import { useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import {
  invoiceDetailResponseSchema,
  invoicesResponseSchema,
  type Invoice,
  type InvoicesQuery,
} from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

export type InvoicesFilters = Partial<InvoicesQuery>;

export async function getInvoices(filters: InvoicesFilters, signal?: AbortSignal) {
  return invoicesResponseSchema.parse(
    await apiFetch('/api/apps/invoice', { query: { ...filters }, signal }),
  );
}

/** GET /api/apps/invoice/:id, with its version (`versionOf`) for the edit form. */
export async function getInvoice(id: number, signal?: AbortSignal) {
  return parseVersioned(
    invoiceDetailResponseSchema,
    await apiFetch(`/api/apps/invoice/${id}`, { signal }),
  );
}

/** Every invoice of a filter and sort (all pages): itemsPerPage -1 asks for all. */
export async function getAllInvoices(filters: InvoicesFilters): Promise<Invoice[]> {
  const { invoices } = await getInvoices({ ...filters, page: 1, itemsPerPage: -1 });
  return invoices;
}

const invoiceKeys = resourceKeys('billing', 'invoices');

/** Query keys and options of the invoice feature; mutations invalidate through `all()`. */
export const invoiceQueries = {
  ...invoiceKeys,
  list: listQuery(invoiceKeys.lists, getInvoices),
  detail: detailQuery(invoiceKeys.details, getInvoice),
};

export const useInvoices = (filters: InvoicesFilters) => useQuery(invoiceQueries.list(filters));

// A malformed id is asked for too: the API's 404 is the one "not found" answer.
export const useInvoice = (id: number) => useQuery(invoiceQueries.detail(id));
