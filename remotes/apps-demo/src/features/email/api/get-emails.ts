import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { emailsResponseSchema, type EmailsQuery } from '@portal/contract';
import { listQuery, resourceKeys } from '@portal/design/base';

export async function getEmails(query: EmailsQuery, signal?: AbortSignal) {
  return emailsResponseSchema.parse(
    await apiFetch('/api/apps/email', { query: { ...query }, signal }),
  );
}

const emailKeys = resourceKeys('apps-demo', 'email');

/** Query keys and options of the e-mail feature; mutations invalidate through `all()`. */
export const emailQueries = { ...emailKeys, list: listQuery(emailKeys.lists, getEmails) };

export const useEmails = (query: EmailsQuery) => useQuery(emailQueries.list(query));
