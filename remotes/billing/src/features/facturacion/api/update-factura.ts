import { useMutation } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { facturaSchema, type FacturaBody } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** PUT /api/billing/facturas/{id}: drafts only; made from version `ifMatch` (412 when it moved on). */
export async function updateFactura({
  id,
  body,
  ifMatch = null,
}: {
  id: number;
  body: FacturaBody;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    facturaSchema,
    await apiFetch(`/api/billing/facturas/${id}`, { method: 'PUT', json: body, ifMatch }),
  );
}

export function useUpdateFactura() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: updateFactura, onSuccess: invalidate });
}
