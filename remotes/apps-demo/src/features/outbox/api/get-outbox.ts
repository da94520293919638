import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { outboxMessageSchema, outboxResponseSchema, type OutboxQuery } from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

export type OutboxFilters = Partial<OutboxQuery>;

/** GET /api/admin/outbox: one page of the e-mails the server sent, newest first. */
export async function getOutbox(filters: OutboxFilters, signal?: AbortSignal) {
  return outboxResponseSchema.parse(
    await apiFetch('/api/admin/outbox', { query: { ...filters }, signal }),
  );
}

/** GET /api/admin/outbox/{id}: one e-mail with its text. */
export async function getOutboxMessage(id: number, signal?: AbortSignal) {
  return outboxMessageSchema.parse(await apiFetch(`/api/admin/outbox/${id}`, { signal }));
}

const outboxKeys = resourceKeys('apps-demo', 'outbox');

/** Query keys and options of the outgoing e-mail feature. */
export const outboxQueries = {
  ...outboxKeys,
  list: listQuery(outboxKeys.lists, getOutbox),
  detail: detailQuery(outboxKeys.details, getOutboxMessage),
};

export const useOutbox = (filters: OutboxFilters) => useQuery(outboxQueries.list(filters));

/** The selected message; nothing is fetched while none is (`id` null). */
export const useOutboxMessage = (id: number | null) =>
  useQuery({ ...outboxQueries.detail(id ?? 0), enabled: id !== null });
