import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { forgotPasswordResponseSchema } from '@portal/contract';

/** POST /api/auth/forgot-password: the mock answers with the reset token it would have emailed. */
export async function forgotPassword(body: { email: string }) {
  return forgotPasswordResponseSchema.parse(
    await apiFetch('/api/auth/forgot-password', { method: 'POST', json: body }),
  );
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
