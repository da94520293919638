import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { rolesResponseSchema } from '@portal/contract';

export async function getRoles(signal?: AbortSignal) {
  return rolesResponseSchema.parse(await apiFetch('/api/apps/roles', { signal }));
}

/** Query keys and options of the roles feature. */
export const roleQueries = {
  all: () => ['apps-demo', 'roles'] as const,
  list: () =>
    queryOptions({ queryKey: roleQueries.all(), queryFn: ({ signal }) => getRoles(signal) }),
};

export const useRoles = () => useQuery(roleQueries.list());
