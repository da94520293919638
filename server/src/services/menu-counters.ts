import type { MenuCounters } from '@portal/contract';
import type { AppDeps } from '../context';
import { unseenMessages } from './apps-chat';
import type { Caller } from './caller';

/**
 * The counters the navigation shows beside its entries, only those the caller may read (a caller
 * who may not read the chat gets no `chat-unread`, not a 0).
 */
export async function menuCounters(deps: AppDeps, caller: Caller): Promise<MenuCounters> {
  const counters: MenuCounters = {};
  if (caller.ability.can('read', 'Chat'))
    counters['chat-unread'] = await unseenMessages(deps, caller);
  return counters;
}
