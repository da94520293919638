import { z } from 'zod';
import { avatarSchema, pagingQuerySchema, visibleText } from './common';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from './enums';
import { INPUT_LIMITS } from './limits';
import { emailSchema } from './sign-in';

export const userSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  company: z.string(),
  role: z.enum(USER_ROLES),
  username: z.string(),
  country: z.string(),
  contact: z.string(),
  email: z.string(),
  currentPlan: z.enum(USER_PLANS),
  status: z.enum(USER_STATUSES),
  avatar: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userDetailSchema = userSchema.extend({
  taskDone: z.number(),
  projectDone: z.number(),
  taxId: z.string(),
  language: z.string(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status'] as const;

/**
 * GET /api/apps/users query. An unknown role/plan/status/sortBy is a 400 with field errors;
 * the API treats an empty value (`?role=`) as absent. To read loose URL search params on the
 * client, use `usersQuerySchema.safeParse` and fall back to defaults.
 */
export const usersQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  role: z.enum(USER_ROLES).optional(),
  plan: z.enum(USER_PLANS).optional(),
  status: z.enum(USER_STATUSES).optional(),
  sortBy: z.enum(USER_SORT_KEYS).optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

export const usersResponseSchema = z.object({
  users: z.array(userSchema),
  totalPages: z.number(),
  totalUsers: z.number(),
  page: z.number(),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;

/** POST /api/apps/users body: everything but the id, which the API assigns (count + 1). */
export const newUserBodySchema = userSchema.omit({ id: true, avatar: true }).extend({
  fullName: visibleText(1, INPUT_LIMITS.name),
  username: visibleText(3, INPUT_LIMITS.username),
  email: emailSchema,
  company: visibleText(1, INPUT_LIMITS.name),
  country: visibleText(1, INPUT_LIMITS.country),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a valid phone number'),
  avatar: avatarSchema.optional(),
});
export type NewUserBody = z.infer<typeof newUserBodySchema>;
