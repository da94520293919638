import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, parseVersioned } from '@portal/auth';
import { detailQuery, retryUnlessClientError } from '@portal/design/base';
import {
  cannedRepliesResponseSchema,
  customerSchema,
  staffResponseSchema,
  ticketCustomersResponseSchema,
  ticketDetailSchema,
  ticketsResponseSchema,
  FACTURA_STATUSES,
  HABILITACION_STATUSES,
  PLANS,
  SERVICES,
  TICKET_STATUSES,
  type TicketsQuery,
} from '@portal/contract';
import { z } from 'zod';
import { ticketKeys } from './query-keys';

export type TicketsFilters = Partial<TicketsQuery>;

export async function getTickets(filters: TicketsFilters, signal?: AbortSignal) {
  return ticketsResponseSchema.parse(
    await apiFetch('/api/tickets', { query: { ...filters }, signal }),
  );
}

/** GET /api/tickets/:id, with its version (`versionOf`) for the reply box's `If-Match`. */
export async function getTicket(id: number, signal?: AbortSignal) {
  return parseVersioned(ticketDetailSchema, await apiFetch(`/api/tickets/${id}`, { signal }));
}

/** The customer card: the customer, their enablements, latest invoices and latest tickets. */
export const customerCardSchema = z.object({
  customer: customerSchema,
  habilitaciones: z.array(
    z.object({
      id: z.number(),
      service: z.enum(SERVICES),
      plan: z.enum(PLANS),
      status: z.enum(HABILITACION_STATUSES),
    }),
  ),
  facturas: z.array(
    z.object({ id: z.number(), number: z.string(), status: z.enum(FACTURA_STATUSES) }),
  ),
  tickets: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      subject: z.string(),
      status: z.enum(TICKET_STATUSES),
    }),
  ),
});

/** How long a fetched ticket counts as fresh (a hover's prefetch serves the click after it). */
const DETAIL_FRESH_MS = 5_000;

const ticketDetail = detailQuery(ticketKeys.details, getTicket);

/** Query keys and options of the helpdesk. */
export const ticketQueries = {
  list: (filters: TicketsFilters) =>
    queryOptions({
      queryKey: [...ticketKeys.lists(), filters] as const,
      queryFn: ({ signal }) => getTickets(filters, signal),
      placeholderData: keepPreviousData,
    }),
  // The kit's detail query (its version survives a refetch: the reply box reads it). Fetched on
  // the row's hover or click before the view mounts: not again right away.
  detail: (id: number) => queryOptions({ ...ticketDetail(id), staleTime: DETAIL_FRESH_MS }),
  staff: () =>
    queryOptions({
      queryKey: [...ticketKeys.all(), 'staff'] as const,
      queryFn: async ({ signal }) =>
        staffResponseSchema.parse(await apiFetch('/api/tickets/staff', { signal })).staff,
      staleTime: 5 * 60_000,
    }),
  canned: () =>
    queryOptions({
      queryKey: [...ticketKeys.all(), 'canned'] as const,
      queryFn: async ({ signal }) =>
        cannedRepliesResponseSchema.parse(await apiFetch('/api/tickets/canned-replies', { signal }))
          .replies,
      staleTime: 5 * 60_000,
    }),
  customers: (q: string) =>
    queryOptions({
      queryKey: [...ticketKeys.customers(), 'search', { q }] as const,
      queryFn: async ({ signal }) =>
        ticketCustomersResponseSchema.parse(
          await apiFetch('/api/tickets/customers', { query: { q }, signal }),
        ).customers,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  customerCard: (id: number) =>
    queryOptions({
      queryKey: [...ticketKeys.customers(), 'card', id] as const,
      queryFn: async ({ signal }) =>
        customerCardSchema.parse(await apiFetch(`/api/tickets/customers/${id}`, { signal })),
      retry: retryUnlessClientError,
    }),
};

export const useTickets = (filters: TicketsFilters) => useQuery(ticketQueries.list(filters));
/**
 * Starts loading a ticket before its view renders: on a row's hover or focus, and on the click
 * itself (the request runs while the list and the route render).
 */
export function usePrefetchTicket() {
  const queryClient = useQueryClient();
  return useCallback(
    (id: number) => void queryClient.query(ticketQueries.detail(id)).catch(() => undefined),
    [queryClient],
  );
}

export const useTicket = (id: number | null) =>
  useQuery({ ...ticketQueries.detail(id ?? 0), enabled: id !== null && Number.isInteger(id) });
export const useStaff = () => useQuery(ticketQueries.staff());
export const useCannedReplies = () => useQuery(ticketQueries.canned());
export const useTicketCustomers = (q: string) => useQuery(ticketQueries.customers(q));
export const useCustomerCard = (id: number | null) =>
  useQuery({ ...ticketQueries.customerCard(id ?? 0), enabled: id !== null });
