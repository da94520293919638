import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import { notaDetailResponseSchema, notasResponseSchema, type NotasQuery } from '@portal/contract';
import { notaKeys } from './query-keys';

export type NotasFilters = Partial<NotasQuery>;

export async function getNotas(filters: NotasFilters, signal?: AbortSignal) {
  return notasResponseSchema.parse(
    await apiFetch('/api/billing/notas', { query: { ...filters }, signal }),
  );
}

export async function getNota(id: number, signal?: AbortSignal) {
  return notaDetailResponseSchema.parse(await apiFetch(`/api/billing/notas/${id}`, { signal }));
}

/** Query keys and options of the billing notes; mutations invalidate through `all()`. */
export const notaQueries = {
  all: notaKeys.all,
  lists: notaKeys.lists,
  list: (filters: NotasFilters) =>
    queryOptions({
      queryKey: [...notaQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getNotas(filters, signal),
      placeholderData: keepPreviousData,
    }),
  details: notaKeys.details,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...notaQueries.details(), id] as const,
      queryFn: ({ signal }) => getNota(id, signal),
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
};

export const useNotas = (filters: NotasFilters) => useQuery(notaQueries.list(filters));

export const useNota = (id: number) =>
  useQuery({ ...notaQueries.detail(id), enabled: Number.isInteger(id) });
