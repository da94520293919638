import { z } from 'zod';
import { newPasswordSchema, visibleText } from './common';
import { INPUT_LIMITS } from './limits';
import { emailSchema } from './sign-in';

export const twoStepBodySchema = z.object({
  twoStepToken: z.string().min(1).max(INPUT_LIMITS.token),
  /** 6 digits, or a recovery code `xxxxx-xxxxx` for accounts with an authenticator app. */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, 'The code has 6 digits'),
});

export const registerBodySchema = z.object({
  username: visibleText(3, INPUT_LIMITS.username),
  email: emailSchema,
  password: newPasswordSchema,
  fullName: visibleText(1, INPUT_LIMITS.name).optional(),
  contact: z.string().max(INPUT_LIMITS.phone).optional(),
  country: z.string().max(INPUT_LIMITS.country).optional(),
  plan: z.enum(['basic', 'team', 'company', 'enterprise']).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/**
 * 201, the same for every address (no account enumeration). The reset link goes by e-mail only
 * (the mailer: SMTP, or the outbox admins read); the answer never carries the token.
 */
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
});

export const resetPasswordBodySchema = z.object({
  resetToken: z.string().min(1).max(INPUT_LIMITS.token),
  password: newPasswordSchema,
});

export const verifyEmailBodySchema = z.object({ email: emailSchema });
