import type { NotificationsResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import {
  countUnread,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from '../repositories/notifications.repository';
import type { Caller } from './caller';
import { PROFILE_MESSAGES } from './profile';

/** The caller's in-app notifications: the newest 50, and how many of all are unread. */
export async function inbox(deps: AppDeps, caller: Caller): Promise<NotificationsResponse> {
  const accountId = caller.account.id;
  return {
    notifications: await listNotifications(deps.db, accountId),
    unread: await countUnread(deps.db, accountId),
  };
}

export async function readAllNotifications(deps: AppDeps, caller: Caller) {
  await markAllNotificationsRead(deps.db, caller.account.id);
  return inbox(deps, caller);
}

export async function readNotification(deps: AppDeps, caller: Caller, id: string) {
  if (!(await markNotificationRead(deps.db, caller.account.id, id)))
    throw notFound(PROFILE_MESSAGES.notificationNotFound);
  return inbox(deps, caller);
}
