import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  habilitacionDetailResponseSchema,
  habilitacionesResponseSchema,
  type HabilitacionesQuery,
} from '@portal/contract';
import { detailQuery, listQuery, resourceKeys } from '@portal/design/base';

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

const habilitacionKeys = resourceKeys('billing', 'habilitaciones');

/** Query keys and options of enablements; mutations invalidate through `all()`. */
export const habilitacionQueries = {
  ...habilitacionKeys,
  list: listQuery(habilitacionKeys.lists, getHabilitaciones),
  detail: detailQuery(habilitacionKeys.details, getHabilitacion),
};

export const useHabilitaciones = (filters: HabilitacionesFilters) =>
  useQuery(habilitacionQueries.list(filters));

export const useHabilitacion = (id: number) =>
  useQuery({ ...habilitacionQueries.detail(id), enabled: Number.isInteger(id) });
