import { z } from 'zod';
import { auditEventSchema } from './billing-common';
import { customerRefSchema } from './billing';
import { pagingQuerySchema, visibleText } from './common';
import { emailSchema } from './sign-in';
import { TICKET_PRIORITIES } from './enums';
import { SLA_STATES } from './ticket-sla';

// ----- The helpdesk (remotes/tickets/README.md, "Model") -----

export const TICKET_CATEGORIES = [
  'billing',
  'technical',
  'domains',
  'email',
  'account',
  'sales',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** new -> open -> pending customer / on hold -> solved -> closed (solved can reopen). */
export const TICKET_STATUSES = [
  'new',
  'open',
  'pending_customer',
  'on_hold',
  'solved',
  'closed',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Statuses of a ticket that still needs work. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = [
  'new',
  'open',
  'pending_customer',
  'on_hold',
];

export const TICKET_TEAMS = ['support_l1', 'support_l2', 'billing'] as const;
export type TicketTeam = (typeof TICKET_TEAMS)[number];

/** The saved views of the list, each with its count. */
export const TICKET_VIEWS = [
  'my_open',
  'unassigned',
  'sla_risk',
  'pending_customer',
  'all_open',
  'solved',
] as const;
export type TicketView = (typeof TICKET_VIEWS)[number];

export const TICKET_SORT_KEYS = ['updated', 'created', 'priority', 'sla'] as const;
export type TicketSortKey = (typeof TICKET_SORT_KEYS)[number];

export const TICKET_LIMITS = {
  subjectMin: 3,
  subjectMax: 200,
  /** A message body (HTML). */
  body: 20_000,
  attachmentBytes: 5 * 1024 * 1024,
  attachments: 10,
  tag: 30,
  tags: 10,
} as const;

/** Attachment types a message accepts. */
export const TICKET_ATTACHMENT_TYPES = ['image/*', 'application/pdf', 'text/plain'] as const;
export const isAllowedAttachmentType = (type: string) =>
  /^image\/[a-z0-9.+-]+$/.test(type) || type === 'application/pdf' || type === 'text/plain';

export const TICKET_MESSAGES = {
  notFound: 'Ticket not found',
  unknownCustomer: 'This customer does not exist',
  unknownEnablement: 'This enablement does not belong to the customer',
  unknownInvoice: 'This invoice does not belong to the customer',
  unknownAssignee: 'This staff member does not exist',
  unknownTickets: (numbers: string) => `Unknown tickets: ${numbers}`,
  attachmentType: 'Attach images, PDF or plain text only',
  attachmentSize: 'Each attachment must be 5 MB or less',
  attachmentData: 'The attachment data does not match its type',
  emptyBody: 'Write a message',
  mergeSelf: 'A ticket cannot be merged into itself',
  mergeUnknown: 'The target ticket does not exist',
  mergeCustomer: 'Only tickets of the same customer can be merged',
  mergeClosed: 'The target ticket is closed',
  closed: 'Closed tickets cannot be changed',
  noChanges: 'Change at least one field',
  tagsFull: (numbers: string) => `These tickets already have 10 tags: ${numbers}`,
} as const;

/** A staff member who can be assigned: accounts (`a1`) and seeded users (`u12`). */
export const staffRefSchema = z.object({ id: z.string(), fullName: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** Base64 data URL length for a file of `attachmentBytes` plus the header. */
const MAX_DATA_URL = Math.ceil((TICKET_LIMITS.attachmentBytes * 4) / 3) + 200;

export const attachmentSchema = z
  .object({
    name: visibleText(1, 200),
    type: z.string().max(100).refine(isAllowedAttachmentType, TICKET_MESSAGES.attachmentType),
    size: z
      .number()
      .int()
      .min(0)
      .max(TICKET_LIMITS.attachmentBytes, TICKET_MESSAGES.attachmentSize),
    /** The file itself, stored in the mock database. */
    dataUrl: z.string().max(MAX_DATA_URL, TICKET_MESSAGES.attachmentSize),
  })
  .refine((file) => file.dataUrl.startsWith(`data:${file.type};base64,`), {
    message: TICKET_MESSAGES.attachmentData,
    path: ['dataUrl'],
  });
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentsSchema = z.array(attachmentSchema).max(TICKET_LIMITS.attachments);

/** Text of an HTML body without tags (a body must have some). */
export const bodyText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

export const messageBodySchema = z
  .string()
  .max(TICKET_LIMITS.body)
  .refine((html) => bodyText(html).length > 0, TICKET_MESSAGES.emptyBody);

export const ticketMessageSchema = z.object({
  id: z.string(),
  /** A public reply goes to the customer; an internal note is seen by staff only. */
  kind: z.enum(['reply', 'note']),
  author: z.object({
    kind: z.enum(['staff', 'customer']),
    name: z.string(),
    email: z.string(),
  }),
  /** HTML: the screens sanitise it before showing it. */
  body: z.string(),
  at: z.string(),
  attachments: z.array(attachmentSchema),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const slaClockSchema = z.object({
  startedAt: z.string(),
  pausedMs: z.number(),
  pausedSince: z.string().nullable(),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

const slaTargetStatusSchema = z.object({
  state: z.enum(SLA_STATES),
  dueAt: z.string(),
  remainingMs: z.number(),
});
export const slaStatusSchema = z.object({
  state: z.enum(SLA_STATES),
  paused: z.boolean(),
  dueAt: z.string().nullable(),
  firstResponse: slaTargetStatusSchema,
  resolution: slaTargetStatusSchema,
});

export const ticketContactSchema = z.object({
  name: visibleText(1, 120),
  email: emailSchema,
});

/** The ticket as stored. */
export const ticketSchema = z.object({
  id: z.number(),
  /** `TK-000123`. */
  number: z.string(),
  subject: z.string(),
  customer: customerRefSchema,
  contact: ticketContactSchema,
  /** The customer's enablement the ticket is about, if any. */
  habilitacionId: z.number().nullable(),
  /** The customer's Facturacion invoice the ticket is about, if any. */
  facturaId: z.number().nullable().default(null),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  status: z.enum(TICKET_STATUSES),
  assignee: staffRefSchema.nullable(),
  team: z.enum(TICKET_TEAMS).nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  sla: slaClockSchema,
  /** Set when this ticket was merged into another (and closed). */
  mergedInto: z.object({ id: z.number(), number: z.string() }).nullable(),
  messages: z.array(ticketMessageSchema),
  history: z.array(auditEventSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** A list row: no thread, the SLA worked out, whether the customer wrote last. */
export const ticketRowSchema = ticketSchema
  .omit({ messages: true, history: true, sla: true })
  .extend({
    slaStatus: slaStatusSchema,
    messageCount: z.number(),
    /** The last message is the customer's: it awaits a staff answer (the unread marker). */
    awaitingReply: z.boolean(),
  });
export type TicketRow = z.infer<typeof ticketRowSchema>;

/** GET /api/tickets/:id */
export const ticketDetailSchema = ticketSchema.extend({ slaStatus: slaStatusSchema });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketsQuerySchema = pagingQuerySchema.extend({
  view: z.enum(TICKET_VIEWS).optional(),
  q: z.string().max(100).default(''),
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** A staff id, or `none` for unassigned. */
  assigneeId: z.string().max(20).optional(),
  team: z.enum(TICKET_TEAMS).optional(),
  customerId: z.coerce.number().int().positive().optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  tag: z.string().max(TICKET_LIMITS.tag).optional(),
  sortBy: z.enum(TICKET_SORT_KEYS).optional(),
});
export type TicketsQuery = z.infer<typeof ticketsQuerySchema>;

export const ticketsResponseSchema = z.object({
  tickets: z.array(ticketRowSchema),
  totalTickets: z.number(),
  /** How many tickets each saved view holds (for the caller: "my open" is theirs). */
  counts: z.record(z.enum(TICKET_VIEWS), z.number()),
});
export type TicketsResponse = z.infer<typeof ticketsResponseSchema>;

const tagsSchema = z.array(visibleText(1, TICKET_LIMITS.tag)).max(TICKET_LIMITS.tags);

/** POST /api/tickets */
export const ticketBodySchema = z.object({
  customerId: z.number().int().positive(),
  contact: ticketContactSchema,
  subject: visibleText(TICKET_LIMITS.subjectMin, TICKET_LIMITS.subjectMax),
  category: z.enum(TICKET_CATEGORIES),
  priority: z.enum(TICKET_PRIORITIES),
  habilitacionId: z.number().int().positive().nullable().default(null),
  facturaId: z.number().int().positive().nullable().default(null),
  description: messageBodySchema,
  attachments: attachmentsSchema.default([]),
  tags: tagsSchema.default([]),
});
export type TicketBody = z.infer<typeof ticketBodySchema>;
export type TicketBodyInput = z.input<typeof ticketBodySchema>;

const hasSomeChange = (changes: Record<string, unknown>) =>
  Object.values(changes).some((value) => value !== undefined);

const ticketChangeFields = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  priority: z.enum(TICKET_PRIORITIES).optional(),
  /** A staff id, or null to unassign. */
  assigneeId: z.string().max(20).nullable().optional(),
  team: z.enum(TICKET_TEAMS).nullable().optional(),
  tags: tagsSchema.optional(),
});

/** The fields PATCH /api/tickets/:id changes (at least one). */
export const ticketChangesSchema = ticketChangeFields.refine(hasSomeChange, {
  message: TICKET_MESSAGES.noChanges,
});
export type TicketChanges = z.infer<typeof ticketChangesSchema>;

const tagSchema = visibleText(1, TICKET_LIMITS.tag);

/** The bulk update's changes: the same fields, plus adding or removing one tag on every ticket. */
export const ticketBulkChangesSchema = ticketChangeFields
  .extend({ addTag: tagSchema.optional(), removeTag: tagSchema.optional() })
  .refine(hasSomeChange, { message: TICKET_MESSAGES.noChanges });
export type TicketBulkChanges = z.infer<typeof ticketBulkChangesSchema>;

/** POST /api/tickets/bulk */
export const ticketBulkBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
  changes: ticketBulkChangesSchema,
});
export const ticketBulkResponseSchema = z.object({ updated: z.number() });

/** POST /api/tickets/:id/messages */
export const ticketMessageBodySchema = z.object({
  kind: z.enum(['reply', 'note']),
  body: messageBodySchema,
  attachments: attachmentsSchema.default([]),
  /** "Send and set status". */
  status: z.enum(TICKET_STATUSES).optional(),
});
export type TicketMessageBody = z.input<typeof ticketMessageBodySchema>;

/** POST /api/tickets/:id/merge: this ticket goes into `targetId`. */
export const ticketMergeBodySchema = z.object({ targetId: z.number().int().positive() });

export const staffResponseSchema = z.object({ staff: z.array(staffRefSchema) });

export const cannedReplySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML with placeholders: {{customer.name}}, {{contact.name}}, {{ticket.number}}, {{agent.name}}. */
  body: z.string(),
});
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedRepliesResponseSchema = z.object({ replies: z.array(cannedReplySchema) });

/** GET /api/tickets/customers?q= : customers for the create form (id, name, tax id, email). */
export const ticketCustomersResponseSchema = z.object({
  customers: z.array(customerRefSchema.extend({ email: z.string() })),
});

/** `TK-000123`. */
export const ticketNumber = (id: number) => `TK-${String(id).padStart(6, '0')}`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Fill an HTML canned reply's placeholders (values escaped); unknown ones stay as written. */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/gi, (whole, key: string) => {
    const value = Object.hasOwn(values, key) ? values[key] : undefined;
    return value === undefined ? whole : escapeHtml(value);
  });
}
