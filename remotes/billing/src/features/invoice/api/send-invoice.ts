import { apiFetch } from '@portal/auth';
import { invoiceDetailResponseSchema, type SendInvoiceBody } from '@portal/contract';
import { useInvoiceDetailMutation } from './use-invoice-detail-mutation';

export async function sendInvoice({ id, body }: { id: number; body: SendInvoiceBody }) {
  return invoiceDetailResponseSchema.parse(
    await apiFetch(`/api/apps/invoice/${id}/send`, { method: 'POST', json: body }),
  );
}

export const useSendInvoice = () => useInvoiceDetailMutation(sendInvoice);
