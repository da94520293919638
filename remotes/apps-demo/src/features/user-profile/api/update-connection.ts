import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { profileConnectionSchema } from '@portal/contract';
import { profileQueries } from './get-profile';

export async function updateConnection({ id, isConnected }: { id: number; isConnected: boolean }) {
  return profileConnectionSchema.parse(
    await apiFetch(`/api/pages/profile/connections/${id}`, {
      method: 'PUT',
      json: { isConnected },
    }),
  );
}

/** Connect or disconnect; kept by the API. */
export function useUpdateConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueries.all() }),
  });
}
