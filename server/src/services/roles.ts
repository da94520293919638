import { PERMISSION_ROLES, type RolesResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import { permissionsByRole } from '../repositories/permissions.repository';
import { countUsersBy, firstUsersByRole } from '../repositories/user-figures.repository';

/** Which user role holds each permission role (the demo's own mapping). */
export const ROLE_HOLDERS = {
  administrator: 'admin',
  manager: 'maintainer',
  users: 'author',
  support: 'editor',
  'restricted-user': 'subscriber',
} as const;

/** Avatars a role card shows. */
const AVATARS = 4;

/** The role cards: holders counted from the users, permissions from the permission list. */
export async function listRoles(deps: AppDeps): Promise<RolesResponse> {
  const holderRoles = PERMISSION_ROLES.map((role) => ROLE_HOLDERS[role]);
  const [counts, holders, permissions] = await Promise.all([
    countUsersBy(deps.db, 'role'),
    firstUsersByRole(deps.db, holderRoles, AVATARS),
    permissionsByRole(deps.db),
  ]);
  return {
    roles: PERMISSION_ROLES.map((role) => {
      const userRole = ROLE_HOLDERS[role];
      return {
        role,
        userRole,
        totalUsers: counts.get(userRole) ?? 0,
        users: holders.get(userRole) ?? [],
        permissions: permissions.get(role) ?? [],
      };
    }),
  };
}
