import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import { userDetailSchema, usersResponseSchema, type UsersQuery } from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

export type UsersFilters = Partial<UsersQuery>;

export async function getUsers(filters: UsersFilters, signal?: AbortSignal) {
  return usersResponseSchema.parse(
    await apiFetch('/api/apps/users', { query: { ...filters }, signal }),
  );
}

export async function getUser(id: number, signal?: AbortSignal) {
  return userDetailSchema.parse(await apiFetch(`/api/apps/users/${id}`, { signal }));
}

/** A malformed id is answered like the API would, without asking it. */
function getUserById(id: number, signal: AbortSignal) {
  return Number.isInteger(id)
    ? getUser(id, signal)
    : Promise.reject(new ApiError(404, { message: 'User not found' }));
}

const userKeys = resourceKeys('apps-demo', 'users');

/** Query keys and options of the users feature; mutations invalidate through `all()`. */
export const userQueries = {
  ...userKeys,
  list: listQuery(userKeys.lists, getUsers),
  detail: detailQuery(userKeys.details, getUserById),
};

export const useUsers = (filters: UsersFilters) => useQuery(userQueries.list(filters));

export const useUser = (id: number) => useQuery(userQueries.detail(id));
