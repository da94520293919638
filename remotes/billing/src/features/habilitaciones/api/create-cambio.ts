import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { cambioSchema, type CambioBody } from '@portal/contract';
import { invalidateHabilitaciones } from './invalidate';

export async function createCambio(body: CambioBody) {
  return cambioSchema.parse(await apiFetch('/api/billing/cambios', { method: 'POST', json: body }));
}

export function useCreateCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCambio,
    onSuccess: () => invalidateHabilitaciones(queryClient),
  });
}
