import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { invoiceDetailResponseSchema, type InvoiceBodyInput } from '@portal/contract';
import { invoiceQueries } from './get-invoices';

/** POST /api/apps/invoice: a new Draft. */
export async function createInvoice(body: InvoiceBodyInput) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch('/api/apps/invoice', { method: 'POST', json: body }),
  );
}

/** PUT /api/apps/invoice/:id. */
export async function updateInvoice({ id, body }: { id: number; body: InvoiceBodyInput }) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch(`/api/apps/invoice/${id}`, { method: 'PUT', json: body }),
  );
}

/** Create (no id) or update (id) an invoice; the lists and the detail refresh. */
export function useSaveInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: InvoiceBodyInput }) =>
      id === undefined ? createInvoice(body) : updateInvoice({ id, body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(invoiceQueries.detail(detail.invoice.id).queryKey, detail);
      return queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() });
    },
  });
}

/** Duplicate: POST a copy of an invoice as a new Draft. */
export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() }),
  });
}
