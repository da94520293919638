import { z } from 'zod';

/**
 * Guards for what is read back from storage. Cookies can be edited by hand: anything that does
 * not match is treated as absent, never trusted.
 */
export const storedUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  role: z.string(),
});

export const storedRulesSchema = z
  .array(z.object({ action: z.string().min(1), subject: z.string().min(1) }))
  .max(500);
