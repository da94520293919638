import { http } from 'msw';
import {
  HELP_CENTER_MESSAGES,
  helpArticleFeedbackBodySchema,
  helpArticleQuerySchema,
  helpCenterQuerySchema,
  type HelpArticle,
} from '@portal/contract';
import { KEEP_LEARNING_GROUP, POPULAR_GROUP } from '../db/seed-help-center';
import type { Db } from '../db/schema';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { json, messageResponse } from '../lib/http';
import { includesText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

/** The landing page; q keeps cards and category articles whose title contains it. */
export function helpCenter(db: Db, q: string) {
  const needle = q.trim();
  const matches = (title: string) => includesText(title, needle);
  return {
    popularArticles: db.helpCards.popularArticles.filter((card) => matches(card.title)),
    allArticles: db.helpCategories
      .map((category) => ({
        ...category,
        articles: category.articles.filter((article) => matches(article.title)),
      }))
      .filter((category) => category.articles.length > 0),
    keepLearning: db.helpCards.keepLearning.filter((card) => matches(card.title)),
  };
}

function articleList(db: Db, category: string) {
  const cards =
    category === POPULAR_GROUP
      ? db.helpCards.popularArticles
      : category === KEEP_LEARNING_GROUP
        ? db.helpCards.keepLearning
        : null;
  if (cards) return cards.map(({ slug, title }) => ({ slug, title }));
  return db.helpCategories.find((c) => c.title === category)?.articles ?? [];
}

export function helpArticle(db: Db, slug: string | undefined): HelpArticle | null {
  // Without a slug: the first category's first article, as the template's single article.
  const firstSlug = db.helpCategories[0]?.articles[0]?.slug;
  const record = db.helpArticles.find((a) => a.slug === (slug ?? firstSlug));
  if (!record) return null;
  const { helpfulYes, helpfulNo, ...article } = record;
  return {
    ...article,
    articleList: articleList(db, record.category),
    helpful: { yes: helpfulYes, no: helpfulNo },
  };
}

const notFound = () => messageResponse(404, HELP_CENTER_MESSAGES.articleNotFound);

export const helpCenterHandlers = [
  http.get(
    '/api/pages/help-center',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { q } = parseQuery(request.url, helpCenterQuerySchema);
      return json(helpCenter(getDb(), q));
    }),
  ),

  http.get(
    '/api/pages/help-center/article',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { slug } = parseQuery(request.url, helpArticleQuerySchema);
      const article = helpArticle(getDb(), slug);
      return article ? json(article) : notFound();
    }),
  ),

  /** "Was this helpful?": counts one yes or no for the article. */
  http.post(
    '/api/pages/help-center/article/feedback',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', 'HelpFeedback');
      const body = await parseBody(request, helpArticleFeedbackBodySchema);
      const db = getDb();
      const record = db.helpArticles.find((a) => a.slug === body.slug);
      if (!record) return notFound();
      if (body.helpful) record.helpfulYes += 1;
      else record.helpfulNo += 1;
      await commitDb();
      return json({ yes: record.helpfulYes, no: record.helpfulNo }, 201);
    }),
  ),
];
