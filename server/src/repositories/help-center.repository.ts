import type { HelpArticle, HelpCenterCard, HelpCenterResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { containsText } from '../db/dialect';

/** Kinds of help-center groups: the landing page's categories and its two card groups. */
export const HELP_KINDS = {
  category: 'category',
  popular: 'popular',
  keepLearning: 'keep-learning',
} as const;

/**
 * The landing page: the cards and the categories' articles whose title contains `q`; categories
 * left without an article are dropped.
 */
export async function helpCenter(db: Kysely<Database>, q: string): Promise<HelpCenterResponse> {
  const needle = q.trim();
  let query = db
    .selectFrom('help_articles')
    .innerJoin('help_categories', 'help_categories.id', 'help_articles.category_id')
    .select([
      'help_categories.id as category_id',
      'help_categories.title as category_title',
      'help_categories.icon',
      'help_categories.kind',
      'help_articles.slug',
      'help_articles.title',
      'help_articles.card_subtitle',
      'help_articles.card_img',
    ])
    .orderBy('help_categories.position')
    .orderBy('help_articles.position');
  if (needle !== '')
    query = query.where((eb) => containsText(eb.ref('help_articles.title'), needle));
  const rows = await query.execute();
  const card = (row: (typeof rows)[number]): HelpCenterCard => ({
    slug: row.slug,
    title: row.title,
    img: row.card_img ?? '',
    subtitle: row.card_subtitle ?? '',
  });
  const categories = new Map<number, HelpCenterResponse['allArticles'][number]>();
  for (const row of rows) {
    if (row.kind !== HELP_KINDS.category) continue;
    const category = categories.get(row.category_id) ?? {
      title: row.category_title,
      icon: row.icon ?? '',
      articles: [],
    };
    category.articles.push({ slug: row.slug, title: row.title });
    categories.set(row.category_id, category);
  }
  return {
    popularArticles: rows.filter((row) => row.kind === HELP_KINDS.popular).map(card),
    allArticles: [...categories.values()],
    keepLearning: rows.filter((row) => row.kind === HELP_KINDS.keepLearning).map(card),
  };
}

/** An article by slug (the first category's first article without one), with its group's list. */
export async function findArticle(
  db: Kysely<Database>,
  slug: string | undefined,
): Promise<HelpArticle | undefined> {
  let query = db
    .selectFrom('help_articles')
    .innerJoin('help_categories', 'help_categories.id', 'help_articles.category_id')
    .selectAll('help_articles')
    .select('help_categories.title as category_title');
  query =
    slug === undefined
      ? query
          .where('help_categories.kind', '=', HELP_KINDS.category)
          .orderBy('help_categories.position')
          .orderBy('help_articles.position')
          .limit(1)
      : query.where('help_articles.slug', '=', slug);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const articleList = await db
    .selectFrom('help_articles')
    .select(['slug', 'title'])
    .where('category_id', '=', row.category_id)
    .orderBy('position')
    .execute();
  return {
    slug: row.slug,
    category: row.category_title,
    title: row.title,
    lastUpdated: row.last_updated,
    productContent: row.product_content,
    checkoutContent: row.checkout_content,
    checkoutImg: row.checkout_img,
    productImg: row.product_img,
    articleList,
    helpful: { yes: row.helpful_yes, no: row.helpful_no },
  };
}

/** Counts one "Was this helpful?" answer (one atomic statement); undefined for an unknown slug. */
export async function countFeedback(
  db: Kysely<Database>,
  slug: string,
  helpful: boolean,
): Promise<{ yes: number; no: number } | undefined> {
  const row = await db
    .updateTable('help_articles')
    .set((eb) =>
      helpful
        ? { helpful_yes: eb('helpful_yes', '+', 1) }
        : { helpful_no: eb('helpful_no', '+', 1) },
    )
    .where('slug', '=', slug)
    .returning(['helpful_yes', 'helpful_no'])
    .executeTakeFirst();
  return row && { yes: row.helpful_yes, no: row.helpful_no };
}
