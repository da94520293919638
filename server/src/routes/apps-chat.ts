import {
  chatProfileBodySchema,
  chatSendBodySchema,
  chatsAndContactsQuerySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import {
  chatsAndContacts,
  openChat,
  requireContact,
  sendMessage,
  updateChatProfile,
} from '../services/apps-chat';

/**
 * The chat app (spec 7): reading needs a session, changes the Chat ability. Each caller reads it
 * from their own chat profile (services/apps-chat.ts).
 */
export const chatRoutes = new Hono<AppEnv>()
  .get('/apps/chat/chats-and-contacts', async (c) => {
    const caller = await authenticate(c);
    const { q } = parseQuery(c, chatsAndContactsQuerySchema);
    return c.json(await chatsAndContacts(c.var.deps, caller, q));
  })
  .get('/apps/chat/chats/:userId', async (c) => {
    const caller = await authenticate(c);
    return c.json(await openChat(c.var.deps, caller, parseId(c.req.param('userId'))));
  })
  .post('/apps/chat/chats/:userId', async (c) => {
    const caller = await authorize(c, 'create', 'Chat');
    const partner = await requireContact(c.var.deps, caller, parseId(c.req.param('userId')));
    const body = await parseBody(c, chatSendBodySchema);
    return c.json(await sendMessage(c.var.deps, caller, partner, body), 201);
  })
  .put('/apps/chat/profile', async (c) => {
    const caller = await authorize(c, 'update', 'Chat');
    const body = await parseBody(c, chatProfileBodySchema);
    return c.json(await updateChatProfile(c.var.deps, caller, body));
  });
