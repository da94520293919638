import { z } from 'zod';
import { visibleText } from './common';
import { PROFILE_API_MESSAGES } from './profile-messages';
import { INPUT_LIMITS } from './limits';

/** Self-service plan, payment methods and connections of the signed-in account. */

export const ACCOUNT_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type AccountPlan = (typeof ACCOUNT_PLANS)[number];
export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Monthly price in cents (USD); the annual price is 10 months (2 free). */
export const PLAN_MONTHLY_CENTS: Record<AccountPlan, number> = {
  basic: 0,
  team: 1900,
  company: 4900,
  enterprise: 9900,
};
export const planPrice = (plan: AccountPlan, cycle: BillingCycle) =>
  PLAN_MONTHLY_CENTS[plan] * (cycle === 'annual' ? 10 : 1);

/**
 * Proration of a change: the unused part of the current period is credited, the new period is
 * charged in full from today. Amounts in cents; `total` never goes below 0.
 */
export function prorate(input: {
  from: { plan: AccountPlan; cycle: BillingCycle; periodStart: number; periodEnd: number };
  to: { plan: AccountPlan; cycle: BillingCycle };
  now: number;
}) {
  const { from, to, now } = input;
  const length = Math.max(1, from.periodEnd - from.periodStart);
  const unused = Math.min(1, Math.max(0, (from.periodEnd - now) / length));
  const credit = Math.round(planPrice(from.plan, from.cycle) * unused);
  const charge = planPrice(to.plan, to.cycle);
  return { credit, charge, total: Math.max(0, charge - credit) };
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Luhn (mod 10) check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the number's prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** `MM/YY` not in the past (a card is valid to the end of its month). */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  holder: z.string(),
  expiry: z.string(),
  primary: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const holderSchema = visibleText(1, INPUT_LIMITS.name);
const expirySchema = z
  .string()
  .trim()
  .refine((v) => expiryValid(v), PROFILE_API_MESSAGES.expiry);

export const newCardBodySchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().max(19).refine(luhnValid, PROFILE_API_MESSAGES.cardNumber)),
  holder: holderSchema,
  expiry: expirySchema,
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, PROFILE_API_MESSAGES.cvc),
});
export type NewCardBody = z.input<typeof newCardBodySchema>;
export const editCardBodySchema = z.object({ holder: holderSchema, expiry: expirySchema });

export const billingAddressSchema = z.object({
  company: z.string().trim().max(INPUT_LIMITS.name),
  email: z.union([z.literal(''), z.email().max(INPUT_LIMITS.email)]),
  taxId: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === '' || /^[A-Za-z0-9 .-]{4,20}$/.test(v), PROFILE_API_MESSAGES.taxId),
  address: z.string().trim().max(200),
  country: z.string().trim().max(INPUT_LIMITS.country),
  zip: z.string().trim().max(10),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const chargeSchema = z.object({
  id: z.string(),
  date: z.string(),
  plan: z.enum(ACCOUNT_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  /** Cents, USD. */
  amount: z.number(),
  credit: z.number(),
  status: z.enum(['paid', 'failed']),
  card: z.string().nullable(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const accountPlanSchema = z.object({
  plan: z.enum(ACCOUNT_PLANS),
  cycle: z.enum(BILLING_CYCLES),
  periodStart: z.string(),
  periodEnd: z.string(),
  cancelAtPeriodEnd: z.boolean(),
});

export const billingResponseSchema = z.object({
  plan: accountPlanSchema,
  paymentMethods: z.array(paymentMethodSchema),
  billingAddress: billingAddressSchema,
  charges: z.array(chargeSchema),
});
export type BillingResponse = z.infer<typeof billingResponseSchema>;

export const changePlanBodySchema = z.object({
  plan: z.enum(ACCOUNT_PLANS),
  cycle: z.enum(BILLING_CYCLES),
});
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;
export const planQuoteSchema = z.object({
  credit: z.number(),
  charge: z.number(),
  total: z.number(),
});

export const CONNECTION_IDS = [
  'google',
  'github',
  'slack',
  'google-calendar',
  'mailchimp',
] as const;
export type ConnectionId = (typeof CONNECTION_IDS)[number];
/** Connections that sign the user in (social accounts); the others are connected apps. */
export const SIGN_IN_CONNECTIONS: readonly ConnectionId[] = ['google', 'github'];
export const connectionsResponseSchema = z.object({
  connections: z.array(
    z.object({ id: z.enum(CONNECTION_IDS), signIn: z.boolean(), connected: z.boolean() }),
  ),
  /** Whether the account can sign in with e-mail and password. */
  hasPassword: z.boolean(),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;
