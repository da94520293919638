import { apiFetch } from '@portal/auth';
import { invoiceDetailResponseSchema, type InvoicePaymentBody } from '@portal/contract';
import { useInvoiceDetailMutation } from './use-invoice-detail-mutation';

export async function addInvoicePayment({ id, body }: { id: number; body: InvoicePaymentBody }) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch(`/api/apps/invoice/${id}/payments`, { method: 'POST', json: body }),
  );
}

export const useAddInvoicePayment = () => useInvoiceDetailMutation(addInvoicePayment);
