import { z } from 'zod';
import { pagingQuerySchema, visibleText } from './common';
import { PERMISSION_ROLES } from './enums';

export const permissionSchema = z.object({
  id: z.number(),
  name: z.string(),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)),
  createdDate: z.string(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const PERMISSION_SORT_KEYS = ['name'] as const;

/** GET /api/apps/permissions query; an unknown sortBy is a 400 (see usersQuerySchema). */
export const permissionsQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  sortBy: z.enum(PERMISSION_SORT_KEYS).optional(),
});
export type PermissionsQuery = z.infer<typeof permissionsQuerySchema>;

export const permissionsResponseSchema = z.object({
  permissions: z.array(permissionSchema),
  totalPermissions: z.number(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const permissionBodySchema = z.object({
  name: visibleText(3, 60),
  assignedTo: z.array(z.enum(PERMISSION_ROLES)).default([]),
});
export type PermissionBody = z.infer<typeof permissionBodySchema>;
