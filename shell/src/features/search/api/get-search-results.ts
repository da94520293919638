import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { searchResponseSchema } from '@portal/contract';

export async function getSearchResults(q: string, signal?: AbortSignal) {
  const json = await apiFetch('/api/app-bar/search', { query: { q }, signal: signal ?? null });
  return searchResponseSchema.parse(json);
}

export const searchResultsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['app-bar', 'search', 'list', { q }],
    queryFn: ({ signal }) => getSearchResults(q, signal),
    staleTime: 60_000,
  });

export const useSearchResults = (q: string, enabled: boolean) =>
  useQuery({ ...searchResultsQueryOptions(q), enabled });
