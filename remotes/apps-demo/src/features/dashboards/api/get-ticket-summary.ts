import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { ticketSummarySchema } from '@portal/contract';

/** The helpdesk figures of the CRM dashboard (GET /api/tickets/summary). */
export async function getTicketSummary(signal?: AbortSignal) {
  return ticketSummarySchema.parse(await apiFetch('/api/tickets/summary', { signal }));
}

export const ticketSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['apps-demo', 'dashboards', 'detail', 'tickets'] as const,
    queryFn: ({ signal }) => getTicketSummary(signal),
  });

export const useTicketSummary = () => useQuery(ticketSummaryQueryOptions());
