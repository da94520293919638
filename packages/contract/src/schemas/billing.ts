import { z } from 'zod';
import {
  BILLING_LIMITS,
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
 * The product's own billing (the spec does not show it; this is our model, documented in the
 * README). All amounts are integers in minor units of the document's currency.
 *
 *   customer 1--n factura n--m notaCobro        (a note groups one customer's due facturas)
 *   customer 1--n habilitacion 1--n cambio      (change requests staff approve or reject)
 *   habilitacion (service Telephony) 1--n sofono line
 */

// ----- Customers (hosting customers, shared by every billing entity) -----

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Fiscal id (CUIT / VAT number). */
  taxId: z.string(),
  email: z.string(),
  address: z.string(),
  country: z.string(),
  currency: currencySchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** The customer as a document keeps it (a snapshot: later edits do not rewrite invoices). */
export const customerRefSchema = customerSchema.pick({ id: true, name: true, taxId: true });
export type CustomerRef = z.infer<typeof customerRefSchema>;

/** GET /api/billing/customers?q= : up to 20 customers whose name, tax id or email match. */
export const customersQuerySchema = z.object({ q: z.string().max(100).default('') });
export const customersResponseSchema = z.object({ customers: z.array(customerSchema) });

// ----- Facturacion: fiscal invoices -----

/**
 * draft -> issued (gets its number) -> partially_paid -> paid; issued/partially_paid past the
 * due date -> overdue (checked when read); any but paid/voided -> voided (with a reason).
 * Only drafts can be deleted; a voided invoice stays forever.
 */
export const FACTURA_STATUSES = [
  'draft',
  'issued',
  'partially_paid',
  'paid',
  'overdue',
  'voided',
] as const;
export type FacturaStatus = (typeof FACTURA_STATUSES)[number];

/** Number series: `FA-<year of issue>-<5-digit sequence>`, assigned when issued. */
export const FACTURA_SERIES = 'FA';

export const FACTURA_SORT_KEYS = [
  'number',
  'customer',
  'issueDate',
  'dueDate',
  'total',
  'balance',
  'status',
] as const;

/** A list row: everything but the lines, payments and history. */
export const facturaRowSchema = z.object({
  id: z.number(),
  /** null while draft. */
  number: z.string().nullable(),
  customer: customerRefSchema,
  currency: currencySchema,
  issueDate: isoDateSchema,
  dueDate: isoDateSchema,
  status: z.enum(FACTURA_STATUSES),
  subtotal: minorSchema,
  discount: minorSchema,
  tax: minorSchema,
  total: minorSchema,
  paid: minorSchema,
  /** total - paid. */
  balance: minorSchema,
  /** Open or settled billing notes that include this invoice. */
  notaIds: z.array(z.number()),
});
export type FacturaRow = z.infer<typeof facturaRowSchema>;

export const facturaSchema = facturaRowSchema.extend({
  lines: z.array(lineItemSchema),
  notes: z.string(),
  payments: z.array(paymentSchema),
  voidReason: z.string().nullable(),
  history: z.array(auditEventSchema),
});
export type Factura = z.infer<typeof facturaSchema>;

/**
 * GET /api/billing/facturas. `q` matches number, customer name or tax id; `issuedFrom`/`issuedTo`
 * bound the issue date; `due=1` keeps invoices that can go in a billing note (issued, partially
 * paid, overdue with a balance and no open note).
 */
export const facturasQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(FACTURA_STATUSES).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  currency: currencySchema.optional(),
  issuedFrom: isoDateSchema.optional(),
  issuedTo: isoDateSchema.optional(),
  due: z.enum(['0', '1']).optional(),
  sortBy: z.enum(FACTURA_SORT_KEYS).optional(),
});
export type FacturasQuery = z.infer<typeof facturasQuerySchema>;

export const facturasResponseSchema = z.object({
  facturas: z.array(facturaRowSchema),
  totalFacturas: z.number(),
});
export type FacturasResponse = z.infer<typeof facturasResponseSchema>;

/** GET /api/billing/facturas/{id}: the invoice and the billing notes it is in. */
export const facturaDetailResponseSchema = z.object({
  factura: facturaSchema,
  notas: z.array(z.lazy(() => notaRowSchema)),
});
export type FacturaDetailResponse = z.infer<typeof facturaDetailResponseSchema>;

/** POST /api/billing/facturas (201 draft) and PUT /api/billing/facturas/{id} (drafts only). */
export const facturaBodySchema = z
  .object({
    customerId: z.number().int().positive(),
    currency: currencySchema,
    issueDate: isoDateSchema,
    dueDate: isoDateSchema,
    lines: z.array(lineItemSchema).min(1, 'Add at least one line').max(100),
    notes: z.string().max(BILLING_LIMITS.notes).default(''),
  })
  .refine((body) => body.dueDate >= body.issueDate, {
    path: ['dueDate'],
    message: 'The due date cannot be before the issue date',
  });
export type FacturaBody = z.infer<typeof facturaBodySchema>;

/** POST /api/billing/facturas/{id}/payments: amount above 0 and at most the balance. */
export const facturaPaymentBodySchema = z.object({
  amount: minorSchema.positive('The amount must be more than 0'),
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().trim().max(BILLING_LIMITS.paymentNote).default(''),
});
export type FacturaPaymentBody = z.infer<typeof facturaPaymentBodySchema>;

// ----- notasCobro: billing (collection) notes -----

/** draft -> sent -> paid (settles every included invoice); draft/sent -> cancelled. */
export const NOTA_STATUSES = ['draft', 'sent', 'paid', 'cancelled'] as const;
export type NotaStatus = (typeof NOTA_STATUSES)[number];
/** Number series: `NC-<year>-<5-digit sequence>`, assigned at creation. */
export const NOTA_SERIES = 'NC';
export const NOTA_SORT_KEYS = [
  'number',
  'customer',
  'createdAt',
  'dueDate',
  'total',
  'status',
] as const;

export const notaRowSchema = z.object({
  id: z.number(),
  number: z.string(),
  customer: customerRefSchema,
  currency: currencySchema,
  /** YYYY-MM-DD */
  createdAt: isoDateSchema,
  dueDate: isoDateSchema,
  status: z.enum(NOTA_STATUSES),
  facturaIds: z.array(z.number()),
  /** Sum of the included invoices' balances when the note was made. */
  total: minorSchema,
});
export type NotaRow = z.infer<typeof notaRowSchema>;

export const notaSchema = notaRowSchema.extend({
  message: z.string(),
  cancelReason: z.string().nullable(),
  history: z.array(auditEventSchema),
});
export type Nota = z.infer<typeof notaSchema>;

export const notasQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(NOTA_STATUSES).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  sortBy: z.enum(NOTA_SORT_KEYS).optional(),
});
export type NotasQuery = z.infer<typeof notasQuerySchema>;

export const notasResponseSchema = z.object({
  notas: z.array(notaRowSchema),
  totalNotas: z.number(),
});
export type NotasResponse = z.infer<typeof notasResponseSchema>;

/** GET /api/billing/notas/{id}: the note and its invoices (rows, current balances). */
export const notaDetailResponseSchema = z.object({
  nota: notaSchema,
  facturas: z.array(facturaRowSchema),
});
export type NotaDetailResponse = z.infer<typeof notaDetailResponseSchema>;

/**
 * POST /api/billing/notas (201): invoices of one customer and one currency, each issued,
 * partially paid or overdue, with a balance above 0 and in no other open note.
 */
export const notaBodySchema = z.object({
  facturaIds: z.array(z.number().int().positive()).min(1, 'Choose at least one invoice').max(50),
  dueDate: isoDateSchema,
  message: z.string().trim().max(BILLING_LIMITS.message).default(''),
});
export type NotaBody = z.infer<typeof notaBodySchema>;

/** POST /api/billing/notas/{id}/pay: pays every included invoice's balance. */
export const notaPaymentBodySchema = z.object({
  date: isoDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().trim().max(BILLING_LIMITS.paymentNote).default(''),
});
export type NotaPaymentBody = z.infer<typeof notaPaymentBodySchema>;

// ----- habilitaciones: service enablements -----

export const SERVICES = [
  'web_hosting',
  'vps',
  'dedicated_server',
  'email',
  'domain',
  'ssl',
  'backup',
  'telephony',
] as const;
export type Service = (typeof SERVICES)[number];
/** Plans from smallest to largest: an upgrade goes right, a downgrade left. */
export const PLANS = ['basic', 'pro', 'business', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];
export const HABILITACION_STATUSES = ['pending', 'active', 'suspended', 'cancelled'] as const;
export type HabilitacionStatus = (typeof HABILITACION_STATUSES)[number];
export const HABILITACION_SORT_KEYS = [
  'id',
  'customer',
  'service',
  'plan',
  'status',
  'startDate',
  'renewalDate',
] as const;

export const habilitacionRowSchema = z.object({
  id: z.number(),
  customer: customerRefSchema,
  service: z.enum(SERVICES),
  plan: z.enum(PLANS),
  status: z.enum(HABILITACION_STATUSES),
  startDate: isoDateSchema,
  renewalDate: isoDateSchema,
  currency: currencySchema,
  monthlyPrice: minorSchema,
});
export type HabilitacionRow = z.infer<typeof habilitacionRowSchema>;

export const habilitacionSchema = habilitacionRowSchema.extend({
  history: z.array(auditEventSchema),
});
export type Habilitacion = z.infer<typeof habilitacionSchema>;

export const habilitacionesQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(HABILITACION_STATUSES).optional(),
  service: z.enum(SERVICES).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  sortBy: z.enum(HABILITACION_SORT_KEYS).optional(),
});
export type HabilitacionesQuery = z.infer<typeof habilitacionesQuerySchema>;

export const habilitacionesResponseSchema = z.object({
  habilitaciones: z.array(habilitacionRowSchema),
  totalHabilitaciones: z.number(),
});
export type HabilitacionesResponse = z.infer<typeof habilitacionesResponseSchema>;

// ----- cambios: change requests on an enablement -----

/**
 * upgrade/downgrade (active; to a larger/smaller plan), suspend (active), reactivate
 * (suspended), cancel (pending, active or suspended). One pending request per enablement.
 * Approving applies it to the enablement; rejecting needs a reason.
 */
export const CAMBIO_TYPES = ['upgrade', 'downgrade', 'suspend', 'reactivate', 'cancel'] as const;
export type CambioType = (typeof CAMBIO_TYPES)[number];
export const CAMBIO_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CambioStatus = (typeof CAMBIO_STATUSES)[number];
export const CAMBIO_SORT_KEYS = ['id', 'customer', 'type', 'status', 'requestedAt'] as const;

export const cambioSchema = z.object({
  id: z.number(),
  habilitacionId: z.number(),
  customer: customerRefSchema,
  service: z.enum(SERVICES),
  type: z.enum(CAMBIO_TYPES),
  fromPlan: z.enum(PLANS),
  /** The plan after the change (= fromPlan unless upgrade/downgrade). */
  toPlan: z.enum(PLANS),
  status: z.enum(CAMBIO_STATUSES),
  /** Why the change is asked for. */
  reason: z.string(),
  requestedBy: z.string(),
  /** ISO timestamp */
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type Cambio = z.infer<typeof cambioSchema>;

/** GET /api/billing/habilitaciones/{id}: the enablement, its change requests, telephony lines. */
export const habilitacionDetailResponseSchema = z.object({
  habilitacion: habilitacionSchema,
  cambios: z.array(cambioSchema),
});
export type HabilitacionDetailResponse = z.infer<typeof habilitacionDetailResponseSchema>;

export const cambiosQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(CAMBIO_STATUSES).optional(),
  type: z.enum(CAMBIO_TYPES).optional(),
  habilitacionId: z.coerce.number().int().positive().optional(),
  sortBy: z.enum(CAMBIO_SORT_KEYS).optional(),
});
export type CambiosQuery = z.infer<typeof cambiosQuerySchema>;

export const cambiosResponseSchema = z.object({
  cambios: z.array(cambioSchema),
  totalCambios: z.number(),
});
export type CambiosResponse = z.infer<typeof cambiosResponseSchema>;

/** POST /api/billing/cambios (201). `toPlan` is required for upgrade and downgrade. */
export const cambioBodySchema = z
  .object({
    habilitacionId: z.number().int().positive(),
    type: z.enum(CAMBIO_TYPES),
    toPlan: z.enum(PLANS).optional(),
    reason: visibleText(BILLING_LIMITS.reasonMin, BILLING_LIMITS.reason),
  })
  .refine((body) => !['upgrade', 'downgrade'].includes(body.type) || body.toPlan !== undefined, {
    path: ['toPlan'],
    message: 'Choose the new plan',
  });
export type CambioBody = z.infer<typeof cambioBodySchema>;

// ----- sofono: telephony lines (an assumption: the spec shows only a list) -----

export const SOFONO_STATUSES = ['active', 'suspended', 'cancelled'] as const;
export const SOFONO_SORT_KEYS = ['number', 'customer', 'plan', 'status', 'minutesUsed'] as const;

export const sofonoLineSchema = z.object({
  id: z.number(),
  /** E.164 phone number. */
  number: z.string(),
  customer: customerRefSchema,
  /** The telephony enablement the line belongs to; its status and plan are the line's. */
  habilitacionId: z.number(),
  plan: z.enum(PLANS),
  status: z.enum(SOFONO_STATUSES),
  /** This month. */
  minutesUsed: z.number().int(),
  minutesIncluded: z.number().int(),
  /** Charge for minutes above the plan this month. */
  overageCharge: minorSchema,
  currency: currencySchema,
});
export type SofonoLine = z.infer<typeof sofonoLineSchema>;

export const sofonoQuerySchema = pagingQuerySchema.extend({
  q: z.string().max(100).default(''),
  status: z.enum(SOFONO_STATUSES).optional(),
  sortBy: z.enum(SOFONO_SORT_KEYS).optional(),
});
export type SofonoQuery = z.infer<typeof sofonoQuerySchema>;

export const sofonoResponseSchema = z.object({
  lines: z.array(sofonoLineSchema),
  totalLines: z.number(),
});
export type SofonoResponse = z.infer<typeof sofonoResponseSchema>;

/** 404 texts of the product's billing endpoints (the template invoice app's are in the spec). */
export const BILLING_MESSAGES = {
  facturaNotFound: 'No factura found with this id',
  notaNotFound: 'No billing note found with this id',
  habilitacionNotFound: 'No enablement found with this id',
  cambioNotFound: 'No change request found with this id',
  customerNotFound: 'No customer found with this id',
} as const;
