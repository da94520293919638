import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { sessionResponseSchema } from '@portal/contract';

export interface VerifyTwoStepsBody {
  twoStepToken: string;
  code: string;
}

/** POST /api/auth/two-steps: trades the pending token and the code for a session. */
export async function verifyTwoSteps(body: VerifyTwoStepsBody) {
  return sessionResponseSchema.parse(
    await apiFetch('/api/auth/two-steps', { method: 'POST', json: body }),
  );
}

export const useVerifyTwoSteps = () => useMutation({ mutationFn: verifyTwoSteps });
