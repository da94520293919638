import type {
  Email,
  EmailFilter,
  EmailFolder,
  EmailLabel,
  EmailPerson,
  EmailUpdateBody,
} from '@portal/contract';
import {
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database } from '../db/database';
import { containsText, fromJson, toBool, toJson } from '../db/dialect';
import { insertMany } from '../db/seed/insert';
import { attachmentThumbnail, formatFileSize } from '../db/seed/data/email-files';

type EmailRow = Selectable<Database['emails']>;
type EmailReply = Email['replies'][number];
/** A query answering one column `id`: the e-mails a read is about. */
type EmailIds = SelectQueryBuilder<Database, 'emails', { id: number }>;

/** An e-mail to store; its files are already in `files` (`fileIds`, in order). */
export interface NewEmail {
  id: number;
  inMailbox: boolean;
  from: EmailPerson;
  to: readonly EmailPerson[];
  cc: readonly string[];
  bcc: readonly string[];
  subject: string;
  message: string;
  time: string;
  folder: EmailFolder;
  isStarred: boolean;
  isRead: boolean;
  isDeleted: boolean;
  labels: readonly EmailLabel[];
  fileIds: readonly string[];
}

/** A reply filed in a thread: the content is e-mail `replyId`, the state is kept as it was then. */
export interface NewReply {
  emailId: number;
  position: number;
  replyId: number;
  folder: EmailFolder;
  isStarred: boolean;
  isRead: boolean;
  isDeleted: boolean;
  labels: readonly EmailLabel[];
}

/** Stores e-mails with their recipients, labels and attachments (a few statements per table). */
export async function insertEmails(db: Kysely<Database>, emails: readonly NewEmail[]) {
  await insertMany(
    db,
    'emails',
    emails.map((email) => ({
      id: email.id,
      in_mailbox: email.inMailbox,
      from_email: email.from.email,
      from_name: email.from.name,
      from_avatar: email.from.avatar,
      subject: email.subject,
      message: email.message,
      time: email.time,
      folder: email.folder,
      is_starred: email.isStarred,
      is_read: email.isRead,
      is_deleted: email.isDeleted,
    })),
  );
  await insertMany(
    db,
    'email_recipients',
    emails.flatMap((email) => [
      ...email.to.map((person, position) => ({
        email_id: email.id,
        kind: 'to' as const,
        position,
        address: person.email,
        name: person.name,
        avatar: person.avatar,
      })),
      ...(['cc', 'bcc'] as const).flatMap((kind) =>
        email[kind].map((address, position) => ({
          email_id: email.id,
          kind,
          position,
          address,
          name: null,
          avatar: null,
        })),
      ),
    ]),
  );
  await insertMany(
    db,
    'email_labels',
    emails.flatMap((email) =>
      email.labels.map((label, position) => ({ email_id: email.id, label, position })),
    ),
  );
  await insertMany(
    db,
    'email_attachments',
    emails.flatMap((email) =>
      email.fileIds.map((fileId, position) => ({
        email_id: email.id,
        position,
        file_id: fileId,
      })),
    ),
  );
}

export async function insertReplies(db: Kysely<Database>, replies: readonly NewReply[]) {
  await insertMany(
    db,
    'email_replies',
    replies.map((reply) => ({
      email_id: reply.emailId,
      position: reply.position,
      reply_id: reply.replyId,
      folder: reply.folder,
      is_starred: reply.isStarred,
      is_read: reply.isRead,
      is_deleted: reply.isDeleted,
      labels: toJson(reply.labels),
    })),
  );
}

/** The mailbox's messages (not the thread-only replies). */
const mailbox = (db: Kysely<Database>) =>
  db.selectFrom('emails').where('emails.in_mailbox', '=', true);

/**
 * What a list shows: a label shows that label's mail in any folder (not trashed); `trashed` is
 * the deleted mail; `starred` the starred mail not deleted; a folder its mail not deleted.
 */
function inView<O>(
  query: SelectQueryBuilder<Database, 'emails', O>,
  { filter, label, q }: { filter: EmailFilter; label?: EmailLabel | undefined; q: string },
): SelectQueryBuilder<Database, 'emails', O> {
  let view = query;
  if (label !== undefined)
    view = view
      .where('emails.is_deleted', '=', false)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('email_labels')
            .select('email_labels.email_id')
            .whereRef('email_labels.email_id', '=', 'emails.id')
            .where('email_labels.label', '=', label),
        ),
      );
  else if (filter === 'trashed') view = view.where('emails.is_deleted', '=', true);
  else if (filter === 'starred')
    view = view.where('emails.is_deleted', '=', false).where('emails.is_starred', '=', true);
  else view = view.where('emails.is_deleted', '=', false).where('emails.folder', '=', filter);
  const needle = q.trim();
  if (needle !== '')
    view = view.where((eb) =>
      eb.or([
        containsText(eb.ref('emails.from_name'), needle),
        containsText(eb.ref('emails.subject'), needle),
      ]),
    );
  return view;
}

/** The e-mails of a view, newest first (equal times: in the order they were stored). */
export async function listEmails(
  db: Kysely<Database>,
  view: { filter: EmailFilter; label?: EmailLabel | undefined; q: string },
): Promise<Email[]> {
  const rows = await inView(mailbox(db).selectAll(), view)
    .orderBy('emails.time', 'desc')
    .orderBy('emails.id', 'asc')
    .execute();
  return loadEmails(db, rows, inView(mailbox(db).select('emails.id'), view));
}

/** One mailbox message, as answered. */
export async function findEmail(db: Kysely<Database>, id: number): Promise<Email | undefined> {
  const rows = await mailbox(db).selectAll().where('emails.id', '=', id).execute();
  const emails = await loadEmails(
    db,
    rows,
    mailbox(db).select('emails.id').where('emails.id', '=', id),
  );
  return emails[0];
}

const countWhen = (condition: Expression<SqlBool>) =>
  sql<number | string | null>`sum(case when ${condition} then 1 else 0 end)`;

/** Unread inbox, drafts, unread spam and starred (deleted mail never counted). */
export async function emailCounts(db: Kysely<Database>) {
  const row = await mailbox(db)
    .where('emails.is_deleted', '=', false)
    .select((eb) => [
      countWhen(eb.and([eb('emails.folder', '=', 'inbox'), eb('emails.is_read', '=', false)])).as(
        'inbox',
      ),
      countWhen(eb('emails.folder', '=', 'draft')).as('draft'),
      countWhen(eb.and([eb('emails.folder', '=', 'spam'), eb('emails.is_read', '=', false)])).as(
        'spam',
      ),
      countWhen(eb('emails.is_starred', '=', true)).as('star'),
    ])
    .executeTakeFirstOrThrow();
  return {
    inbox: Number(row.inbox ?? 0),
    draft: Number(row.draft ?? 0),
    spam: Number(row.spam ?? 0),
    star: Number(row.star ?? 0),
  };
}

/**
 * The answer shape of stored e-mails (`rows`, in the order given) with their recipients, labels,
 * attachments (data URLs of the stored files) and thread replies. `ids` selects the same e-mails:
 * each child table is read once for all of them.
 */
async function loadEmails(
  db: Kysely<Database>,
  rows: readonly EmailRow[],
  ids: EmailIds,
): Promise<Email[]> {
  if (rows.length === 0) return [];
  const replyIds = db
    .selectFrom('email_replies')
    .select('email_replies.reply_id')
    .where('email_replies.email_id', 'in', ids);
  const [links, replyRows, recipients, labels, attachments] = await Promise.all([
    db
      .selectFrom('email_replies')
      .selectAll()
      .where('email_id', 'in', ids)
      .orderBy('email_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('emails').selectAll().where('id', 'in', replyIds).execute(),
    db
      .selectFrom('email_recipients')
      .selectAll()
      .where((eb) => eb.or([eb('email_id', 'in', ids), eb('email_id', 'in', replyIds)]))
      .orderBy('email_id')
      .orderBy('kind')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('email_labels')
      .select(['email_id', 'label'])
      .where('email_id', 'in', ids)
      .orderBy('email_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('email_attachments')
      .innerJoin('files', 'files.id', 'email_attachments.file_id')
      .select([
        'email_attachments.email_id',
        'files.name',
        'files.type',
        'files.size',
        'files.data',
      ])
      .where((eb) =>
        eb.or([
          eb('email_attachments.email_id', 'in', ids),
          eb('email_attachments.email_id', 'in', replyIds),
        ]),
      )
      .orderBy('email_attachments.email_id')
      .orderBy('email_attachments.position')
      .execute(),
  ]);
  const group = <T extends { email_id: number }>(list: readonly T[]) => {
    const byEmail = new Map<number, T[]>();
    for (const item of list) {
      const items = byEmail.get(item.email_id);
      if (items) items.push(item);
      else byEmail.set(item.email_id, [item]);
    }
    return (id: number) => byEmail.get(id) ?? [];
  };
  const recipientsOf = group(recipients);
  const labelsOf = group(labels);
  const attachmentsOf = group(attachments);
  const linksOf = group(links);
  const replyContent = new Map(replyRows.map((row) => [row.id, row]));

  const content = (row: EmailRow) => {
    const people = recipientsOf(row.id);
    const addresses = (kind: 'cc' | 'bcc') =>
      people.filter((p) => p.kind === kind).map((p) => p.address);
    return {
      id: row.id,
      to: people
        .filter((p) => p.kind === 'to')
        .map((p) => ({ email: p.address, name: p.name ?? p.address, avatar: p.avatar })),
      from: { email: row.from_email, name: row.from_name, avatar: row.from_avatar },
      subject: row.subject,
      cc: addresses('cc'),
      bcc: addresses('bcc'),
      message: row.message,
      attachments: attachmentsOf(row.id).map((file) => ({
        fileName: file.name,
        thumbnail: attachmentThumbnail(file.type),
        url: `data:${file.type};base64,${Buffer.from(file.data).toString('base64')}`,
        size: formatFileSize(file.size),
      })),
      time: row.time,
    };
  };
  const reply = (link: (typeof links)[number]): EmailReply[] => {
    const row = replyContent.get(link.reply_id);
    if (!row) return [];
    return [
      {
        ...content(row),
        isStarred: toBool(link.is_starred),
        labels: fromJson<EmailLabel[]>(link.labels),
        folder: link.folder as EmailFolder,
        isRead: toBool(link.is_read),
        isDeleted: toBool(link.is_deleted),
      },
    ];
  };
  return rows.map((row) => ({
    ...content(row),
    isStarred: toBool(row.is_starred),
    labels: labelsOf(row.id).map((l) => l.label as EmailLabel),
    replies: linksOf(row.id).flatMap(reply),
    folder: row.folder as EmailFolder,
    isRead: toBool(row.is_read),
    isDeleted: toBool(row.is_deleted),
  }));
}

/** Which of `ids` are mailbox messages. */
export async function mailboxIds(db: Kysely<Database>, ids: readonly number[]) {
  const rows = await mailbox(db).select('emails.id').where('emails.id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * Toggles `label` on the e-mails: taken off where it is, put on last where it is not. An id
 * listed twice is toggled twice (as the former mock did, one id at a time).
 */
export async function toggleLabel(db: Kysely<Database>, ids: readonly number[], label: EmailLabel) {
  const times = new Map<number, number>();
  for (const id of ids) times.set(id, (times.get(id) ?? 0) + 1);
  const toggled = [...times].filter(([, count]) => count % 2 === 1).map(([id]) => id);
  if (toggled.length === 0) return;
  const removed = await db
    .deleteFrom('email_labels')
    .where('email_id', 'in', toggled)
    .where('label', '=', label)
    .returning('email_id')
    .execute();
  const had = new Set(removed.map((row) => row.email_id));
  const added = toggled.filter((id) => !had.has(id));
  if (added.length === 0) return;
  const last = await db
    .selectFrom('email_labels')
    .select((eb) => ['email_id', eb.fn.max('position').as('position')])
    .where('email_id', 'in', added)
    .groupBy('email_id')
    .execute();
  const lastOf = new Map(last.map((row) => [row.email_id, row.position]));
  await insertMany(
    db,
    'email_labels',
    added.map((id) => ({ email_id: id, label, position: (lastOf.get(id) ?? -1) + 1 })),
  );
}

/** Sets the given fields (`isStarred`, `isRead`, `isDeleted`, `folder`) on the e-mails. */
export async function updateEmails(
  db: Kysely<Database>,
  ids: readonly number[],
  data: Extract<EmailUpdateBody, { data: unknown }>['data'],
) {
  const set = {
    ...(data.isStarred === undefined ? {} : { is_starred: data.isStarred }),
    ...(data.isRead === undefined ? {} : { is_read: data.isRead }),
    ...(data.isDeleted === undefined ? {} : { is_deleted: data.isDeleted }),
    ...(data.folder === undefined ? {} : { folder: data.folder }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('emails').set(set).where('id', 'in', ids).execute();
}

/** The names of the portal's accounts with these addresses (exact match). */
export async function accountNames(db: Kysely<Database>, addresses: readonly string[]) {
  if (addresses.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('accounts')
    .select(['email', 'full_name'])
    .where('email', 'in', addresses)
    .orderBy('id')
    .execute();
  const names = new Map<string, string>();
  for (const row of rows) if (!names.has(row.email)) names.set(row.email, row.full_name);
  return names;
}

/**
 * Takes draft `id` out of the mailbox: deleted with its files, or, when a thread shows it as a
 * reply, kept for that thread only. False when there is no such draft (any more).
 */
export async function removeDraft(db: Kysely<Database>, id: number): Promise<boolean> {
  const shownInThread = await db
    .selectFrom('email_replies')
    .select('reply_id')
    .where('reply_id', '=', id)
    .executeTakeFirst();
  if (shownInThread) {
    const result = await db
      .updateTable('emails')
      .set({ in_mailbox: false })
      .where('id', '=', id)
      .where('folder', '=', 'draft')
      .where('in_mailbox', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const files = await db
    .selectFrom('email_attachments')
    .select('file_id')
    .where('email_id', '=', id)
    .execute();
  const result = await db
    .deleteFrom('emails')
    .where('id', '=', id)
    .where('folder', '=', 'draft')
    .where('in_mailbox', '=', true)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  if (files.length > 0)
    await db
      .deleteFrom('files')
      .where(
        'id',
        'in',
        files.map((file) => file.file_id),
      )
      .execute();
  return true;
}

/**
 * The id of a new mailbox message: the mailbox's largest id + 1 (as the former mock; an id freed
 * by a replaced draft can come back). Should that id belong to a thread-only reply, the largest
 * id of all + 1.
 */
export async function nextEmailId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('emails')
    .select((eb) => [
      eb.fn.max('id').as('all'),
      eb.fn
        .max(eb.case().when('in_mailbox', '=', true).then(eb.ref('id')).else(null).end())
        .as('mailbox'),
    ])
    .executeTakeFirstOrThrow();
  const next = (row.mailbox ?? 0) + 1;
  const taken = await db
    .selectFrom('emails')
    .select('id')
    .where('id', '=', next)
    .executeTakeFirst();
  return taken ? (row.all ?? 0) + 1 : next;
}

/** The position the next reply of e-mail `id` takes. */
export async function nextReplyPosition(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .selectFrom('email_replies')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('email_id', '=', id)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}
