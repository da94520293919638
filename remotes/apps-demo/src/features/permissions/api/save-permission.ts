import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { permissionSchema, type PermissionBody } from '@portal/contract';
import { permissionQueries } from './get-permissions';

export async function createPermission(body: PermissionBody) {
  return permissionSchema.parse(
    await apiFetch('/api/apps/permissions', { method: 'POST', json: body }),
  );
}

/** PUT /api/apps/permissions/:id, made from version `ifMatch` (412 when it moved on). */
export async function updatePermission({
  id,
  ifMatch = null,
  ...body
}: PermissionBody & { id: number; ifMatch?: string | null }) {
  return parseVersioned(
    permissionSchema,
    await apiFetch(`/api/apps/permissions/${id}`, { method: 'PUT', json: body, ifMatch }),
  );
}

/** Creates when `id` is absent, updates otherwise (from version `ifMatch`). */
export function useSavePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PermissionBody & { id?: number; ifMatch?: string | null }) =>
      input.id === undefined
        ? createPermission({ name: input.name, assignedTo: input.assignedTo })
        : updatePermission({ ...input, id: input.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionQueries.all() }),
  });
}
