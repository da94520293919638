import type { HelpCenterCard, HelpCenterCategory } from '@portal/contract';
import { svgImage } from './svg-image';

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const CATEGORIES: [string, string, string[]][] = [
  [
    'Buying',
    'ri-shopping-cart-2-line',
    [
      'What are Favourites?',
      'How do I purchase an item?',
      'How do I add or change my details?',
      'How do refunds work?',
      'Can I Get A Refund?',
      "I'm trying to find a specific item",
    ],
  ],
  [
    'Item Support',
    'ri-question-line',
    [
      'What is Item Support?',
      'How to contact an author?',
      'Where Is My Purchase Code?',
      'Extend or renew Item Support',
      'Item Support FAQ',
      'Why has my item been removed?',
    ],
  ],
  [
    'Licenses',
    'ri-file-text-line',
    [
      'Can I use the same license for the same',
      'How to contact an author?',
      "I'm making a test site - it's not for",
      'which license do I need?',
      'I want to make multiple end products',
      'For logo what license do I need?',
    ],
  ],
  [
    'Template Kits',
    'ri-layout-4-line',
    [
      'Template Kits',
      'Elementor Template Kits: PHP Zip',
      'Template Kits - Imported template',
      'Troubleshooting Import Problems',
      'How to use the WordPress Plugin?',
      'How to use the Template Kit Import',
    ],
  ],
  [
    'Account & Password',
    'ri-lock-password-line',
    [
      'Signing in with a social account',
      'Locked Out of Account',
      "I'm not receiving the verification email",
      'Forgotten Username Or Password',
      'New password not accepted',
      'What is Sign In Verification?',
    ],
  ],
  [
    'Account Settings',
    'ri-user-settings-line',
    [
      'How do I change my password?',
      'How do I change my username?',
      'How do I close my account?',
      'How do I change my email address?',
      'How can I regain access to my account?',
      'Are RSS feeds available on Market?',
    ],
  ],
];

/** Categories of the articles behind the cards. */
export const POPULAR_GROUP = 'Popular Articles';
export const KEEP_LEARNING_GROUP = 'Keep Learning';

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

export interface HelpCenterSeed {
  popularArticles: HelpCenterCard[];
  keepLearning: HelpCenterCard[];
  categories: HelpCenterCategory[];
  articles: HelpArticleSeed[];
}

export function seedHelpCenter(): HelpCenterSeed {
  const used = new Set<string>();
  const categories: HelpCenterCategory[] = CATEGORIES.map(([title, icon, titles]) => ({
    title,
    icon,
    articles: titles.map((articleTitle) => {
      let slug = slugify(articleTitle);
      // The same title may sit in two categories: keep the slugs unique.
      if (used.has(slug)) slug = `${slug}-${slugify(title)}`;
      used.add(slug);
      return { slug, title: articleTitle };
    }),
  }));
  const articles: HelpArticleSeed[] = categories.flatMap((category, categoryIndex) =>
    category.articles.map((article, index) => ({
      slug: article.slug,
      category: category.title,
      title: article.title,
      lastUpdated: `${index + 1} ${index === 0 ? 'month' : 'months'} ago - Updated`,
      productContent: `<p>${article.title} The short answer is below; the steps after it show where to click.</p><p>Open the item page and use the button in the side panel. The change is saved at once and you can undo it from your account.</p>`,
      checkoutContent: `<p>When you are ready, go to the checkout: your cart lists each item with its licence and price.</p><ol><li>Check the items and licences.</li><li>Choose a payment method.</li><li>Confirm: the receipt arrives by email within 24 hours.</li></ol>`,
      productImg: svgImage({
        width: 640,
        height: 320,
        hue: categoryIndex * 50 + index * 9,
        label: 'Product page',
      }),
      checkoutImg: svgImage({
        width: 640,
        height: 320,
        hue: categoryIndex * 50 + index * 9 + 120,
        label: 'Checkout',
      }),
      helpfulYes: 0,
      helpfulNo: 0,
    })),
  );
  const card = (slug: string, title: string, subtitle: string, hue: number): HelpCenterCard => ({
    slug,
    title,
    subtitle,
    img: svgImage({ width: 120, height: 120, hue, label: title.slice(0, 1) }),
  });
  const popularArticles = [
    card(
      'getting-started',
      'Getting Started',
      'Whether you are new or you are a power user, this article will help you',
      210,
    ),
    card('first-steps', 'First Steps', 'Are you a new customer wondering how to get started?', 150),
    card(
      'external-content',
      'Add External Content',
      'This article will show you how to expand the functionality of App',
      30,
    ),
  ];
  const keepLearning = [
    card(
      'blogging',
      'Blogging',
      'Expert tips and tools to improve your website or online store using blog.',
      280,
    ),
    card(
      'inspiration-center',
      'Inspiration Center',
      'Inspiration from experts to help you start and grow your big ideas.',
      330,
    ),
    card(
      'community',
      'Community',
      'A group of people living in the same place or having a particular.',
      90,
    ),
  ];
  const cardArticles = (group: string, cards: HelpCenterCard[], hue: number): HelpArticleSeed[] =>
    cards.map((item, index) => ({
      slug: item.slug,
      category: group,
      title: item.title,
      lastUpdated: `${index + 2} weeks ago - Updated`,
      productContent: `<p>${item.subtitle}</p><p>Start from the dashboard: every section has a short guide and a link to the matching article.</p>`,
      checkoutContent:
        '<p>Need more? Browse the categories below or contact support from the help menu.</p>',
      productImg: svgImage({ width: 640, height: 320, hue: hue + index * 20, label: item.title }),
      checkoutImg: svgImage({
        width: 640,
        height: 320,
        hue: hue + index * 20 + 120,
        label: 'Next steps',
      }),
      helpfulYes: 0,
      helpfulNo: 0,
    }));
  return {
    popularArticles,
    keepLearning,
    categories,
    articles: [
      ...cardArticles(POPULAR_GROUP, popularArticles, 200),
      ...articles,
      ...cardArticles(KEEP_LEARNING_GROUP, keepLearning, 280),
    ],
  };
}
