import type { FaqLanguage, HelpCenterCard, HelpCenterCategory } from '@portal/contract';
import {
  CARD_GROUP_TITLES,
  HELP_CATEGORIES,
  KEEP_LEARNING_CARDS,
  POPULAR_CARDS,
  type ArticleSource,
  type ArticleText,
  type CardSource,
} from './help-center-content';
import { ICON_PATHS, type IconName } from './icon-paths';
import { iconImage } from './svg-image';

/** Categories of the articles behind the cards (their English titles). */
export const POPULAR_GROUP = CARD_GROUP_TITLES.popular.en;
export const KEEP_LEARNING_GROUP = CARD_GROUP_TITLES.keepLearning.en;

/** The languages other than English: their text sits beside the English one. */
const OTHER_LANGUAGES = ['fr', 'es', 'ar'] as const satisfies readonly FaqLanguage[];

export interface HelpArticleSeed {
  slug: string;
  category: string;
  title: string;
  lastUpdated: string;
  productContent: string;
  checkoutContent: string;
  checkoutImg: string;
  productImg: string;
  helpfulYes: number;
  helpfulNo: number;
}

/** A group's or an article's text in French, Spanish or Arabic. */
export interface HelpTranslationsSeed {
  categories: { category: string; lang: FaqLanguage; title: string }[];
  articles: {
    slug: string;
    lang: FaqLanguage;
    title: string;
    productContent: string;
    checkoutContent: string;
    subtitle: string | null;
  }[];
}

export interface HelpCenterSeed {
  popularArticles: HelpCenterCard[];
  keepLearning: HelpCenterCard[];
  categories: HelpCenterCategory[];
  articles: HelpArticleSeed[];
  translations: HelpTranslationsSeed;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The article's paragraph (`productContent`) and its steps (`checkoutContent`), as HTML. */
const contents = (text: ArticleText) => ({
  productContent: `<p>${escapeHtml(text.intro)}</p>`,
  checkoutContent: `<ol>${text.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
});

const picture = (icon: IconName, hue: number, width = 640, height = 320) =>
  iconImage({ width, height, hue, path: ICON_PATHS[icon] });

/** The help center: categories of articles and two groups of cards, in four languages. */
export function seedHelpCenter(): HelpCenterSeed {
  const articles: HelpArticleSeed[] = [];
  const translations: HelpTranslationsSeed = { categories: [], articles: [] };

  const addArticle = (
    article: ArticleSource,
    category: string,
    pictures: { product: IconName; hue: number },
    subtitle?: CardSource['subtitle'],
  ) => {
    articles.push({
      slug: article.slug,
      category,
      title: article.text.en.title,
      lastUpdated: article.updated,
      ...contents(article.text.en),
      productImg: picture(pictures.product, pictures.hue),
      checkoutImg: picture('listCheck3', pictures.hue + 120),
      helpfulYes: 0,
      helpfulNo: 0,
    });
    for (const lang of OTHER_LANGUAGES)
      translations.articles.push({
        slug: article.slug,
        lang,
        title: article.text[lang].title,
        ...contents(article.text[lang]),
        subtitle: subtitle?.[lang] ?? null,
      });
  };
  const addCategoryTitles = (title: Record<FaqLanguage, string>) => {
    for (const lang of OTHER_LANGUAGES)
      translations.categories.push({ category: title.en, lang, title: title[lang] });
  };

  const cardGroup = (cards: CardSource[], group: Record<FaqLanguage, string>) => {
    addCategoryTitles(group);
    for (const card of cards)
      addArticle(card, group.en, { product: card.picture, hue: card.hue }, card.subtitle);
    return cards.map((card): HelpCenterCard => ({
      slug: card.slug,
      title: card.text.en.title,
      subtitle: card.subtitle.en,
      img: picture(card.picture, card.hue, 120, 120),
    }));
  };

  const popularArticles = cardGroup(POPULAR_CARDS, CARD_GROUP_TITLES.popular);
  const categories = HELP_CATEGORIES.map((category, index): HelpCenterCategory => {
    addCategoryTitles(category.title);
    for (const article of category.articles)
      addArticle(article, category.title.en, { product: category.picture, hue: index * 50 });
    return {
      title: category.title.en,
      icon: category.icon,
      articles: category.articles.map((article) => ({
        slug: article.slug,
        title: article.text.en.title,
      })),
    };
  });
  const keepLearning = cardGroup(KEEP_LEARNING_CARDS, CARD_GROUP_TITLES.keepLearning);
  return { popularArticles, keepLearning, categories, articles, translations };
}
