import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { permissionQueries } from './get-permissions';

/** DELETE /api/apps/permissions/:id of version `ifMatch` (412 when it changed since). */
export async function deletePermission({
  id,
  ifMatch = null,
}: {
  id: number;
  ifMatch?: string | null;
}): Promise<void> {
  await apiFetch(`/api/apps/permissions/${id}`, { method: 'DELETE', ifMatch });
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    // A 412 too: the list shows the permission as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionQueries.all() }),
  });
}
