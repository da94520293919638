import { http, HttpResponse } from 'msw';
import {
  EMAIL_MESSAGES,
  emailComposeBodySchema,
  emailUpdateBodySchema,
  emailsQuerySchema,
  type Email,
  type EmailPerson,
} from '@portal/contract';
import { toStoredAttachment } from '../db/email-files';
import { MAILBOX_OWNER } from '../db/seed-email';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse } from '../lib/http';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

const SUBJECT = 'Email';

/** Mail the filter shows; a label shows that label's mail in any folder (not trashed). */
function inView(email: Email, filter: string, label: string | undefined) {
  if (label) return !email.isDeleted && email.labels.includes(label as Email['labels'][number]);
  if (filter === 'trashed') return email.isDeleted;
  if (email.isDeleted) return false;
  if (filter === 'starred') return email.isStarred;
  return email.folder === filter;
}

export function emailsMeta(emails: readonly Email[]) {
  const live = emails.filter((e) => !e.isDeleted);
  return {
    inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
    draft: live.filter((e) => e.folder === 'draft').length,
    spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
    star: live.filter((e) => e.isStarred).length,
  };
}

const toPerson = (address: string): EmailPerson => {
  const known = getDb().accounts.find((a) => a.email === address);
  return { email: address, name: known?.fullName ?? address, avatar: null };
};

export const emailHandlers = [
  http.get(
    '/api/apps/email',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { q, filter, label } = parseQuery(request.url, emailsQuerySchema);
      const needle = q.trim().toLowerCase();
      const emails = getDb()
        .emails.filter((email) => inView(email, filter, label))
        .filter(
          (email) =>
            !needle ||
            email.from.name.toLowerCase().includes(needle) ||
            email.subject.toLowerCase().includes(needle),
        )
        .sort((a, b) => b.time.localeCompare(a.time));
      return json({ emails, emailsMeta: emailsMeta(getDb().emails) });
    }),
  ),

  http.post(
    '/api/apps/email',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const body = await parseBody(request, emailUpdateBodySchema);
      const byId = new Map(getDb().emails.map((e) => [e.id, e]));
      const targets = body.ids.map((id) => byId.get(id));
      if (targets.some((email) => email === undefined))
        return messageResponse(404, EMAIL_MESSAGES.notFound);
      for (const email of targets) {
        if (!email) continue;
        if ('label' in body) {
          // Toggle: added when absent, removed when present (spec 4).
          email.labels = email.labels.includes(body.label)
            ? email.labels.filter((l) => l !== body.label)
            : [...email.labels, body.label];
        } else {
          for (const [key, value] of Object.entries(body.data))
            if (value !== undefined) Object.assign(email, { [key]: value });
        }
      }
      await commitDb();
      return new HttpResponse(null, { status: 201 });
    }),
  ),

  http.post(
    '/api/apps/email/compose',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', SUBJECT);
      const body = await parseBody(request, emailComposeBodySchema);
      if (body.action === 'send' && body.to.length === 0)
        return fieldErrorResponse({ to: [EMAIL_MESSAGES.noRecipient] });
      const db = getDb();
      const original = body.inReplyTo ? db.emails.find((e) => e.id === body.inReplyTo) : null;
      if (body.inReplyTo && !original) return messageResponse(404, EMAIL_MESSAGES.notFound);
      if (body.draftId) {
        const index = db.emails.findIndex((e) => e.id === body.draftId && e.folder === 'draft');
        if (index === -1) return messageResponse(404, EMAIL_MESSAGES.notFound);
        db.emails.splice(index, 1);
      }
      const email: Email = {
        id: Math.max(0, ...db.emails.map((e) => e.id)) + 1,
        from: MAILBOX_OWNER,
        to: body.to.map(toPerson),
        cc: body.cc,
        bcc: body.bcc,
        subject: body.subject,
        message: body.message,
        attachments: body.attachments.map(toStoredAttachment),
        isStarred: false,
        labels: [],
        time: new Date().toISOString(),
        replies: [],
        folder: body.action === 'send' ? 'sent' : 'draft',
        isRead: true,
        isDeleted: false,
      };
      db.emails.push(email);
      if (original && body.action === 'send') {
        const { replies, ...reply } = email;
        original.replies.push({ ...reply, isRead: replies.length === 0 });
      }
      await commitDb();
      return json({ email }, 201);
    }),
  ),
];
