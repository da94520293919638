import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { habilitacionSchema } from '@portal/contract';
import { invalidateHabilitaciones } from './invalidate';

export async function activateHabilitacion(id: number) {
  return habilitacionSchema.parse(
    await apiFetch(`/api/billing/habilitaciones/${id}/activate`, { method: 'POST', json: {} }),
  );
}

export function useActivateHabilitacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateHabilitacion,
    onSuccess: () => invalidateHabilitaciones(queryClient),
  });
}
