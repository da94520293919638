import { INVOICE_SORT_KEYS, INVOICE_STATUSES, type InvoiceStatus } from '@portal/contract';
import { splitDateRange } from '@portal/design';
import type { InvoicesFilters } from '../api/get-invoices';

export const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value);
const isSortKey = (value: string): value is (typeof INVOICE_SORT_KEYS)[number] =>
  (INVOICE_SORT_KEYS as readonly string[]).includes(value);

/**
 * The API query of the list's URL state, keeping only values the API accepts, so a
 * hand-edited link (`?status=Lost`) falls back to no filter instead of failing.
 */
export function invoicesFilters(params: {
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
  q?: string;
  status?: string;
  selectedDateRange?: string;
}): InvoicesFilters {
  const filters: InvoicesFilters = { page: params.page, itemsPerPage: params.itemsPerPage };
  if (params.q) filters.q = params.q.slice(0, 100);
  if (params.status && isInvoiceStatus(params.status)) filters.status = params.status;
  if (params.sortBy && isSortKey(params.sortBy)) {
    filters.sortBy = params.sortBy;
    if (params.orderBy) filters.orderBy = params.orderBy;
  }
  if (params.selectedDateRange && splitDateRange(params.selectedDateRange)) {
    filters.selectedDateRange = params.selectedDateRange;
  }
  return filters;
}
