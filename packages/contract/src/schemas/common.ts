import { z } from 'zod';

/** Ability rule as CASL reads it. */
export const abilityRuleSchema = z.object({
  action: z.string(),
  subject: z.string(),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

/** Body of every 400: field name -> messages. */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Body of 401/403/404/500 answers that carry a message. */
export const messageSchema = z.object({ message: z.string() });

export const sortOrderSchema = z.enum(['asc', 'desc']);
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/**
 * Paging query shared by list endpoints: page 1, 10 per page by default (spec section 9).
 * itemsPerPage -1 means all; otherwise 1..100. Invalid values are a 400, not silently ignored.
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .max(100)
    .refine((value) => value === -1 || value >= 1, 'Must be -1 (all) or between 1 and 100')
    .default(10),
  orderBy: sortOrderSchema.optional(),
});

/**
 * Input limits of every free-text field a real system would enforce; forms reuse them for
 * `maxLength`. Over-limit input is a 400 with field errors.
 */
/** The portal's languages (i18n): an account's saved language is one of them. */
export const PORTAL_LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;

export const INPUT_LIMITS = {
  name: 120,
  username: 30,
  email: 254,
  subject: 200,
  /** Notes and messages. */
  text: 10_000,
  passwordMin: 8,
  passwordMax: 128,
  phone: 20,
  country: 60,
  /** An avatar is a URL or a data URL below 1 MB. */
  avatarBytes: 1_000_000,
  /** Opaque tokens (session, two-step, reset). */
  token: 200,
} as const;

/** An email address of at most 254 characters (RFC 5321). */
export const emailSchema = z.email().max(INPUT_LIMITS.email);

/** A new password: 8-128 characters. */
export const newPasswordSchema = z
  .string()
  .min(INPUT_LIMITS.passwordMin)
  .max(INPUT_LIMITS.passwordMax);

/** An avatar: an http(s) or root-relative URL, or an image data URL, below 1 MB. */
export const avatarSchema = z
  .string()
  .max(INPUT_LIMITS.avatarBytes, 'The avatar must be under 1 MB')
  .refine(
    (value) =>
      value === '' ||
      /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value) ||
      /^https?:\/\/[^\s]+$/.test(value) ||
      /^\/[^\s/][^\s]*$/.test(value),
    'Use an image URL or an image data URL',
  );
