import { parseAttachmentUrl, type Email } from '@portal/contract';
import type { Kysely } from 'kysely';
import { insertEvents } from '../../repositories/calendar-events.repository';
import { insertEmails, insertReplies, type NewEmail } from '../../repositories/emails.repository';
import { insertBoards, insertItems } from '../../repositories/kanban.repository';
import type { Database } from '../database';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

type Attachment = Email['attachments'][number];

/** E-mail (attachments into `files`), chat, calendar and kanban, with the seed's ids. */
export async function seedApps(db: Kysely<Database>, data: SeedData, createdAt: string) {
  await seedEmail(db, data, createdAt);
  await seedChat(db, data);
  await insertEvents(db, data.calendarEvents);
  await seedKanban(db, data);
}

async function seedEmail(db: Kysely<Database>, data: SeedData, createdAt: string) {
  const files: Database['files'][] = [];
  const fileIdsOf = (emailId: number, attachments: readonly Attachment[]) =>
    attachments.map((attachment, position) => {
      const parsed = parseAttachmentUrl(attachment.url);
      if (!parsed) throw new Error(`seed e-mail ${emailId}: attachment is not a data URL`);
      const bytes = Buffer.from(parsed.data, 'base64');
      const id = `email-${emailId}-${position + 1}`;
      files.push({
        id,
        name: attachment.fileName,
        type: parsed.type,
        size: bytes.length,
        data: bytes,
        created_at: createdAt,
        account_id: null,
      });
      return id;
    });
  const content = (email: Omit<Email, 'replies'>, inMailbox: boolean): NewEmail => ({
    ...email,
    inMailbox,
    fileIds: fileIdsOf(email.id, email.attachments),
  });
  const mailbox = data.emails.map((email) => content(email, true));
  // A reply that is not a mailbox message of its own lives in its thread only.
  const mailboxIds = new Set(data.emails.map((email) => email.id));
  const threadOnly = new Map<number, NewEmail>();
  for (const email of data.emails)
    for (const reply of email.replies)
      if (!mailboxIds.has(reply.id) && !threadOnly.has(reply.id))
        threadOnly.set(reply.id, content(reply, false));
  await insertMany(db, 'files', files);
  await insertEmails(db, [...mailbox, ...threadOnly.values()]);
  await insertReplies(
    db,
    data.emails.flatMap((email) =>
      email.replies.map((reply, position) => ({
        emailId: email.id,
        position,
        replyId: reply.id,
        folder: reply.folder,
        isStarred: reply.isStarred,
        isRead: reply.isRead,
        isDeleted: reply.isDeleted,
        labels: reply.labels,
      })),
    ),
  );
}

async function seedChat(db: Kysely<Database>, data: SeedData) {
  const profile = data.chatProfile;
  await db
    .insertInto('chat_profile')
    .values({
      id: profile.id,
      // The seeded profile is the admin's (the first account).
      account_id: data.accounts[0]?.id ?? null,
      full_name: profile.fullName,
      role: profile.role,
      about: profile.about,
      avatar: profile.avatar,
      status: profile.status,
      two_step_enabled: profile.settings.isTwoStepAuthVerificationEnabled,
      notifications_on: profile.settings.isNotificationsOn,
    })
    .execute();
  await insertMany(
    db,
    'chat_contacts',
    data.chatContacts.map((contact) => ({
      id: contact.id,
      full_name: contact.fullName,
      role: contact.role,
      about: contact.about,
      avatar: contact.avatar,
      status: contact.status,
    })),
  );
  await insertMany(
    db,
    'chats',
    data.chats.map((chat) => ({
      id: chat.id,
      owner_id: profile.id,
      user_id: chat.userId,
      unseen_msgs: chat.unseenMsgs,
      opened_at: null,
    })),
  );
  await insertMany(
    db,
    'chat_messages',
    data.chats.flatMap((chat) =>
      chat.messages.map((message) => ({
        chat_id: chat.id,
        sender_id: message.senderId,
        message: message.message,
        time: message.time,
        is_sent: message.feedback.isSent,
        is_delivered: message.feedback.isDelivered,
        is_seen: message.feedback.isSeen,
        delivered_at: null,
        seen_at: null,
        arrives_at: null,
      })),
    ),
  );
}

async function seedKanban(db: Kysely<Database>, data: SeedData) {
  await insertBoards(db, data.kanbanBoards);
  const placeOf = new Map<number, { boardId: number; position: number }>();
  for (const board of data.kanbanBoards)
    board.itemsIds.forEach((id, position) => {
      if (!placeOf.has(id)) placeOf.set(id, { boardId: board.id, position });
    });
  await insertItems(
    db,
    data.kanbanItems.map((item) => ({
      item,
      boardId: placeOf.get(item.id)?.boardId ?? null,
      position: placeOf.get(item.id)?.position ?? 0,
    })),
  );
}
