import { z } from 'zod';
import {
  ACCOUNT_PLANS,
  BILLING_CYCLES,
  CONNECTION_IDS,
  billingAddressSchema,
  chargeSchema,
  paymentMethodSchema,
  API_KEY_SCOPES,
  NOTIFICATION_EVENTS,
  notificationSettingsSchema,
  profileAccountSchema,
} from '@portal/contract';

/** What the profile keeps beside an account (name, e-mail and avatar stay on the account). */
export const profileRecordSchema = profileAccountSchema
  .omit({ fullName: true, email: true, avatar: true })
  .extend({
    accountId: z.number(),
    /** The account saved its profile's language (then sign-in switches the portal to it). */
    languageChosen: z.boolean().optional(),
    /** Base32 TOTP secret once two-step sign-in by authenticator app is on. */
    totpSecret: z.string().nullable(),
    /** Secret shown by "set up" and not yet confirmed by a code. */
    totpPendingSecret: z.string().nullable(),
    /** Time step of the last TOTP code accepted: that code and older ones are refused. */
    totpLastStep: z.number().optional(),
    /** SHA-256 hashes of the unused recovery codes. */
    recoveryCodeHashes: z.array(z.string()),
    passwordChangedAt: z.number().nullable(),
    notificationSettings: notificationSettingsSchema,
    plan: z.object({
      plan: z.enum(ACCOUNT_PLANS),
      cycle: z.enum(BILLING_CYCLES),
      periodStart: z.number(),
      periodEnd: z.number(),
      cancelAtPeriodEnd: z.boolean(),
    }),
    /** Cards as kept: brand, last 4 digits, holder, expiry; never the number or the CVC. */
    paymentMethods: z.array(paymentMethodSchema),
    billingAddress: billingAddressSchema,
    charges: z.array(chargeSchema.extend({ date: z.number() })),
    connections: z.array(z.enum(CONNECTION_IDS)),
  });
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

export const apiKeyRecordSchema = z.object({
  id: z.string(),
  accountId: z.number(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  prefix: z.string(),
  /** SHA-256 of the secret; the secret itself is never stored. */
  hash: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type ApiKeyRecord = z.infer<typeof apiKeyRecordSchema>;

export const notificationRecordSchema = z.object({
  id: z.string(),
  accountId: z.number(),
  event: z.enum(NOTIFICATION_EVENTS),
  params: z.record(z.string(), z.string()),
  createdAt: z.number(),
  read: z.boolean(),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;
