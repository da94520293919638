import { apiFetch } from '@portal/auth';
import {
  emailComposeResponseSchema,
  type EmailComposeBody,
  type EmailUpdateBody,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design/base';
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

export const useUpdateEmails = () => useRefreshingMutation(updateEmails, emailQueries.all());

export const useComposeEmail = () => useRefreshingMutation(composeEmail, emailQueries.all());
