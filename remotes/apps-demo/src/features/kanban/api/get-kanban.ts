import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, parseVersioned } from '@portal/auth';
import { kanbanDataSchema, kanbanItemSchema } from '@portal/contract';

export async function getKanban(signal?: AbortSignal) {
  return kanbanDataSchema.parse(await apiFetch('/api/apps/kanban', { signal }));
}

/** GET /api/apps/kanban/item/:id: one card, with its version (`versionOf`) for the edit drawer. */
export async function getItem(id: number, signal?: AbortSignal) {
  return parseVersioned(
    kanbanItemSchema,
    await apiFetch(`/api/apps/kanban/item/${id}`, { signal }),
  );
}

/** Query keys and options of the kanban feature; mutations invalidate through `all()`. */
export const kanbanQueries = {
  all: () => ['apps-demo', 'kanban'] as const,
  data: () =>
    queryOptions({
      queryKey: [...kanbanQueries.all(), 'data'] as const,
      queryFn: ({ signal }) => getKanban(signal),
    }),
  item: (id: number) =>
    queryOptions({
      queryKey: [...kanbanQueries.all(), 'item', id] as const,
      queryFn: ({ signal }) => getItem(id, signal),
    }),
};

export const useKanban = () => useQuery(kanbanQueries.data());

export const useKanbanItem = (id: number) => useQuery(kanbanQueries.item(id));
