import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  emailComposeResponseSchema,
  type EmailComposeBody,
  type EmailUpdateBody,
} from '@portal/contract';
import { emailQueries } from './get-emails';

/** Toggle a label on the emails, or merge fields into them (201, no body). */
export async function updateEmails(body: EmailUpdateBody): Promise<void> {
  await apiFetch('/api/apps/email', { method: 'POST', json: body });
}

/** Send a message (or keep it as a draft); a reply names the email it answers. */
export async function composeEmail(body: EmailComposeBody) {
  return emailComposeResponseSchema.parse(
    await apiFetch('/api/apps/email/compose', { method: 'POST', json: body }),
  ).email;
}

export function useUpdateEmails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailQueries.all() }),
  });
}

export function useComposeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: composeEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailQueries.all() }),
  });
}
