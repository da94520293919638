import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { sessionResponseSchema, type RegisterBody } from '@portal/contract';

/** POST /api/auth/register: creates the account and answers with its session. */
export async function register(body: RegisterBody) {
  return sessionResponseSchema.parse(
    await apiFetch('/api/auth/register', { method: 'POST', json: body }),
  );
}

export const useRegister = () => useMutation({ mutationFn: register });
