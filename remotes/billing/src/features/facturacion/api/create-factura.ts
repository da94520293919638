import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaSchema, type FacturaBody } from '@portal/contract';
import { useInvalidateFacturas } from './use-invalidate-facturas';

/** POST /api/billing/facturas: a new draft. */
export async function createFactura(body: FacturaBody) {
  return facturaSchema.parse(
    await apiFetch('/api/billing/facturas', { method: 'POST', json: body }),
  );
}

export function useCreateFactura() {
  const invalidate = useInvalidateFacturas();
  return useMutation({ mutationFn: createFactura, onSuccess: invalidate });
}
