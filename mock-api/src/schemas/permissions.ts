import { z } from 'zod';
import { pagingQuerySchema } from './common';

export const PERMISSION_ROLES = [
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
] as const;

export const permissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  createdDate: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionsQuerySchema = pagingQuerySchema.extend({
  q: z.string().default(''),
  sortBy: z.enum(['name']).optional().catch(undefined),
});
export type PermissionsQuery = z.infer<typeof permissionsQuerySchema>;

export const permissionsResponseSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.number(),
});

export const permissionBodySchema = z.object({
  name: z.string().trim().min(3).max(60),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)).default([]),
});
export type PermissionBody = z.infer<typeof permissionBodySchema>;
