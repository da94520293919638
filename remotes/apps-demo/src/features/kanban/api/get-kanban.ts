import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { kanbanDataSchema } from '@portal/contract';

export async function getKanban(signal?: AbortSignal) {
  return kanbanDataSchema.parse(await apiFetch('/api/apps/kanban', { signal }));
}

/** Query keys and options of the kanban feature; mutations invalidate through `all()`. */
export const kanbanQueries = {
  all: () => ['apps-demo', 'kanban'] as const,
  data: () =>
    queryOptions({
      queryKey: [...kanbanQueries.all(), 'data'] as const,
      queryFn: ({ signal }) => getKanban(signal),
    }),
};

export const useKanban = () => useQuery(kanbanQueries.data());
