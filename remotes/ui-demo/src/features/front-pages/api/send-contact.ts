import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { contactResponseSchema, type ContactBody } from '@portal/contract';

/** POST /api/pages/contact: open to visitors who are not signed in. */
export async function sendContact(body: ContactBody) {
  return contactResponseSchema.parse(
    await apiFetch('/api/pages/contact', { method: 'POST', json: body }),
  );
}

export const useSendContact = () => useMutation({ mutationFn: sendContact });
