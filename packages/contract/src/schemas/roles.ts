import { z } from 'zod';
import { PERMISSION_ROLES, USER_ROLES } from './enums';

/** One role card of GET /api/apps/roles: who holds the role and what it is allowed. */
export const roleSchema = z.object({
  role: z.enum(PERMISSION_ROLES),
  /** The user role whose holders have this role. */
  userRole: z.enum(USER_ROLES),
  totalUsers: z.number(),
  /** A few of the holders, for the card's avatars. */
  users: z.array(z.object({ id: z.number(), fullName: z.string(), avatar: z.string() })),
  permissions: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type Role = z.infer<typeof roleSchema>;

export const rolesResponseSchema = z.object({ roles: z.array(roleSchema) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;
