import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notaSchema } from '@portal/contract';
import { useInvalidateNotas } from './use-invalidate-notas';

/** POST /api/billing/notas/{id}/cancel with a reason. */
export async function cancelNota({ id, reason }: { id: number; reason: string }) {
  return notaSchema.parse(
    await apiFetch(`/api/billing/notas/${id}/cancel`, { method: 'POST', json: { reason } }),
  );
}

export function useCancelNota() {
  const invalidate = useInvalidateNotas();
  return useMutation({ mutationFn: cancelNota, onSuccess: invalidate });
}
