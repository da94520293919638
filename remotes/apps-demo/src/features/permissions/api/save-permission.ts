import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { permissionSchema, type PermissionBody } from '@portal/contract';
import { permissionQueries } from './get-permissions';

export async function createPermission(body: PermissionBody) {
  return permissionSchema.parse(
    await apiFetch('/api/apps/permissions', { method: 'POST', json: body }),
  );
}

export async function updatePermission({ id, ...body }: PermissionBody & { id: number }) {
  return permissionSchema.parse(
    await apiFetch(`/api/apps/permissions/${id}`, { method: 'PUT', json: body }),
  );
}

/** Creates when `id` is absent, updates otherwise. */
export function useSavePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PermissionBody & { id?: number }) =>
      input.id === undefined
        ? createPermission(input)
        : updatePermission({ ...input, id: input.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: permissionQueries.all() }),
  });
}
