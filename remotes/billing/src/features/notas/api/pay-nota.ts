import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notaSchema, type NotaPaymentBody } from '@portal/contract';
import { useInvalidateNotas } from './use-invalidate-notas';

/** POST /api/billing/notas/{id}/pay: settles every included invoice. */
export async function payNota({ id, body }: { id: number; body: NotaPaymentBody }) {
  return notaSchema.parse(
    await apiFetch(`/api/billing/notas/${id}/pay`, { method: 'POST', json: body }),
  );
}

export function usePayNota() {
  const invalidate = useInvalidateNotas();
  return useMutation({ mutationFn: payNota, onSuccess: invalidate });
}
