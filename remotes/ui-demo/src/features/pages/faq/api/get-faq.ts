import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { faqResponseSchema } from '@portal/contract';

export async function getFaq(q: string, signal?: AbortSignal) {
  return faqResponseSchema.parse(await apiFetch('/api/pages/faq', { query: { q }, signal }));
}

export const faqQueries = {
  all: () => ['ui-demo', 'faq'] as const,
  search: (q: string) =>
    queryOptions({
      queryKey: [...faqQueries.all(), q] as const,
      queryFn: ({ signal }) => getFaq(q, signal),
      placeholderData: keepPreviousData,
    }),
};

export const useFaq = (q: string) => useQuery(faqQueries.search(q));
