import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { notaDetailResponseSchema, notasResponseSchema, type NotasQuery } from '@portal/contract';
import { detailQuery, listQuery } from '@portal/design/base';
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
  ...notaKeys,
  list: listQuery(notaKeys.lists, getNotas),
  detail: detailQuery(notaKeys.details, getNota),
};

export const useNotas = (filters: NotasFilters) => useQuery(notaQueries.list(filters));

export const useNota = (id: number) =>
  useQuery({ ...notaQueries.detail(id), enabled: Number.isInteger(id) });
