import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';

/** POST /api/profile/deactivate: the caller confirms with their own e-mail. */
export async function deactivateAccount(email: string) {
  await apiFetch('/api/profile/deactivate', { method: 'POST', json: { email } });
}

export const useDeactivateAccount = () => useMutation({ mutationFn: deactivateAccount });
