import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { helpArticleSchema, helpCenterResponseSchema } from '@portal/contract';
import { z } from 'zod';

export async function getHelpCenter(q: string, signal?: AbortSignal) {
  return helpCenterResponseSchema.parse(
    await apiFetch('/api/pages/help-center', { query: { q: q || undefined }, signal }),
  );
}

export async function getHelpArticle(slug: string, signal?: AbortSignal) {
  return helpArticleSchema.parse(
    await apiFetch('/api/pages/help-center/article', { query: { slug }, signal }),
  );
}

const feedbackResponseSchema = z.object({ yes: z.number(), no: z.number() });

export async function sendArticleFeedback(body: { slug: string; helpful: boolean }) {
  return feedbackResponseSchema.parse(
    await apiFetch('/api/pages/help-center/article/feedback', { method: 'POST', json: body }),
  );
}

/** Query keys and options of the help-center feature. */
export const helpCenterQueries = {
  all: () => ['apps-demo', 'help-center'] as const,
  landing: (q: string) =>
    queryOptions({
      queryKey: [...helpCenterQueries.all(), 'landing', q] as const,
      queryFn: ({ signal }) => getHelpCenter(q, signal),
      placeholderData: keepPreviousData,
    }),
  article: (slug: string) =>
    queryOptions({
      queryKey: [...helpCenterQueries.all(), 'article', slug] as const,
      queryFn: ({ signal }) => getHelpArticle(slug, signal),
    }),
};

export const useHelpCenter = (q: string) => useQuery(helpCenterQueries.landing(q));
export const useHelpArticle = (slug: string) => useQuery(helpCenterQueries.article(slug));

/** "Was this helpful?": recorded by the API; the article's counts follow. */
export function useArticleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendArticleFeedback,
    onSuccess: (_counts, { slug }) =>
      queryClient.invalidateQueries({ queryKey: helpCenterQueries.article(slug).queryKey }),
  });
}
