import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { invoiceDetailResponseSchema, type InvoicePaymentBody } from '@portal/contract';
import { invoiceQueries } from './get-invoices';

export async function addInvoicePayment({ id, body }: { id: number; body: InvoicePaymentBody }) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch(`/api/apps/invoice/${id}/payments`, { method: 'POST', json: body }),
  );
}

export function useAddInvoicePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInvoicePayment,
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(detail.invoice.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}
