import { z } from 'zod';

/**
 * The counters a menu entry may show beside its title (its `counter` in a remote's `menu.ts`):
 * - `chat-unread`: the messages in the caller's chats they have not seen (the sum of the chat
 *   list's unread counts).
 */
export const MENU_COUNTERS = ['chat-unread'] as const;
export type MenuCounter = (typeof MENU_COUNTERS)[number];

const count = z.number().int().min(0);

/**
 * `GET /api/menu/counters`: the counters the caller may read, by name; a counter the caller may
 * not read (no chat ability: no `chat-unread`) is absent. Names this contract does not know yet
 * (a newer server) are dropped.
 */
export const menuCountersSchema = z.object({ 'chat-unread': count.optional() });
export type MenuCounters = z.infer<typeof menuCountersSchema>;
