import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { facturaQueries } from './get-facturas';

/** DELETE /api/billing/facturas/{id}: drafts only. */
export async function deleteFactura(id: number): Promise<void> {
  await apiFetch(`/api/billing/facturas/${id}`, { method: 'DELETE' });
}

export function useDeleteFactura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFactura,
    onSuccess: (_, id) => {
      // The page leaves the deleted invoice: do not refetch its detail (404).
      queryClient.removeQueries({ queryKey: facturaQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: facturaQueries.lists() });
    },
  });
}
