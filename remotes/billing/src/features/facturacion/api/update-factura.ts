import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaSchema, type FacturaBody } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** PUT /api/billing/facturas/{id}: drafts only. */
export async function updateFactura({ id, body }: { id: number; body: FacturaBody }) {
  return facturaSchema.parse(
    await apiFetch(`/api/billing/facturas/${id}`, { method: 'PUT', json: body }),
  );
}

export function useUpdateFactura() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: updateFactura, onSuccess: invalidate });
}
