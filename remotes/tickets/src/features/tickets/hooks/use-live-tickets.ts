import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_RESET, subscribeLive } from '@portal/auth';
import { ticketKeys } from '../api/query-keys';

/**
 * Keeps the helpdesk current while it is open: a live `ticket` event (someone else's change)
 * refetches the lists, the summary and that ticket in the background, so filters, selection,
 * scroll and a reply being written stay as they are. `reset` (events missed) refetches all.
 */
export function useLiveTickets(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(['ticket'], (event) => {
        if (event.kind === LIVE_RESET || !/^\d+$/.test(event.id)) {
          void queryClient.invalidateQueries({ queryKey: ticketKeys.all() });
          return;
        }
        void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.summary() });
        void queryClient.invalidateQueries({ queryKey: ticketKeys.detail(Number(event.id)) });
      }),
    [queryClient],
  );
}
