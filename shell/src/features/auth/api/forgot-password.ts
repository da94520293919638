import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { forgotPasswordResponseSchema } from '@portal/contract';

/** POST /api/auth/forgot-password: the same answer for every address; the link goes by e-mail. */
export async function forgotPassword(body: { email: string }) {
  return forgotPasswordResponseSchema.parse(
    await apiFetch('/api/auth/forgot-password', { method: 'POST', json: body }),
  );
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
