import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { userSchema, type NewUserBody } from '@portal/contract';
import { userQueries } from './get-users';

export async function createUser(body: NewUserBody) {
  return userSchema.parse(await apiFetch('/api/apps/users', { method: 'POST', json: body }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}
