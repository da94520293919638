import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetailResponse } from '@portal/contract';
import { invoiceQueries } from './get-invoices';

/**
 * A mutation answered with the invoice's new detail: the detail page shows it at once and the
 * lists (status, balance) are refetched.
 */
export function useInvoiceDetailMutation<T>(
  mutationFn: (input: T) => Promise<InvoiceDetailResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(detail.invoice.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}
