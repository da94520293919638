import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { deactivatedAccountsSchema } from '@portal/contract';
import { userQueries } from './get-users';

/** GET /api/accounts/deactivated: sign-in accounts their owners deactivated (profile). */
export async function getDeactivatedAccounts(signal?: AbortSignal) {
  return deactivatedAccountsSchema.parse(await apiFetch('/api/accounts/deactivated', { signal }));
}

/** POST /api/accounts/:id/reactivate: the account may sign in again. */
export async function reactivateAccount(id: number): Promise<void> {
  await apiFetch(`/api/accounts/${id}/reactivate`, { method: 'POST', json: {} });
}

export const deactivatedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: [...userQueries.all(), 'deactivated-accounts'] as const,
    queryFn: ({ signal }) => getDeactivatedAccounts(signal),
  });

export const useDeactivatedAccounts = () => useQuery(deactivatedAccountsQueryOptions());

export function useReactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}
