import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notaSchema } from '@portal/contract';
import { useInvalidateNotas } from './use-invalidate-notas';

/** POST /api/billing/notas/{id}/send: draft -> sent. */
export async function sendNota(id: number) {
  return notaSchema.parse(await apiFetch(`/api/billing/notas/${id}/send`, { method: 'POST' }));
}

export function useSendNota() {
  const invalidate = useInvalidateNotas();
  return useMutation({ mutationFn: sendNota, onSuccess: invalidate });
}
