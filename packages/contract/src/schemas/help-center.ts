import { z } from 'zod';
import { FAQ_LANGUAGES } from './pages-ui';

export const helpCenterCardSchema = z.object({
  slug: z.string(),
  title: z.string(),
  img: z.string(),
  subtitle: z.string(),
});
export type HelpCenterCard = z.infer<typeof helpCenterCardSchema>;

export const helpCenterCategorySchema = z.object({
  title: z.string(),
  /** A Remix icon name, e.g. `ri-global-line`. */
  icon: z.string(),
  articles: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type HelpCenterCategory = z.infer<typeof helpCenterCategorySchema>;

/**
 * GET /api/pages/help-center (spec 3); `q` keeps the articles whose title (in the answer's
 * language) contains it.
 */
export const helpCenterResponseSchema = z.object({
  popularArticles: z.array(helpCenterCardSchema),
  allArticles: z.array(helpCenterCategorySchema),
  keepLearning: z.array(helpCenterCardSchema),
});
export type HelpCenterResponse = z.infer<typeof helpCenterResponseSchema>;

/**
 * The help center is written in the portal's languages, as the FAQ is: `lang`, else the request's
 * Accept-Language when it is one of them, else English.
 */
const helpLanguageSchema = z.enum(FAQ_LANGUAGES).optional();

export const helpCenterQuerySchema = z.object({
  q: z.string().max(100).default(''),
  lang: helpLanguageSchema,
});

export const helpArticleSchema = z.object({
  slug: z.string(),
  /** The category the article belongs to. */
  category: z.string(),
  title: z.string(),
  /** The day the article was last changed (`YYYY-MM-DD`). */
  lastUpdated: z.string(),
  /** HTML: sanitise before rendering. */
  productContent: z.string(),
  /** HTML: sanitise before rendering. */
  checkoutContent: z.string(),
  /** Titles of the category's articles. */
  articleList: z.array(z.object({ slug: z.string(), title: z.string() })),
  checkoutImg: z.string(),
  productImg: z.string(),
  helpful: z.object({ yes: z.number(), no: z.number() }),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** GET /api/pages/help-center/article query: the article (default the first one). */
export const helpArticleQuerySchema = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, digits and hyphens')
    .optional(),
  lang: helpLanguageSchema,
});

/** POST /api/pages/help-center/article/feedback: "Was this helpful?". */
export const helpArticleFeedbackBodySchema = z.object({
  slug: z.string().min(1).max(100),
  helpful: z.boolean(),
});

export const HELP_CENTER_MESSAGES = { articleNotFound: 'Article not found' } as const;
