import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate } from '../http/caller';
import { inbox, readAllNotifications, readNotification } from '../services/notification-inbox';

/** The app bar's notifications menu: the caller's own in-app notifications. */
export const profileNotificationsRoutes = new Hono<AppEnv>()
  .get('/notifications', async (c) => c.json(await inbox(c.var.deps, await authenticate(c))))
  .post('/notifications/read-all', async (c) =>
    c.json(await readAllNotifications(c.var.deps, await authenticate(c))),
  )
  .post('/notifications/:id/read', async (c) => {
    const caller = await authenticate(c);
    return c.json(await readNotification(c.var.deps, caller, c.req.param('id')));
  });
