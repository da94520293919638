import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { cambioSchema } from '@portal/contract';
import { invalidateHabilitaciones } from './invalidate';

export type Decision = 'approve' | 'reject';

export interface DecideCambioInput {
  id: number;
  decision: Decision;
  /** Optional to approve, required (3+ characters) to reject. */
  reason: string;
}

/** Approve (applies it to the enablement) or reject a pending change request. */
export async function decideCambio({ id, decision, reason }: DecideCambioInput) {
  return cambioSchema.parse(
    await apiFetch(`/api/billing/cambios/${id}/${decision}`, {
      method: 'POST',
      json: { reason },
    }),
  );
}

export function useDecideCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCambio,
    onSuccess: () => invalidateHabilitaciones(queryClient),
  });
}
