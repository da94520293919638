import type { NotificationEvent } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { randomId } from '../lib/tokens';
import { insertNotification } from '../repositories/notifications.repository';
import { ensureProfile, notificationSettingsOf } from '../repositories/profiles.repository';

/** Adds an in-app notification for the account when its settings keep that event in the app. */
export async function notify(
  db: Kysely<Database>,
  accountId: number,
  event: NotificationEvent,
  params: Record<string, string>,
  now: Date,
): Promise<void> {
  const profile = await ensureProfile(db, accountId, now);
  if (!notificationSettingsOf(profile).events[event].inApp) return;
  await insertNotification(db, {
    id: randomId(),
    accountId,
    event,
    params,
    createdAt: now.toISOString(),
  });
}
