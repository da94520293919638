import { keepPreviousData, queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import { ApiError, versionOf, withVersion } from '@portal/auth';

type Key = readonly unknown[];

/**
 * The query-key factory of one API resource, rooted at `[app, resource]`: `all()` (what a
 * mutation invalidates), `lists()` and `details()`. Other features import it, never the literal.
 */
export function resourceKeys<A extends string, R extends string>(app: A, resource: R) {
  const all = () => [app, resource] as const;
  return {
    all,
    lists: () => [...all(), 'list'] as const,
    details: () => [...all(), 'detail'] as const,
  };
}

/**
 * A detail query's `structuralSharing` that keeps the answer's version (`versionOf`): the shared
 * copy TanStack Query makes of a changed answer is a new object the version did not travel with.
 */
export function versionedSharing(previous: unknown, next: unknown): unknown {
  return withVersion(replaceEqualDeep(previous, next), versionOf(next));
}

/** Retries once, on a network error or a 5xx: a 4xx (unknown id, no permission) will not change. */
export function retryUnlessClientError(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status < 500) && failures < 1;
}

/**
 * The query options of one page of a paged list, keyed `[...lists(), filters]`: the current page
 * stays on screen while the next one loads (paging and sorting do not flash the skeleton).
 */
export function listQuery<F, R>(
  lists: () => Key,
  fetchList: (filters: F, signal: AbortSignal) => Promise<R>,
) {
  return (filters: F) =>
    queryOptions({
      queryKey: [...lists(), filters] as const,
      queryFn: ({ signal }) => fetchList(filters, signal),
      placeholderData: keepPreviousData,
    });
}

/**
 * The query options of one record by id, keyed `[...details(), id]`; a 4xx is not retried, and the
 * record's version (`versionOf`, for an edit's `If-Match`) survives a background refetch.
 */
export function detailQuery<R>(
  details: () => Key,
  fetchOne: (id: number, signal: AbortSignal) => Promise<R>,
) {
  return (id: number) =>
    queryOptions({
      queryKey: [...details(), id] as const,
      queryFn: ({ signal }) => fetchOne(id, signal),
      retry: retryUnlessClientError,
      structuralSharing: versionedSharing,
    });
}
