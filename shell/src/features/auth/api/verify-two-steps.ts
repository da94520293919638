import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { sessionResponseSchema } from '@portal/contract';

export interface VerifyTwoStepsBody {
  code: string;
}

/**
 * POST /api/auth/two-steps: trades the pending sign-in and the code for a session. The token
 * travels as the HttpOnly cookie the login answer set; the answer sets the session cookie.
 */
export async function verifyTwoSteps(body: VerifyTwoStepsBody) {
  return sessionResponseSchema.parse(
    await apiFetch('/api/auth/two-steps', { method: 'POST', json: body }),
  );
}

export const useVerifyTwoSteps = () => useMutation({ mutationFn: verifyTwoSteps });
