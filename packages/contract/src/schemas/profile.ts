import { z } from 'zod';
import { emailSchema, userDataSchema } from './sign-in';
import { PROFILE_API_MESSAGES } from './profile-messages';
import { newPasswordSchema, visibleText } from './common';
import { NOTIFICATION_EVENTS, type InboxEvent, type NotificationEvent } from './enums';
import { INPUT_LIMITS, PORTAL_LANGUAGES } from './limits';

/**
 * Self-service API of the signed-in account (`/api/profile/...`, `/api/notifications`): every
 * endpoint acts on the caller's own account and needs only a session, whatever the caller's
 * CASL rules (the demo client keeps the spec's single rule).
 */

export const PROFILE_LANGUAGES = PORTAL_LANGUAGES;
export const PROFILE_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'ARS', 'CLP'] as const;
/** Countries the form offers (ISO 3166-1 alpha-2); zip rules are known for some of them. */
export const PROFILE_COUNTRIES = [
  'US',
  'CA',
  'GB',
  'FR',
  'ES',
  'DE',
  'MX',
  'AR',
  'CL',
  'AE',
] as const;

/**
 * Phone: optional leading `+`, then digits, spaces, dots, dashes and brackets; 7 to 20
 * characters in all (E.164 numbers have at most 15 digits).
 */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

/** Postal-code patterns of the countries whose format is known; others take any 3-10 characters. */
export const ZIP_PATTERNS: Partial<Record<(typeof PROFILE_COUNTRIES)[number], RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  FR: /^\d{5}$/,
  ES: /^\d{5}$/,
  DE: /^\d{5}$/,
  MX: /^\d{5}$/,
  AR: /^([A-Za-z]\d{4}[A-Za-z]{3}|\d{4})$/,
  CL: /^\d{7}$/,
};
const ANY_ZIP = /^[A-Za-z\d -]{3,10}$/;

/**
 * An avatar: a JPG, PNG or GIF data URL of at most 800 KB of image data, or a root-relative
 * path of a bundled picture (the seeded avatars), or '' for none.
 */
export const AVATAR_MAX_BYTES = 800 * 1024;
const BUNDLED_PICTURE = /^\/images\/[\w./-]+$/;
const AVATAR_PATTERN = /^data:image\/(png|jpeg|gif);base64,([A-Za-z0-9+/]+={0,2})$/;
export const profileAvatarSchema = z
  .string()
  .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 40, {
    message: PROFILE_API_MESSAGES.imageTooLarge,
    abort: true,
  })
  .refine(
    (value) => value === '' || AVATAR_PATTERN.test(value) || BUNDLED_PICTURE.test(value),
    PROFILE_API_MESSAGES.imageType,
  )
  .refine((value) => {
    const data = AVATAR_PATTERN.exec(value)?.[2];
    if (data === undefined) return true;
    const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
    return (data.length * 3) / 4 - padding <= AVATAR_MAX_BYTES;
  }, PROFILE_API_MESSAGES.imageTooLarge);

const optionalText = (max: number) => z.string().trim().max(max);

export const profileAccountSchema = z.object({
  fullName: visibleText(1, INPUT_LIMITS.name),
  email: emailSchema,
  avatar: z.string().nullable(),
  organization: optionalText(INPUT_LIMITS.name),
  phone: z.string(),
  address: optionalText(200),
  state: optionalText(INPUT_LIMITS.country),
  zip: z.string(),
  country: z.enum(PROFILE_COUNTRIES).or(z.literal('')),
  language: z.enum(PROFILE_LANGUAGES),
  timeZone: optionalText(60),
  currency: z.enum(PROFILE_CURRENCIES),
});
export type ProfileAccount = z.infer<typeof profileAccountSchema>;

/** GET /api/profile: the account plus what the security tab shows. */
export const profileResponseSchema = profileAccountSchema.extend({
  id: z.number(),
  username: z.string(),
  twoStepEnabled: z.boolean(),
  recoveryCodesLeft: z.number(),
  passwordChangedAt: z.string().nullable(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** PUT /api/profile. Changing the e-mail needs `currentPassword`. */
export const profileUpdateBodySchema = profileAccountSchema
  .omit({ avatar: true })
  .extend({
    avatar: profileAvatarSchema.nullable(),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE_PATTERN.test(v), PROFILE_API_MESSAGES.phone),
    zip: z.string().trim().max(10),
    currentPassword: z.string().max(INPUT_LIMITS.passwordMax).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.zip === '') return;
    const pattern = (body.country === '' ? undefined : ZIP_PATTERNS[body.country]) ?? ANY_ZIP;
    if (!pattern.test(body.zip))
      ctx.addIssue({
        code: 'custom',
        path: ['zip'],
        message: PROFILE_API_MESSAGES.zip,
      });
  });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** POST /api/profile/deactivate: the caller types their own e-mail to confirm. */
export const deactivateBodySchema = z.object({
  email: z.string().trim().min(1).max(INPUT_LIMITS.email),
});

/** POST /api/profile/password. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1).max(INPUT_LIMITS.passwordMax),
    newPassword: newPasswordSchema
      .regex(/[a-z]/, PROFILE_API_MESSAGES.lowercase)
      .regex(/[A-Z]/, PROFILE_API_MESSAGES.uppercase)
      .regex(/\d|[^A-Za-z\d]/, PROFILE_API_MESSAGES.numberOrSymbol),
    confirmPassword: z.string().min(1).max(INPUT_LIMITS.passwordMax),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: PROFILE_API_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A 6-digit authenticator code. */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, PROFILE_API_MESSAGES.codeDigits);
/** A recovery code as shown: `xxxxx-xxxxx` (lowercase letters and digits). */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/, 'A recovery code looks like abcde-12345');

/** POST /api/profile/two-step/setup: a new secret (not active until confirmed). */
export const twoStepSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;
export const twoStepCodeBodySchema = z.object({ code: totpCodeSchema });
/** 200 of POST /api/profile/two-step/enable: the recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const profileSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type ProfileSession = z.infer<typeof profileSessionSchema>;
export const profileSessionsSchema = z.object({ sessions: z.array(profileSessionSchema) });

export const API_KEY_SCOPES = ['read', 'read-write'] as const;
export const API_KEY_EXPIRIES = [7, 30, 90, 365] as const;
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** First characters of the secret, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export const newApiKeyBodySchema = z.object({
  name: visibleText(1, 60),
  scope: z.enum(API_KEY_SCOPES),
  expiresInDays: z.union(API_KEY_EXPIRIES.map((d) => z.literal(d))),
});
export type NewApiKeyBody = z.infer<typeof newApiKeyBodySchema>;
/** 201: the key and its secret, shown once (only its SHA-256 hash is kept). */
export const createdApiKeySchema = z.object({ apiKey: apiKeySchema, secret: z.string() });

export const NOTIFICATION_SETTING_OF: Record<InboxEvent, NotificationEvent> = {
  ...(Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, e])) as Record<
    NotificationEvent,
    NotificationEvent
  >),
  ticketAssigned: 'ticketReply',
  // Kept in the app or not with the other payment news.
  invoicePaid: 'paymentFailed',
};
export const NOTIFICATION_CHANNELS = ['email', 'browser', 'inApp'] as const;
export const NOTIFICATION_TIMINGS = ['always', 'online', 'daily'] as const;
const channelsSchema = z.object({ email: z.boolean(), browser: z.boolean(), inApp: z.boolean() });
export const notificationSettingsSchema = z.object({
  events: z.object(
    Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, channelsSchema])) as Record<
      NotificationEvent,
      typeof channelsSchema
    >,
  ),
  timing: z.enum(NOTIFICATION_TIMINGS),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A sign-in account that deactivated itself, as the admin's user list shows it. */
const { id, fullName, avatar, email, role } = userDataSchema.shape;
export const deactivatedAccountSchema = z.object({ id, fullName, avatar, email, role });
export type DeactivatedAccount = z.infer<typeof deactivatedAccountSchema>;
/** 200 of GET /api/accounts/deactivated (needs read on User). */
export const deactivatedAccountsSchema = z.object({
  accounts: z.array(deactivatedAccountSchema),
});
