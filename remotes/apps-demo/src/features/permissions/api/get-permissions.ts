import { useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import {
  permissionSchema,
  permissionsResponseSchema,
  type PermissionsQuery,
} from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

export type PermissionsFilters = Partial<PermissionsQuery>;

export async function getPermissions(filters: PermissionsFilters, signal?: AbortSignal) {
  return permissionsResponseSchema.parse(
    await apiFetch('/api/apps/permissions', { query: { ...filters }, signal }),
  );
}

/** GET /api/apps/permissions/:id: one permission, with its version (`versionOf`) for its changes. */
export async function getPermission(id: number, signal?: AbortSignal) {
  return parseVersioned(
    permissionSchema,
    await apiFetch(`/api/apps/permissions/${id}`, { signal }),
  );
}

const permissionKeys = resourceKeys('apps-demo', 'permissions');

/** Query keys and options of the permissions feature; mutations invalidate through `all()`. */
export const permissionQueries = {
  ...permissionKeys,
  list: listQuery(permissionKeys.lists, getPermissions),
  detail: detailQuery(permissionKeys.details, getPermission),
};

export const usePermissions = (filters: PermissionsFilters) =>
  useQuery(permissionQueries.list(filters));

export const usePermission = (id: number | null) =>
  useQuery({ ...permissionQueries.detail(id ?? 0), enabled: id !== null });
