/** Query keys of the helpdesk: mutations invalidate through these, never copied literals. */
export const ticketKeys = {
  all: () => ['tickets'] as const,
  lists: () => [...ticketKeys.all(), 'list'] as const,
  details: () => [...ticketKeys.all(), 'detail'] as const,
  detail: (id: number) => [...ticketKeys.details(), id] as const,
  summary: () => [...ticketKeys.all(), 'summary'] as const,
  customers: () => [...ticketKeys.all(), 'customers'] as const,
  /** Who else is on a ticket (polled, and refetched on live `presence` events). */
  presence: (id: number) => [...ticketKeys.all(), 'presence', id] as const,
};
