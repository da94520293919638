import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { FAQ_LANGUAGES, faqResponseSchema, type FaqLanguage } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The portal language when the FAQ is written in it, else English. */
export const faqLanguageOf = (language: string): FaqLanguage =>
  FAQ_LANGUAGES.find((code) => language.startsWith(code)) ?? 'en';

export async function getFaq(q: string, lang: FaqLanguage, signal?: AbortSignal) {
  return faqResponseSchema.parse(await apiFetch('/api/pages/faq', { query: { q, lang }, signal }));
}

export const faqQueries = {
  all: () => ['ui-demo', 'faq'] as const,
  search: (q: string, lang: FaqLanguage) =>
    queryOptions({
      queryKey: [...faqQueries.all(), lang, q] as const,
      queryFn: ({ signal }) => getFaq(q, lang, signal),
      placeholderData: keepPreviousData,
    }),
};

/** The FAQ in the portal's language: a language switch fetches it again. */
export function useFaq(q: string) {
  const { i18n } = useTranslation();
  return useQuery(faqQueries.search(q, faqLanguageOf(i18n.language)));
}
