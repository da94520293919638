import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { invoiceDetailResponseSchema, type InvoiceBodyInput } from '@portal/contract';
import { invoiceQueries } from './get-invoices';
import { useInvoiceDetailMutation } from './use-invoice-detail-mutation';

/** POST /api/apps/invoice: a new Draft. */
export async function createInvoice(body: InvoiceBodyInput) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch('/api/apps/invoice', { method: 'POST', json: body }),
  );
}

/** PUT /api/apps/invoice/:id, made from version `ifMatch` (412 when the invoice moved on). */
export async function updateInvoice({
  id,
  body,
  ifMatch = null,
}: {
  id: number;
  body: InvoiceBodyInput;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    invoiceDetailResponseSchema,
    await apiFetch(`/api/apps/invoice/${id}`, { method: 'PUT', json: body, ifMatch }),
  );
}

/** Create (no id) or update (id) an invoice; the lists and the detail refresh. */
export const useSaveInvoice = () =>
  useInvoiceDetailMutation(
    ({ id, body, ifMatch }: { id?: number; body: InvoiceBodyInput; ifMatch?: string | null }) =>
      id === undefined ? createInvoice(body) : updateInvoice({ id, body, ifMatch }),
  );

/** Duplicate: POST a copy of an invoice as a new Draft. */
export function useDuplicateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceQueries.lists() }),
  });
}
