import { z } from 'zod';

/** Sales payment status and received-payment status (spec 4). */
export const SALES_STATUSES = ['Completed', 'Confirmed', 'Cancelled'] as const;
export const RECEIVED_PAYMENT_STATUSES = ['Fully Paid', 'Partially Paid', 'Unpaid'] as const;

/** A sales row of the data-table demo (spec 3 "Sales row"); amounts in dollars. */
export const salesRowSchema = z.object({
  id: z.number(),
  product: z.object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    brand: z.string(),
    category: z.string(),
    price: z.number(),
    /** Generated picture id: the UI draws it (no external image host). */
    image: z.string(),
    hasFreeShipping: z.boolean(),
    rating: z.number().min(1).max(5),
    description: z.string(),
  }),
  date: z.string(),
  buyer: z.object({ name: z.string(), avatar: z.string().nullable() }),
  payment: z.object({
    total: z.number(),
    receivedPaymentStatus: z.enum(RECEIVED_PAYMENT_STATUSES),
    paidAmount: z.number(),
    status: z.enum(SALES_STATUSES),
  }),
});
export type SalesRow = z.infer<typeof salesRowSchema>;

/** GET /api/pages/datatable: every sales row. */
export const salesRowsResponseSchema = z.array(salesRowSchema);

/**
 * PUT /api/pages/datatable/:id. The received-payment status follows from paidAmount and the
 * row's total; paidAmount above the total is a 400 on `paidAmount`.
 */
export const salesRowBodySchema = z.object({
  buyerName: z.string().trim().min(1).max(100),
  status: z.enum(SALES_STATUSES),
  paidAmount: z.number().min(0).max(1_000_000),
});
export type SalesRowBody = z.infer<typeof salesRowBodySchema>;

/** An FAQ group (spec 3). */
export const faqGroupSchema = z.object({
  faqTitle: z.string(),
  faqIcon: z.string(),
  faqSubtitle: z.string(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
});
export type FaqGroup = z.infer<typeof faqGroupSchema>;

/** The languages the FAQ is written in (the portal's). */
export const FAQ_LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
export type FaqLanguage = (typeof FAQ_LANGUAGES)[number];

/**
 * GET /api/pages/faq?q&lang: groups whose questions or answers contain q (case-insensitive), in
 * `lang` (default: the request's Accept-Language when it is one of these, else English).
 */
export const faqQuerySchema = z.object({
  q: z.string().max(100).default(''),
  lang: z.enum(FAQ_LANGUAGES).optional(),
});
export const faqResponseSchema = z.array(faqGroupSchema);

/** POST /api/pages/contact (public): the landing page's contact form. */
export const contactBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  message: z.string().trim().min(10).max(2000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export const contactResponseSchema = z.object({ id: z.number(), receivedAt: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
