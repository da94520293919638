/*
 * The bell's answers (GET /api/notifications, POST /api/notifications/read), in zod/mini: the frame
 * reads them on every signed-in page, which loads no classic zod.
 */
import { z } from 'zod/mini';
import { INBOX_EVENTS } from './enums';

export const notificationSchema = z.object({
  id: z.string(),
  event: z.enum(INBOX_EVENTS),
  /** Event details (browser, OS...) the portal puts into its translated text. */
  params: z.record(z.string(), z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
