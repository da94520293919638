import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '@portal/auth';
import { chatQueries } from '../api/get-chats';

/**
 * Keeps the chat current while it is open: a live `chat` event (a colleague's message to the
 * caller, or their reading of the caller's messages; the server sends it only to the two accounts
 * of that chat) refetches the chat list and the open chat in the background, so the draft being
 * typed stays. `reset` (events missed) refetches them too.
 */
export function useLiveChat(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(['chat'], () => {
        void queryClient.invalidateQueries({ queryKey: chatQueries.all() });
      }),
    [queryClient],
  );
}
