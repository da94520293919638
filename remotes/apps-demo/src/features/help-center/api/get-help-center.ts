import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import {
  FAQ_LANGUAGES,
  helpArticleSchema,
  helpCenterResponseSchema,
  type FaqLanguage,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The portal language when the help center is written in it, else English. */
export const helpLanguageOf = (language: string): FaqLanguage =>
  FAQ_LANGUAGES.find((code) => language.startsWith(code)) ?? 'en';

export async function getHelpCenter(q: string, lang: FaqLanguage, signal?: AbortSignal) {
  return helpCenterResponseSchema.parse(
    await apiFetch('/api/pages/help-center', { query: { q: q || undefined, lang }, signal }),
  );
}

export async function getHelpArticle(slug: string, lang: FaqLanguage, signal?: AbortSignal) {
  return helpArticleSchema.parse(
    await apiFetch('/api/pages/help-center/article', { query: { slug, lang }, signal }),
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
  landing: (q: string, lang: FaqLanguage) =>
    queryOptions({
      queryKey: [...helpCenterQueries.all(), 'landing', lang, q] as const,
      queryFn: ({ signal }) => getHelpCenter(q, lang, signal),
      placeholderData: keepPreviousData,
    }),
  /** An article in every language (its feedback counts are shared by them). */
  articleAnyLanguage: (slug: string) => [...helpCenterQueries.all(), 'article', slug] as const,
  article: (slug: string, lang: FaqLanguage) =>
    queryOptions({
      queryKey: [...helpCenterQueries.articleAnyLanguage(slug), lang] as const,
      queryFn: ({ signal }) => getHelpArticle(slug, lang, signal),
    }),
};

/** The portal's language as the help center speaks it: a language switch fetches again. */
function useHelpLanguage() {
  const { i18n } = useTranslation();
  return helpLanguageOf(i18n.language);
}

export function useHelpCenter(q: string) {
  const lang = useHelpLanguage();
  return useQuery(helpCenterQueries.landing(q, lang));
}

export function useHelpArticle(slug: string) {
  const lang = useHelpLanguage();
  return useQuery(helpCenterQueries.article(slug, lang));
}

/** "Was this helpful?": recorded by the API; the article's counts follow in every language. */
export function useArticleFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendArticleFeedback,
    onSuccess: (_counts, { slug }) =>
      queryClient.invalidateQueries({ queryKey: helpCenterQueries.articleAnyLanguage(slug) }),
  });
}
