import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, subscribeLive, useSession } from '@portal/auth';
import { menuCountersSchema, type MenuCounters } from '@portal/contract';

export const menuCounterKeys = {
  all: () => ['navigation', 'menu-counters'] as const,
  of: (userId: number) => [...menuCounterKeys.all(), userId] as const,
};

/** The live event kinds that can change a counter (`chat`: a message sent, delivered, seen). */
const COUNTED_KINDS = ['chat'] as const;

/** GET /api/menu/counters: the signed-in account's counters it may read, by name. */
export async function getMenuCounters(signal?: AbortSignal) {
  return menuCountersSchema.parse(await apiFetch('/api/menu/counters', { signal: signal ?? null }));
}

export const menuCountersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: menuCounterKeys.of(userId),
    queryFn: ({ signal }) => getMenuCounters(signal),
    // Fresh whenever a menu showing a count mounts (after a sign-in too); live events refresh it
    // meanwhile. A demo contact's answer arrives without an event: the interval catches it.
    staleTime: 0,
    refetchInterval: 60_000,
  });

const countsOf = (counters: MenuCounters, names: readonly string[]) => {
  const all: Partial<Record<string, number>> = counters;
  return names.map((name) => all[name] ?? 0);
};

/**
 * The counts named `names` for the signed-in account, in that order: 0 while unknown, when the
 * caller may not read one, or on an error. Asks the API only when some name is given.
 */
export function useMenuCounts(names: readonly string[]): number[] {
  const userId = useSession((s) => s.userData?.id ?? 0);
  const { data } = useQuery({
    ...menuCountersQueryOptions(userId),
    enabled: userId !== 0 && names.length > 0,
    // Structural sharing keeps the same array while the counts stay the same.
    select: (counters) => countsOf(counters, names),
  });
  return data ?? names.map(() => 0);
}

/**
 * Refetches the counters when the live stream says something they count changed (a colleague's
 * message, a chat read in this or another tab) or lost track (`reset`).
 */
export function useLiveMenuCounters(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive(COUNTED_KINDS, () => {
        void queryClient.invalidateQueries({ queryKey: menuCounterKeys.all() });
      }),
    [queryClient],
  );
}
