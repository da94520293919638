import {
  EMAIL_MESSAGES,
  type Email,
  type EmailsResponse,
  type EmailUpdateBody,
  type emailComposeBodySchema,
  type emailsQuerySchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import { MAILBOX_OWNER } from '../db/seed/data/seed-email';
import { fieldErrors, notFound } from '../http/errors';
import { randomId } from '../lib/tokens';
import { lockApp } from '../repositories/app-locks.repository';
import * as emails from '../repositories/emails.repository';
import { insertFile } from '../repositories/files.repository';
import type { Caller } from './caller';

type EmailsQuery = z.output<typeof emailsQuerySchema>;
type ComposeBody = z.output<typeof emailComposeBodySchema>;

/** The mail of a view (folder, starred, trashed or label; `q` in sender name or subject) and the counts. */
export async function listEmails(deps: AppDeps, query: EmailsQuery): Promise<EmailsResponse> {
  const [list, emailsMeta] = await Promise.all([
    emails.listEmails(deps.db, query),
    emails.emailCounts(deps.db),
  ]);
  return { emails: list, emailsMeta };
}

/**
 * Toggles a label on the e-mails, or sets fields on them (spec 4), all or nothing: an id that is
 * not a mailbox message is 404 and changes none.
 */
export async function updateEmails(deps: AppDeps, body: EmailUpdateBody): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'email');
    const known = await emails.mailboxIds(trx, body.ids);
    if (body.ids.some((id) => !known.has(id))) throw notFound(EMAIL_MESSAGES.notFound);
    if ('label' in body) await emails.toggleLabel(trx, body.ids, body.label);
    else await emails.updateEmails(trx, body.ids, body.data);
  });
}

/**
 * A new message from the mailbox owner, sent (into Sent, and into the thread of `inReplyTo`) or
 * kept as a draft; `draftId` replaces that draft. Attached files go to `files`.
 */
export async function composeEmail(
  deps: AppDeps,
  caller: Caller,
  body: ComposeBody,
): Promise<{ email: Email }> {
  if (body.action === 'send' && body.to.length === 0)
    throw fieldErrors({ to: [EMAIL_MESSAGES.noRecipient] });
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'email');
    const original =
      body.inReplyTo === undefined
        ? false
        : (await emails.mailboxIds(trx, [body.inReplyTo])).has(body.inReplyTo);
    if (body.inReplyTo !== undefined && !original) throw notFound(EMAIL_MESSAGES.notFound);
    if (body.draftId !== undefined && !(await emails.removeDraft(trx, body.draftId)))
      throw notFound(EMAIL_MESSAGES.notFound);

    const now = deps.clock.now().toISOString();
    const names = await emails.accountNames(trx, body.to);
    const id = await emails.nextEmailId(trx);
    const fileIds: string[] = [];
    for (const file of body.attachments) {
      const data = Buffer.from(file.data, 'base64');
      const fileId = randomId();
      await insertFile(trx, {
        id: fileId,
        name: file.fileName,
        type: file.type,
        size: data.length,
        data,
        createdAt: now,
        accountId: caller.account.id,
      });
      fileIds.push(fileId);
    }
    const folder = body.action === 'send' ? 'sent' : 'draft';
    await emails.insertEmails(trx, [
      {
        id,
        inMailbox: true,
        from: MAILBOX_OWNER,
        to: body.to.map((address) => ({
          email: address,
          name: names.get(address) ?? address,
          avatar: null,
        })),
        cc: body.cc,
        bcc: body.bcc,
        subject: body.subject,
        message: body.message,
        time: now,
        folder,
        isStarred: false,
        isRead: true,
        isDeleted: false,
        labels: [],
        fileIds,
      },
    ]);
    // A reply sent is filed in its thread too, as it is now (a draft replacing the original
    // itself has no thread left to go into).
    if (body.inReplyTo !== undefined && body.action === 'send' && body.draftId !== body.inReplyTo)
      await emails.insertReplies(trx, [
        {
          emailId: body.inReplyTo,
          position: await emails.nextReplyPosition(trx, body.inReplyTo),
          replyId: id,
          folder,
          isStarred: false,
          // Read: a new message has no replies of its own yet.
          isRead: true,
          isDeleted: false,
          labels: [],
        },
      ]);
    const email = await emails.findEmail(trx, id);
    if (!email) throw new Error(`e-mail ${id} was not stored`);
    return { email };
  });
}
