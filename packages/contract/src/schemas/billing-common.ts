import { z } from 'zod';
import { visibleText } from './common';

/**
 * Pieces shared by the template invoice app and the product's own billing (Facturacion,
 * notasCobro, habilitaciones, sofono). Amounts are integers in minor units unless a field says
 * otherwise; see `@portal/contract/money` for the one rounding rule.
 */

/** CASL subjects of the billing remote. Actions: read, create, update, delete (manage = all). */
export const BILLING_SUBJECTS = [
  'Invoice',
  'Factura',
  'NotaCobro',
  'Habilitacion',
  'Cambio',
  'Sofono',
] as const;
export type BillingSubject = (typeof BILLING_SUBJECTS)[number];

/** ISO calendar date `YYYY-MM-DD` that exists in the calendar. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Enter a valid date');

/** Integer amount in minor units (cents). */
export const minorSchema = z.number().int('Use whole cents');

/**
 * Decimal with at most `places` decimals. Only binary floating-point noise is tolerated
 * (0.1 + 0.2), relative to the value: 1e-9 is not "0.00".
 */
const decimalPlaces = (places: number) => (value: number) => {
  const scaled = value * 10 ** places;
  return (
    Math.abs(scaled - Math.round(scaled)) <= 8 * Number.EPSILON * Math.max(1, Math.abs(scaled))
  );
};

export const CURRENCIES = ['USD', 'EUR', 'ARS'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

/** One invoice line, the same for the template app and Facturacion. */
export const lineItemSchema = z.object({
  description: visibleText(1, 200),
  /** Decimal, up to 3 places, above 0. */
  quantity: z
    .number()
    .gt(0, 'Must be more than 0')
    .max(100_000)
    .refine(decimalPlaces(3), 'Use at most 3 decimals'),
  /** Minor units. */
  unitPrice: minorSchema.min(0).max(100_000_000),
  /** Percent 0..100, up to 2 places. */
  discount: z.number().min(0).max(100).refine(decimalPlaces(2), 'Use at most 2 decimals'),
  /** Percent 0..100, up to 2 places. */
  tax: z.number().min(0).max(100).refine(decimalPlaces(2), 'Use at most 2 decimals'),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'check', 'direct_debit'] as const;

/** A payment recorded on an invoice. `amount` in minor units. */
export const paymentSchema = z.object({
  id: z.string(),
  amount: minorSchema,
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * One entry of an entity's history: who did what, when, from which state to which.
 * `action` examples: created, updated, issued, sent, payment, status, voided, approved, rejected.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  /** ISO timestamp. */
  at: z.string(),
  actor: z.object({ id: z.number(), fullName: z.string(), email: z.string() }),
  action: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Free text: payment amount and method, reason of a rejection, the note of a change... */
  detail: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** Free-text limits of the billing forms: the forms' `maxLength` and the API's 400 agree. */
export const BILLING_LIMITS = {
  /** Invoice notes. */
  notes: 2000,
  /** A collection note's message to the customer. */
  message: 2000,
  /** The note of a recorded payment. */
  paymentNote: 500,
  /** Reason of a void, cancel, reject, approve or change request. */
  reason: 500,
  reasonMin: 3,
} as const;

/** Body of an action that needs a reason (void, cancel, reject). */
export const reasonBodySchema = z.object({
  reason: visibleText(BILLING_LIMITS.reasonMin, BILLING_LIMITS.reason),
});
/** Body of an action whose reason is optional (approve). */
export const optionalReasonBodySchema = z.object({
  reason: z.string().trim().max(BILLING_LIMITS.reason).default(''),
});
