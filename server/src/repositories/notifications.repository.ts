import type { Notification, NotificationEvent } from '@portal/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { fromJson, toBool, toJson } from '../db/dialect';

/** How many notifications the menu lists (the newest); `unread` counts them all. */
export const NOTIFICATIONS_LISTED = 50;

export async function insertNotification(
  db: Kysely<Database>,
  notification: {
    id: string;
    accountId: number;
    event: string;
    params: Record<string, string>;
    createdAt: string;
  },
): Promise<void> {
  await db
    .insertInto('notifications')
    .values({
      id: notification.id,
      account_id: notification.accountId,
      event: notification.event,
      params: toJson(notification.params),
      created_at: notification.createdAt,
      // The order added in: notifications of the same instant keep it.
      seq: db
        .selectFrom('notifications')
        .select(sql<number>`coalesce(max(seq), 0) + 1`.as('next'))
        .where('account_id', '=', notification.accountId),
    })
    .execute();
}

const toNotification = (row: Selectable<Database['notifications']>): Notification => ({
  id: row.id,
  event: row.event as NotificationEvent,
  params: fromJson<Record<string, string>>(row.params),
  createdAt: row.created_at,
  read: toBool(row.read),
});

/** The account's newest notifications (same instant: the order they were added in). */
export async function listNotifications(
  db: Kysely<Database>,
  accountId: number,
  limit = NOTIFICATIONS_LISTED,
): Promise<Notification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('seq')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

export async function countUnread(db: Kysely<Database>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('account_id', '=', accountId)
    .where('read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks one of the account's notifications read: false when it has none of that id. */
export async function markNotificationRead(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ read: true })
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllNotificationsRead(
  db: Kysely<Database>,
  accountId: number,
): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: true })
    .where('account_id', '=', accountId)
    .where('read', '=', false)
    .execute();
}
