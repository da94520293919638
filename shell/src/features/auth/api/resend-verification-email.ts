import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { messageSchema } from '@portal/contract';

/** POST /api/auth/verify-email/resend. */
export async function resendVerificationEmail(body: { email: string }) {
  return messageSchema.parse(
    await apiFetch('/api/auth/verify-email/resend', { method: 'POST', json: body }),
  );
}

export const useResendVerificationEmail = () =>
  useMutation({ mutationFn: resendVerificationEmail });
