import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import { userDetailSchema, usersResponseSchema, type UsersQuery } from '@portal/contract';

export type UsersFilters = Partial<UsersQuery>;

export async function getUsers(filters: UsersFilters, signal?: AbortSignal) {
  return usersResponseSchema.parse(
    await apiFetch('/api/apps/users', { query: { ...filters }, signal }),
  );
}

export async function getUser(id: number, signal?: AbortSignal) {
  return userDetailSchema.parse(await apiFetch(`/api/apps/users/${id}`, { signal }));
}

/** Query keys and options of the users feature; mutations invalidate through `all()`. */
export const userQueries = {
  all: () => ['apps-demo', 'users'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (filters: UsersFilters) =>
    queryOptions({
      queryKey: [...userQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getUsers(filters, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      // A malformed id is answered like the API would, without asking it.
      queryFn: ({ signal }) =>
        Number.isInteger(id)
          ? getUser(id, signal)
          : Promise.reject(new ApiError(404, { message: 'User not found' })),
      // A 4xx (unknown user, no permission) will not change on retry.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
};

export const useUsers = (filters: UsersFilters) => useQuery(userQueries.list(filters));

export const useUser = (id: number) => useQuery(userQueries.detail(id));
