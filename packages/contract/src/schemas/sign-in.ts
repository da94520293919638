/*
 * The schemas of signing in, in zod/mini: the light sign-in page parses its answers with them and
 * ships without classic zod (about 18 KB gzip). They compose with classic schemas like any other
 * (`z.object({ email: emailSchema })`) and have `parse` / `safeParse`; build on them with zod's
 * functions (`z.omit(schema, ...)`), not methods.
 */
import { z } from 'zod/mini';
import { INPUT_LIMITS, PORTAL_LANGUAGES } from './limits';

/** Ability rule as CASL reads it. */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** An email address of at most 254 characters (RFC 5321). */
export const emailSchema = z.email().check(z.maxLength(INPUT_LIMITS.email));

export const userDataSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.nullable(z.string()),
  email: z.string(),
  role: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** Login checks only that email and password match (spec 5): demo passwords are short. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.passwordMax)),
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
  language: z.optional(z.enum(PORTAL_LANGUAGES)),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * 200 of GET /api/auth/session: the caller and their ability rules as the API holds them. The
 * portal takes its abilities from here at start-up, never from the editable rules cookie.
 */
export const sessionInfoSchema = z.omit(sessionResponseSchema, { accessToken: true });
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * The element that carries a `SessionInfo` in the page the server serves a signed-in browser
 * (`<script type="application/json" id="portal-session">`): the page starts with its session
 * rather than asking GET /api/auth/session.
 */
export const PAGE_SESSION_ELEMENT_ID = 'portal-session';

/** 201 of POST /api/auth/login for an account with two-step sign-in on. */
export const twoStepChallengeSchema = z.object({
  twoStepToken: z.string(),
  maskedPhone: z.string(),
  /** `app`: the account uses an authenticator app (TOTP) or a recovery code; absent: SMS code. */
  method: z.optional(z.literal('app')),
});
export type TwoStepChallenge = z.infer<typeof twoStepChallengeSchema>;

export const loginResponseSchema = z.union([sessionResponseSchema, twoStepChallengeSchema]);
