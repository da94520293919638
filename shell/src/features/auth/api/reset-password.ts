import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { messageSchema } from '@portal/contract';

export interface ResetPasswordBody {
  resetToken: string;
  password: string;
}

/** POST /api/auth/reset-password. */
export async function resetPassword(body: ResetPasswordBody) {
  return messageSchema.parse(
    await apiFetch('/api/auth/reset-password', { method: 'POST', json: body }),
  );
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
