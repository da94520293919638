// zod/mini: the frame reads the counters on every signed-in page, which loads no classic zod.
import { z } from 'zod/mini';
import { countSchema as count } from './mini';

/**
 * The counters a menu entry may show beside its title (its `counter` in a remote's `menu.ts`):
 * - `chat-unread`: the messages in the caller's chats they have not seen (the sum of the chat
 *   list's unread counts).
 */
export const MENU_COUNTERS = ['chat-unread'] as const;
export type MenuCounter = (typeof MENU_COUNTERS)[number];

/**
 * `GET /api/menu/counters`: the counters the caller may read, by name; a counter the caller may
 * not read (no chat ability: no `chat-unread`) is absent. Names this contract does not know yet
 * (a newer server) are dropped.
 */
export const menuCountersSchema = z.object({ 'chat-unread': z.optional(count) });
export type MenuCounters = z.infer<typeof menuCountersSchema>;
