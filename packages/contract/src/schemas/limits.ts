// No zod here: the sign-in page's schemas (sign-in.ts, zod/mini) read these without classic zod.

/** The portal's languages (i18n): an account's saved language is one of them. */
export const PORTAL_LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;

/**
 * Input limits of every free-text field a real system would enforce; forms reuse them for
 * `maxLength`. Over-limit input is a 400 with field errors.
 */
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
