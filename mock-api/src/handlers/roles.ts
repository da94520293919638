import { http } from 'msw';
import type { Permission, RolesResponse, User } from '@portal/contract';
import { PERMISSION_ROLES } from '@portal/contract';
import { getDb } from '../db/store';
import { authenticate } from '../lib/auth';
import { json } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';

/** Which user role holds each permission role (the demo's own mapping). */
const HOLDERS = {
  administrator: 'admin',
  manager: 'maintainer',
  users: 'author',
  support: 'editor',
  'restricted-user': 'subscriber',
} as const;

const AVATARS = 4;

/** The role cards: holders counted from the users, permissions from the permission list. */
export function listRoles(
  users: readonly User[],
  permissions: readonly Permission[],
): RolesResponse {
  return {
    roles: PERMISSION_ROLES.map((role) => {
      const holders = users.filter((user) => user.role === HOLDERS[role]);
      return {
        role,
        userRole: HOLDERS[role],
        totalUsers: holders.length,
        users: holders
          .slice(0, AVATARS)
          .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
        permissions: permissions
          .filter((permission) => permission.assignedTo.includes(role))
          .map(({ id, name }) => ({ id, name })),
      };
    }),
  };
}

export const rolesHandlers = [
  http.get(
    '/api/apps/roles',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const db = getDb();
      return json(listRoles(db.users, db.permissions));
    }),
  ),
];
