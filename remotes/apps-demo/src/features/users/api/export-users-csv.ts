import type { User } from '@portal/contract';
import { getUsers, type UsersFilters } from './get-users';

/** Every user of the current filter and sort (all pages): itemsPerPage -1 asks for all. */
export async function getAllUsers(filters: UsersFilters): Promise<User[]> {
  const { users } = await getUsers({ ...filters, page: 1, itemsPerPage: -1 });
  return users;
}
