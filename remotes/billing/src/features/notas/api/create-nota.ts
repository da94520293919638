import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notaSchema, type NotaBody } from '@portal/contract';
import { useInvalidateNotas } from './use-invalidate-notas';

/** POST /api/billing/notas: a draft note over due invoices of one customer and currency. */
export async function createNota(body: NotaBody) {
  return notaSchema.parse(await apiFetch('/api/billing/notas', { method: 'POST', json: body }));
}

export function useCreateNota() {
  const invalidate = useInvalidateNotas();
  return useMutation({ mutationFn: createNota, onSuccess: invalidate });
}
