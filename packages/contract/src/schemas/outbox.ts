import { z } from 'zod';
import { pagingQuerySchema } from './common';

/** How a message left: the outbox table (no `SMTP_URL`), or SMTP. */
export const OUTBOX_CHANNELS = ['outbox', 'smtp'] as const;
/**
 * `stored`: kept in the outbox (no mail server); `sending`: handed to SMTP, no answer yet;
 * `sent`: the SMTP server accepted it; `failed`: it refused it or could not be reached.
 */
export const OUTBOX_STATUSES = ['stored', 'sending', 'sent', 'failed'] as const;

/** One e-mail the server sent, in the list of GET /api/admin/outbox. */
export const outboxSummarySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  sentVia: z.enum(OUTBOX_CHANNELS),
  status: z.enum(OUTBOX_STATUSES),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

/**
 * 200 of GET /api/admin/outbox/{id}. `body` is the plain text; null for a message sent by SMTP
 * (its links are the recipient's alone). `error`: why SMTP failed (an error code, never content).
 */
export const outboxMessageSchema = outboxSummarySchema.extend({
  body: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** GET /api/admin/outbox query: newest first, 10 per page by default. */
export const outboxQuerySchema = pagingQuerySchema.pick({ page: true, itemsPerPage: true });
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** 200 of GET /api/admin/outbox (needs read on Outbox: administrators). */
export const outboxResponseSchema = z.object({
  messages: z.array(outboxSummarySchema),
  totalMessages: z.number(),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
