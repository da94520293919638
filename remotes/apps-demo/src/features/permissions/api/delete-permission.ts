import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { permissionQueries } from './get-permissions';

export async function deletePermission(id: number): Promise<void> {
  await apiFetch(`/api/apps/permissions/${id}`, { method: 'DELETE' });
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionQueries.all() }),
  });
}
