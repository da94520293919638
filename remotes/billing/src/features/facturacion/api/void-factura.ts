import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaSchema } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** POST /api/billing/facturas/{id}/void with a reason. */
export async function voidFactura({ id, reason }: { id: number; reason: string }) {
  return facturaSchema.parse(
    await apiFetch(`/api/billing/facturas/${id}/void`, { method: 'POST', json: { reason } }),
  );
}

export function useVoidFactura() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: voidFactura, onSuccess: invalidate });
}
