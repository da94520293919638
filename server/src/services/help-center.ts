import {
  HELP_CENTER_MESSAGES,
  type FaqLanguage,
  type HelpArticle,
  type HelpCenterResponse,
} from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { contentLanguage } from '../lib/content-language';
import * as help from '../repositories/help-center.repository';

/** Who asks in which language: `lang`, else the request's Accept-Language, else English. */
export interface HelpLanguage {
  lang: FaqLanguage | undefined;
  acceptLanguage: string | undefined;
}

/** The landing page; q keeps cards and category articles whose title contains it. */
export function getHelpCenter(
  deps: AppDeps,
  q: string,
  { lang, acceptLanguage }: HelpLanguage,
): Promise<HelpCenterResponse> {
  return help.helpCenter(deps.db, q, contentLanguage(lang, acceptLanguage));
}

export async function getHelpArticle(
  deps: AppDeps,
  slug: string | undefined,
  { lang, acceptLanguage }: HelpLanguage,
): Promise<HelpArticle> {
  const article = await help.findArticle(deps.db, slug, contentLanguage(lang, acceptLanguage));
  if (!article) throw notFound(HELP_CENTER_MESSAGES.articleNotFound);
  return article;
}

/** "Was this helpful?": counts one yes or no for the article; answers both counts. */
export async function recordHelpFeedback(
  deps: AppDeps,
  slug: string,
  helpful: boolean,
): Promise<{ yes: number; no: number }> {
  const counts = await help.countFeedback(deps.db, slug, helpful);
  if (!counts) throw notFound(HELP_CENTER_MESSAGES.articleNotFound);
  return counts;
}
