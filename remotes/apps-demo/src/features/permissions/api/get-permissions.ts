import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { permissionsResponseSchema, type PermissionsQuery } from '@portal/contract';
import { listQuery, resourceKeys } from '@portal/design';

export type PermissionsFilters = Partial<PermissionsQuery>;

export async function getPermissions(filters: PermissionsFilters, signal?: AbortSignal) {
  return permissionsResponseSchema.parse(
    await apiFetch('/api/apps/permissions', { query: { ...filters }, signal }),
  );
}

const permissionKeys = resourceKeys('apps-demo', 'permissions');

/** Query keys and options of the permissions feature; mutations invalidate through `all()`. */
export const permissionQueries = {
  ...permissionKeys,
  list: listQuery(permissionKeys.lists, getPermissions),
};

export const usePermissions = (filters: PermissionsFilters) =>
  useQuery(permissionQueries.list(filters));
