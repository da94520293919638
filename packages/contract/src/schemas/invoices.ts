import { z } from 'zod';
import {
  PAYMENT_METHODS,
  auditEventSchema,
  currencySchema,
  isoDateSchema,
  lineItemSchema,
  minorSchema,
  paymentSchema,
} from './billing-common';
import { pagingQuerySchema, visibleText } from './common';

/**
 * The template's invoice demo app (spec 3 and 7): `/api/apps/invoice`.
 *
 * The spec's fields keep their shape: `total` and `balance` (and `paymentDetails.totalDue`) are
 * numbers in major units (dollars, 2 decimals). Every field this product added (`lines`,
 * `payments`, `history`) carries integer minor units, and the API derives `total` and `balance`
 * from them with the money module, so the list, preview, PDF and form show the same figures.
 */

export const INVOICE_STATUSES = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_SORT_KEYS = ['client', 'total', 'id', 'date', 'balance'] as const;

export const invoiceClientSchema = z.object({
  name: visibleText(1, 100),
  company: visibleText(1, 100),
  companyEmail: z.email().max(254),
  address: visibleText(1, 200),
  country: visibleText(1, 60),
  contact: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'Enter a valid phone number'),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  /** YYYY-MM-DD */
  issuedDate: z.string(),
  /** YYYY-MM-DD */
  dueDate: z.string(),
  client: invoiceClientSchema,
  service: z.string(),
  /** Major units (spec field), = money total of `lines`. */
  total: z.number(),
  avatar: z.string(),
  invoiceStatus: z.enum(INVOICE_STATUSES),
  /** Major units (spec field), = total - payments; negative when overpaid (a credit). */
  balance: z.number(),
  currency: currencySchema,
  lines: z.array(lineItemSchema),
  note: z.string(),
  payments: z.array(paymentSchema),
  history: z.array(auditEventSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentDetailsSchema = z.object({
  /** Major units: what is still due (the balance, never below 0). */
  totalDue: z.number(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const invoiceDetailResponseSchema = z.object({
  invoice: invoiceSchema,
  paymentDetails: paymentDetailsSchema,
});
export type InvoiceDetailResponse = z.infer<typeof invoiceDetailResponseSchema>;

/**
 * GET /api/apps/invoice query. `selectedDateRange` filters on the issue date and accepts
 * "YYYY-MM-DD to YYYY-MM-DD" (the template's range picker text), "start,end" or one day.
 * The handler also reads `selectedDateRange[start]` / `selectedDateRange[end]`.
 */
export const invoicesQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(INVOICE_STATUSES).optional(),
  selectedDateRange: z.string().max(40).optional(),
  sortBy: z.enum(INVOICE_SORT_KEYS).optional(),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  totalInvoices: z.number(),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

/** POST /api/apps/invoice (201, status Draft) and PUT /api/apps/invoice/{id} (200) body. */
export const invoiceBodySchema = z
  .object({
    client: invoiceClientSchema,
    issuedDate: isoDateSchema,
    dueDate: isoDateSchema,
    service: z.string().trim().max(100).default(''),
    currency: currencySchema.default('USD'),
    lines: z.array(lineItemSchema).min(1, 'Add at least one line').max(100),
    note: z.string().max(2000).default(''),
  })
  .refine((body) => body.dueDate >= body.issuedDate, {
    path: ['dueDate'],
    message: 'The due date cannot be before the issue date',
  });
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;
export type InvoiceBodyInput = z.input<typeof invoiceBodySchema>;

/** POST /api/apps/invoice/{id}/send body: records a "sent" event; Draft becomes Sent. */
export const sendInvoiceBodySchema = z.object({
  to: z.email().max(254),
  subject: visibleText(1, 200),
  message: visibleText(1, 5000),
});
export type SendInvoiceBody = z.infer<typeof sendInvoiceBodySchema>;

/**
 * POST /api/apps/invoice/{id}/payments body (201 with the updated detail). `amount` in minor
 * units, above 0 and at most the balance (400 `errors.amount` otherwise). The status follows:
 * Paid when the balance reaches 0, else Partial Payment.
 */
export const invoicePaymentBodySchema = z.object({
  amount: minorSchema.positive('The amount must be more than 0'),
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().trim().max(500).default(''),
});
export type InvoicePaymentBody = z.infer<typeof invoicePaymentBodySchema>;

/** GET /api/apps/invoice/clients: the first 5 (spec); with `q`, up to 10 matching clients. */
export const invoiceClientsResponseSchema = z.array(invoiceClientSchema);
