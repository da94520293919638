import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@portal/auth';
import {
  habilitacionDetailResponseSchema,
  habilitacionesResponseSchema,
  type HabilitacionesQuery,
} from '@portal/contract';

export type HabilitacionesFilters = Partial<HabilitacionesQuery>;

export async function getHabilitaciones(filters: HabilitacionesFilters, signal?: AbortSignal) {
  return habilitacionesResponseSchema.parse(
    await apiFetch('/api/billing/habilitaciones', { query: { ...filters }, signal }),
  );
}

export async function getHabilitacion(id: number, signal?: AbortSignal) {
  return habilitacionDetailResponseSchema.parse(
    await apiFetch(`/api/billing/habilitaciones/${id}`, { signal }),
  );
}

/** A 4xx (unknown id, no permission) will not change on retry. */
const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** Query keys and options of enablements; mutations invalidate through `all()`. */
export const habilitacionQueries = {
  all: () => ['billing', 'habilitaciones'] as const,
  lists: () => [...habilitacionQueries.all(), 'list'] as const,
  list: (filters: HabilitacionesFilters) =>
    queryOptions({
      queryKey: [...habilitacionQueries.lists(), filters] as const,
      queryFn: ({ signal }) => getHabilitaciones(filters, signal),
      placeholderData: keepPreviousData,
    }),
  details: () => [...habilitacionQueries.all(), 'detail'] as const,
  detail: (id: number) =>
    queryOptions({
      queryKey: [...habilitacionQueries.details(), id] as const,
      queryFn: ({ signal }) => getHabilitacion(id, signal),
      retry: retryUnlessClientError,
    }),
};

export const useHabilitaciones = (filters: HabilitacionesFilters) =>
  useQuery(habilitacionQueries.list(filters));

export const useHabilitacion = (id: number) =>
  useQuery({ ...habilitacionQueries.detail(id), enabled: Number.isInteger(id) });
