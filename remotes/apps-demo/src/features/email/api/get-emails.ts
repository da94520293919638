import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { emailsResponseSchema, type EmailsQuery } from '@portal/contract';

export async function getEmails(query: EmailsQuery, signal?: AbortSignal) {
  return emailsResponseSchema.parse(
    await apiFetch('/api/apps/email', { query: { ...query }, signal }),
  );
}

/** Query keys and options of the e-mail feature; mutations invalidate through `all()`. */
export const emailQueries = {
  all: () => ['apps-demo', 'email'] as const,
  list: (query: EmailsQuery) =>
    queryOptions({
      queryKey: [...emailQueries.all(), 'list', query] as const,
      queryFn: ({ signal }) => getEmails(query, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useEmails = (query: EmailsQuery) => useQuery(emailQueries.list(query));
