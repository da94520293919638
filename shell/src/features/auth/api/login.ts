import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { loginResponseSchema, type LoginBody } from '@portal/contract';

/** POST /api/auth/login: a session, or a two-step challenge for accounts that need a code. */
export async function login(body: LoginBody) {
  return loginResponseSchema.parse(
    await apiFetch('/api/auth/login', { method: 'POST', json: body }),
  );
}

export const useLogin = () => useMutation({ mutationFn: login });
