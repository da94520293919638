import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaSchema } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** POST /api/billing/facturas/{id}/issue: draft -> issued, with the next number. */
export async function issueFactura(id: number) {
  return facturaSchema.parse(
    await apiFetch(`/api/billing/facturas/${id}/issue`, { method: 'POST' }),
  );
}

export function useIssueFactura() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: issueFactura, onSuccess: invalidate });
}
