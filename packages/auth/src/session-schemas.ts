import { z } from 'zod/mini';

/**
 * Guards for what is read back from storage. Cookies can be edited by hand: anything that does
 * not match is treated as absent, never trusted. zod/mini: the light sign-in page ships without
 * classic zod.
 */
export const storedUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.nullable(z.string()),
  email: z.string(),
  role: z.string(),
});

export const storedRulesSchema = z
  .array(
    z.object({
      action: z.string().check(z.minLength(1)),
      subject: z.string().check(z.minLength(1)),
    }),
  )
  .check(z.maxLength(500));
