import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that refetches every query under `queryKey` once it has settled, whether it worked
 * or not: the screens then show the server's state (a failed or half-done change included).
 */
export function useRefreshingMutation<T, R>(
  mutationFn: (input: T) => Promise<R>,
  queryKey: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
