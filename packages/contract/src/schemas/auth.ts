import { z } from 'zod';
import {
  INPUT_LIMITS,
  PORTAL_LANGUAGES,
  abilityRuleSchema,
  emailSchema,
  newPasswordSchema,
} from './common';

export const userDataSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  role: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Login checks only that email and password match (spec 5): demo passwords are short. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(INPUT_LIMITS.passwordMax),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** 201 of POST /api/auth/login (spec 7) and of POST /api/auth/two-steps. */
export const sessionResponseSchema = z.object({
  userAbilityRules: z.array(abilityRuleSchema),
  accessToken: z.string(),
  userData: userDataSchema,
  /**
   * The language the account saved in its profile, when it saved one: the portal switches to
   * it at sign-in. Absent: the portal keeps the language chosen on this browser.
   */
  language: z.enum(PORTAL_LANGUAGES).optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * 200 of GET /api/auth/session: the caller and their ability rules as the API holds them. The
 * portal takes its abilities from here at start-up, never from the editable rules cookie.
 */
export const sessionInfoSchema = sessionResponseSchema.omit({ accessToken: true });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** 201 of POST /api/auth/login for an account with two-step sign-in on. */
export const twoStepChallengeSchema = z.object({
  twoStepToken: z.string(),
  maskedPhone: z.string(),
  /** `app`: the account uses an authenticator app (TOTP) or a recovery code; absent: SMS code. */
  method: z.literal('app').optional(),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

export const loginResponseSchema = z.union([sessionResponseSchema, twoStepChallengeSchema]);

export const twoStepBodySchema = z.object({
  twoStepToken: z.string().min(1).max(INPUT_LIMITS.token),
  /** 6 digits, or a recovery code `xxxxx-xxxxx` for accounts with an authenticator app. */
  code: z
    .string()
    .trim()
    .regex(/^(\d{6}|[A-Za-z0-9]{5}-[A-Za-z0-9]{5})$/, 'The code has 6 digits'),
});

export const registerBodySchema = z.object({
  username: z.string().trim().min(3).max(INPUT_LIMITS.username),
  email: emailSchema,
  password: newPasswordSchema,
  fullName: z.string().trim().min(1).max(INPUT_LIMITS.name).optional(),
  contact: z.string().max(INPUT_LIMITS.phone).optional(),
  country: z.string().max(INPUT_LIMITS.country).optional(),
  plan: z.enum(['basic', 'team', 'company', 'enterprise']).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
/** 201: the reset token is returned because the mock has no mailbox; a real backend would email it. */
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  resetToken: z.string(),
});

export const resetPasswordBodySchema = z.object({
  resetToken: z.string().min(1).max(INPUT_LIMITS.token),
  password: newPasswordSchema,
});

export const verifyEmailBodySchema = z.object({ email: emailSchema });
