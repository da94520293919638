import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaSchema, type FacturaPaymentBody } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** POST /api/billing/facturas/{id}/payments. */
export async function recordFacturaPayment({ id, body }: { id: number; body: FacturaPaymentBody }) {
  return facturaSchema.parse(
    await apiFetch(`/api/billing/facturas/${id}/payments`, { method: 'POST', json: body }),
  );
}

export function useRecordFacturaPayment() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: recordFacturaPayment, onSuccess: invalidate });
}
