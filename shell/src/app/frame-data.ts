import { sessionStore } from '@portal/auth';
import { notificationsQueryOptions } from '../features/notifications/api/notifications';
import { queryClient } from '../lib/query-client';

/**
 * At start-up, signed in: the app bar's first data (the bell's notifications, the account's
 * picture), asked beside the page's rather than by the first render, so the frame paints with
 * them. The menu's counts are not: they are asked afresh whenever a menu showing one mounts.
 */
export function preloadFrameData(): void {
  const user = sessionStore.getState().userData;
  if (!user) return;
  // A failure is the bell's to show (its own query asks again).
  queryClient.query(notificationsQueryOptions(user.id)).catch(() => undefined);
  if (user.avatar) new Image().src = user.avatar;
}
