import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import {
  ticketBulkResponseSchema,
  ticketDetailSchema,
  type TicketBodyInput,
  type TicketBulkChanges,
  type TicketChanges,
  type TicketMessageBody,
} from '@portal/contract';
import { ticketKeys } from './query-keys';

export async function createTicket(body: TicketBodyInput) {
  return ticketDetailSchema.parse(await apiFetch('/api/tickets', { method: 'POST', json: body }));
}

export async function updateTicket({ id, changes }: { id: number; changes: TicketChanges }) {
  return parseVersioned(
    ticketDetailSchema,
    await apiFetch(`/api/tickets/${id}`, { method: 'PATCH', json: changes }),
  );
}

export async function bulkUpdateTickets(body: { ids: number[]; changes: TicketBulkChanges }) {
  return ticketBulkResponseSchema.parse(
    await apiFetch('/api/tickets/bulk', { method: 'POST', json: body }),
  );
}

/**
 * A reply or note. `ifMatch`: the ticket's version when the agent started writing; the API
 * answers 412 (nothing sent) when the ticket changed since. Null: sent whatever changed.
 */
export async function addTicketMessage({
  id,
  message,
  ifMatch = null,
}: {
  id: number;
  message: TicketMessageBody;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    ticketDetailSchema,
    await apiFetch(`/api/tickets/${id}/messages`, { method: 'POST', json: message, ifMatch }),
  );
}

export async function mergeTicket({ id, targetId }: { id: number; targetId: number }) {
  return parseVersioned(
    ticketDetailSchema,
    await apiFetch(`/api/tickets/${id}/merge`, { method: 'POST', json: { targetId } }),
  );
}

/** After a change: the changed ticket is written to the cache, lists and counts refetch. */
function useTicketWrite<TVariables, TData extends { id: number } | { updated: number }>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      if ('id' in data) client.setQueryData([...ticketKeys.details(), data.id], data);
      await client.invalidateQueries({ queryKey: ticketKeys.all() });
    },
  });
}

export const useCreateTicket = () => useTicketWrite(createTicket);
export const useUpdateTicket = () => useTicketWrite(updateTicket);
export const useBulkUpdateTickets = () => useTicketWrite(bulkUpdateTickets);
export const useAddTicketMessage = () => useTicketWrite(addTicketMessage);
export const useMergeTicket = () => useTicketWrite(mergeTicket);
