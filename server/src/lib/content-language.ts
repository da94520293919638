import { FAQ_LANGUAGES, type FaqLanguage } from '@portal/contract';

/**
 * The language of written content (FAQ, help center): `lang` when given, else the first
 * Accept-Language it is written in, else English.
 */
export function contentLanguage(
  lang: FaqLanguage | undefined,
  acceptLanguage: string | null | undefined,
): FaqLanguage {
  if (lang) return lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return (
    wanted.find((code): code is FaqLanguage => FAQ_LANGUAGES.includes(code as FaqLanguage)) ?? 'en'
  );
}
