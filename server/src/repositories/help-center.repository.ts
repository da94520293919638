import type {
  FaqLanguage,
  HelpArticle,
  HelpCenterCard,
  HelpCenterResponse,
} from '@portal/contract';
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
 * Groups and articles with their text in `lang`: the English columns where the language has no
 * text of its own (help_category_texts, help_article_texts; English has none).
 */
function articlesIn(db: Kysely<Database>, lang: FaqLanguage) {
  return db
    .selectFrom('help_articles')
    .innerJoin('help_categories', 'help_categories.id', 'help_articles.category_id')
    .leftJoin('help_article_texts as text', (join) =>
      join.onRef('text.article_id', '=', 'help_articles.id').on('text.lang', '=', lang),
    )
    .leftJoin('help_category_texts as category_text', (join) =>
      join
        .onRef('category_text.category_id', '=', 'help_categories.id')
        .on('category_text.lang', '=', lang),
    );
}

/**
 * The landing page in `lang`: the cards and the categories' articles whose title contains `q`;
 * categories left without an article are dropped.
 */
export async function helpCenter(
  db: Kysely<Database>,
  q: string,
  lang: FaqLanguage,
): Promise<HelpCenterResponse> {
  const needle = q.trim();
  let query = articlesIn(db, lang)
    .select((eb) => [
      'help_categories.id as category_id',
      eb.fn.coalesce('category_text.title', 'help_categories.title').as('category_title'),
      'help_categories.icon',
      'help_categories.kind',
      'help_articles.slug',
      eb.fn.coalesce('text.title', 'help_articles.title').as('title'),
      eb.fn.coalesce('text.card_subtitle', 'help_articles.card_subtitle').as('card_subtitle'),
      'help_articles.card_img',
    ])
    .orderBy('help_categories.position')
    .orderBy('help_articles.position');
  if (needle !== '')
    query = query.where((eb) =>
      containsText(eb.fn.coalesce('text.title', 'help_articles.title'), needle),
    );
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

/**
 * An article by slug in `lang` (the first category's first article without one), with its
 * group's list.
 */
export async function findArticle(
  db: Kysely<Database>,
  slug: string | undefined,
  lang: FaqLanguage,
): Promise<HelpArticle | undefined> {
  let query = articlesIn(db, lang).select((eb) => [
    'help_articles.id',
    'help_articles.slug',
    'help_articles.category_id',
    'help_articles.last_updated',
    'help_articles.product_img',
    'help_articles.checkout_img',
    'help_articles.helpful_yes',
    'help_articles.helpful_no',
    eb.fn.coalesce('text.title', 'help_articles.title').as('title'),
    eb.fn.coalesce('text.product_content', 'help_articles.product_content').as('product_content'),
    eb.fn
      .coalesce('text.checkout_content', 'help_articles.checkout_content')
      .as('checkout_content'),
    eb.fn.coalesce('category_text.title', 'help_categories.title').as('category_title'),
  ]);
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
  const articleList = await articlesIn(db, lang)
    .select((eb) => [
      'help_articles.slug',
      eb.fn.coalesce('text.title', 'help_articles.title').as('title'),
    ])
    .where('help_articles.category_id', '=', row.category_id)
    .orderBy('help_articles.position')
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
