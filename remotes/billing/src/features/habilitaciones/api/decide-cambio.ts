import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { cambioSchema } from '@portal/contract';
import { invalidateHabilitaciones } from './invalidate';

export type Decision = 'approve' | 'reject';

export interface DecideCambioInput {
  id: number;
  decision: Decision;
  /** Optional to approve, required (3+ characters) to reject. */
  reason: string;
  /** The version of the request the user decided on (`If-Match`: 412 when it changed since). */
  ifMatch?: string | null;
}

/** Approve (applies it to the enablement) or reject a pending change request. */
export async function decideCambio({ id, decision, reason, ifMatch = null }: DecideCambioInput) {
  return parseVersioned(
    cambioSchema,
    await apiFetch(`/api/billing/cambios/${id}/${decision}`, {
      method: 'POST',
      json: { reason },
      ifMatch,
    }),
  );
}

export function useDecideCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCambio,
    // A 412 too: the lists show the request as it is now.
    onSettled: () => invalidateHabilitaciones(queryClient),
  });
}
