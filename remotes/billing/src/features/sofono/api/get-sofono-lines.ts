import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { sofonoResponseSchema, type SofonoQuery } from '@portal/contract';
import { listQuery } from '@portal/design/base';
import { sofonoKeys } from './query-keys';

export type SofonoFilters = Partial<SofonoQuery>;

export async function getSofonoLines(filters: SofonoFilters, signal?: AbortSignal) {
  return sofonoResponseSchema.parse(
    await apiFetch('/api/billing/sofono', { query: { ...filters }, signal }),
  );
}

/** Query keys and options of phone lines (enablement changes invalidate `all()` too). */
export const sofonoQueries = { ...sofonoKeys, list: listQuery(sofonoKeys.lists, getSofonoLines) };

export const useSofonoLines = (filters: SofonoFilters) => useQuery(sofonoQueries.list(filters));
