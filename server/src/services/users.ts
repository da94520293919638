import type { NewUserBody, UsersQuery, UsersResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import { pageCount } from '../db/paging';
import { fieldErrors, notFound } from '../http/errors';
import * as users from '../repositories/users.repository';

export const USER_MESSAGES = {
  notFound: 'User not found',
  emailUsed: 'This email is already used',
  usernameTaken: 'This username is taken',
} as const;

export async function listUsers(deps: AppDeps, query: UsersQuery): Promise<UsersResponse> {
  const { users: rows, total } = await users.listUsers(deps.db, query);
  return {
    users: rows,
    totalPages: pageCount(total, query.itemsPerPage),
    totalUsers: total,
    page: query.page,
  };
}

export async function getUser(deps: AppDeps, id: number | null) {
  const user = id === null ? undefined : await users.findUser(deps.db, id);
  if (!user) throw notFound(USER_MESSAGES.notFound);
  return user;
}

export async function deleteUser(deps: AppDeps, id: number | null): Promise<void> {
  if (id === null || !(await users.deleteUser(deps.db, id))) throw notFound(USER_MESSAGES.notFound);
}

/** Adds a user (201 echoed with its new id): e-mail and username must be free. */
export async function createUser(deps: AppDeps, body: NewUserBody) {
  return deps.db.transaction().execute(async (trx) => {
    const errors: Record<string, string[]> = {};
    if (await users.userEmailTaken(trx, body.email)) errors.email = [USER_MESSAGES.emailUsed];
    if (await users.userUsernameTaken(trx, body.username))
      errors.username = [USER_MESSAGES.usernameTaken];
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return users.insertUser(trx, await users.nextUserId(trx), body);
  });
}
