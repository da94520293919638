import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { permissionsResponseSchema, type PermissionsQuery } from '@portal/contract';

export type PermissionsFilters = Partial<PermissionsQuery>;

export async function getPermissions(filters: PermissionsFilters, signal?: AbortSignal) {
  return permissionsResponseSchema.parse(
    await apiFetch('/api/apps/permissions', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of the permissions feature; mutations invalidate through `all()`. */
export const permissionQueries = {
  all: () => ['apps-demo', 'permissions'] as const,
  lists: () => [...permissionQueries.all(), 'list'] as const,
  list: (filters: PermissionsFilters) =>
    queryOptions({
      queryKey: [...permissionQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getPermissions(filters, signal),
      placeholderData: keepPreviousData,
    }),
};

export const usePermissions = (filters: PermissionsFilters) =>
  useQuery(permissionQueries.list(filters));
