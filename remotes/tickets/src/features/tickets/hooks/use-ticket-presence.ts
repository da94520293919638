import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LIVE_RESET, subscribeLive, useSession } from '@portal/auth';
import type { PresenceActivity } from '@portal/contract';
import { leaveTicketPresence, putTicketPresence } from '../api/ticket-presence';
import { ticketKeys } from '../api/query-keys';

/** How often the open ticket tells the API the caller is still there (it forgets after 10 s). */
export const PRESENCE_HEARTBEAT_MS = 4000;

const ignore = () => undefined;

/**
 * While ticket `id` is open (and `enabled`): a heartbeat now, at every change of `activity` and
 * every 4 s; leaving when the page unmounts or the tab is hidden for good (`pagehide`).
 */
export function usePresenceHeartbeat(
  id: number,
  activity: PresenceActivity,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled) return;
    const beat = () => void putTicketPresence(id, activity).catch(ignore);
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [id, activity, enabled]);

  useEffect(() => {
    if (!enabled) return;
    const leave = () => void leaveTicketPresence(id).catch(ignore);
    // A page kept in the back/forward cache comes back with its heartbeat timer: it rejoins.
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [id, enabled]);
}

/**
 * Refetches who is on ticket `id` when a live `presence` event for it arrives (someone else
 * joined, changed activity, left or timed out); `reset` refetches too.
 */
export function useLivePresence(id: number): void {
  const queryClient = useQueryClient();
  const me = useSession((state) => state.userData?.id ?? null);
  useEffect(
    () =>
      subscribeLive(['presence'], (event) => {
        const ours = event.kind === LIVE_RESET || event.id === String(id);
        if (!ours || (event.actor !== null && event.actor === me)) return;
        void queryClient.invalidateQueries({ queryKey: ticketKeys.presence(id) });
      }),
    [queryClient, id, me],
  );
}
