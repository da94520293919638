import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { ticketPresenceResponseSchema, type PresenceActivity } from '@portal/contract';
import { ticketKeys } from './query-keys';

/** The fallback poll when no live event comes (the stream is down, or another server process). */
export const PRESENCE_POLL_MS = 5000;

/** The other staff on ticket `id` (never the caller). */
export async function getTicketPresence(id: number, signal?: AbortSignal) {
  return ticketPresenceResponseSchema.parse(
    await apiFetch(`/api/tickets/${id}/presence`, { signal }),
  );
}

export const ticketPresenceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ticketKeys.presence(id),
    queryFn: ({ signal }) => getTicketPresence(id, signal),
    refetchInterval: PRESENCE_POLL_MS,
    // Presence is a hint: a failed poll waits for the next one.
    retry: false,
  });

export const useTicketPresence = (id: number) => useQuery(ticketPresenceQueryOptions(id));

/** The heartbeat: the caller is on ticket `id`, doing `activity` (204). */
export async function putTicketPresence(id: number, activity: PresenceActivity) {
  await apiFetch(`/api/tickets/${id}/presence`, { method: 'PUT', json: { activity } });
}

/**
 * The caller left ticket `id`. `keepalive` lets it finish while the page unloads
 * (`navigator.sendBeacon` can only POST).
 */
export async function leaveTicketPresence(id: number) {
  await apiFetch(`/api/tickets/${id}/presence`, { method: 'DELETE', keepalive: true });
}
