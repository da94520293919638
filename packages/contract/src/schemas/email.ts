import { z } from 'zod';

export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam'] as const;
/** GET filter values: the folders plus starred and trashed (deleted) mail. */
export const EMAIL_FILTERS = ['inbox', 'draft', 'spam', 'sent', 'starred', 'trashed'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export type EmailFilter = (typeof EMAIL_FILTERS)[number];

export const EMAIL_MESSAGES = {
  notFound: 'Email not found',
  noRecipient: 'Add at least one recipient',
  attachmentTooLarge: 'Each attachment must be at most 512 KB',
  attachmentType: 'Attach a PDF, PNG, JPEG, text or CSV file',
  tooManyAttachments: 'Attach at most 5 files',
  attachmentData: 'The file content must be base64',
} as const;

/** What compose accepts: the file types, at most 5 files of at most 512 KB each. */
export const EMAIL_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'text/csv',
] as const;
export type EmailAttachmentType = (typeof EMAIL_ATTACHMENT_TYPES)[number];
export const EMAIL_ATTACHMENT_MAX_BYTES = 512 * 1024;
export const EMAIL_ATTACHMENT_MAX_FILES = 5;

/** Decoded size of a base64 string. */
export const base64Bytes = (data: string) =>
  Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/** A stored attachment's `url` is a base64 data URL: its type and content. */
export function parseAttachmentUrl(url: string): { type: string; data: string } | null {
  const match = /^data:([\w.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/.exec(url);
  return match ? { type: match[1] ?? '', data: match[2] ?? '' } : null;
}

/** A file attached in compose: name, type and base64 content (kept as data in the mailbox). */
export const emailAttachmentUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    type: z.enum(EMAIL_ATTACHMENT_TYPES, { error: EMAIL_MESSAGES.attachmentType }),
    data: z
      .string()
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: EMAIL_MESSAGES.attachmentData })
      .refine((data) => base64Bytes(data) <= EMAIL_ATTACHMENT_MAX_BYTES, {
        error: EMAIL_MESSAGES.attachmentTooLarge,
      }),
  })
  .strict();
export type EmailAttachmentUpload = z.infer<typeof emailAttachmentUploadSchema>;

const address = z.email().max(254);

export const emailPersonSchema = z.object({
  email: address,
  name: z.string().max(120),
  avatar: z.string().max(20_000).nullable(),
});
export type EmailPerson = z.infer<typeof emailPersonSchema>;

export const emailAttachmentSchema = z.object({
  fileName: z.string().max(200),
  thumbnail: z.string().max(20_000),
  /** The file itself, as a base64 data URL (downloaded under `fileName`). */
  url: z
    .string()
    .max(800_000)
    .refine((url) => parseAttachmentUrl(url) !== null, { error: 'Expected a base64 data URL' }),
  size: z.string().max(20),
});

const emailFields = {
  id: z.number().int(),
  to: z.array(emailPersonSchema),
  from: emailPersonSchema,
  subject: z.string().max(200),
  cc: z.array(address),
  bcc: z.array(address),
  /** HTML; shown only after DOMPurify, inside a sandboxed frame. */
  message: z.string().max(100_000),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** ISO date-time. */
  time: z.string(),
  folder: z.enum(EMAIL_FOLDERS),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
};

/** A reply kept inside its thread (spec 3 "replies[] (nested emails)"). */
export const emailReplySchema = z.object(emailFields);
export const emailMessageSchema = z.object({ ...emailFields, replies: z.array(emailReplySchema) });
export type Email = z.infer<typeof emailMessageSchema>;

/** GET /api/apps/email */
export const emailsQuerySchema = z.object({
  q: z.string().max(200).default(''),
  filter: z.enum(EMAIL_FILTERS).default('inbox'),
  label: z.enum(EMAIL_LABELS).optional(),
});
export type EmailsQuery = z.input<typeof emailsQuerySchema>;

/** Unread inbox, drafts, unread spam and starred counts (trashed mail not counted). */
export const emailsMetaSchema = z.object({
  inbox: z.number(),
  draft: z.number(),
  spam: z.number(),
  star: z.number(),
});

export const emailsResponseSchema = z.object({
  emails: z.array(emailMessageSchema),
  emailsMeta: emailsMetaSchema,
});
export type EmailsResponse = z.infer<typeof emailsResponseSchema>;

const ids = z.array(z.number().int().min(1).max(999_999_999)).min(1).max(1000);

/** POST /api/apps/email: toggle a label on the emails, or merge fields into them. */
export const emailUpdateBodySchema = z.union([
  z.object({ ids, label: z.enum(EMAIL_LABELS) }).strict(),
  z
    .object({
      ids,
      data: z
        .object({
          isStarred: z.boolean().optional(),
          isRead: z.boolean().optional(),
          isDeleted: z.boolean().optional(),
          folder: z.enum(EMAIL_FOLDERS).optional(),
        })
        .strict(),
    })
    .strict(),
]);
export type EmailUpdateBody = z.infer<typeof emailUpdateBodySchema>;

/**
 * POST /api/apps/email/compose: a new message, sent or kept as a draft. `inReplyTo` files it
 * in that email's replies too; `draftId` replaces that draft.
 */
export const emailComposeBodySchema = z.object({
  to: z.array(address).max(50),
  cc: z.array(address).max(50).default([]),
  bcc: z.array(address).max(50).default([]),
  subject: z.string().trim().max(200).default(''),
  message: z.string().max(100_000).default(''),
  action: z.enum(['send', 'draft']),
  inReplyTo: z.number().int().min(1).max(999_999_999).optional(),
  draftId: z.number().int().min(1).max(999_999_999).optional(),
  attachments: z
    .array(emailAttachmentUploadSchema)
    .max(EMAIL_ATTACHMENT_MAX_FILES, { error: EMAIL_MESSAGES.tooManyAttachments })
    .default([]),
});
export type EmailComposeBody = z.input<typeof emailComposeBodySchema>;

export const emailComposeResponseSchema = z.object({ email: emailMessageSchema });
