import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '@portal/auth';

/**
 * Refetches a resource's queries (its key factory's `all()`) in the background when the live
 * stream says a record of one of `kinds` changed (or on `reset`): an open list or detail
 * refreshes and keeps its filters, selection, scroll and any open form.
 */
export function useLiveInvalidate(
  kinds: readonly string[],
  keys: { all: () => readonly unknown[] },
): void {
  const queryClient = useQueryClient();
  const kindList = kinds.join(',');
  useEffect(
    () =>
      subscribeLive(kindList.split(','), () => {
        void queryClient.invalidateQueries({ queryKey: keys.all() });
      }),
    [queryClient, kindList, keys],
  );
}
