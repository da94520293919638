import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { invoiceDetailResponseSchema, type SendInvoiceBody } from '@portal/contract';
import { invoiceQueries } from './get-invoices';

export async function sendInvoice({ id, body }: { id: number; body: SendInvoiceBody }) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch(`/api/apps/invoice/${id}/send`, { method: 'POST', json: body }),
  );
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(detail.invoice.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}
