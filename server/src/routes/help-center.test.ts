import { beforeEach, describe, expect, it } from 'vitest';
import { helpArticleSchema, helpCenterResponseSchema } from '@portal/contract';
import { call, seedData, signIn, testDb, useTestApp } from '../testing';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function landing(query = '') {
  const { status, body } = await call(`/api/pages/help-center${query}`, { token: admin });
  expect(status).toBe(200);
  return helpCenterResponseSchema.parse(body);
}

const post = (json: unknown, token = admin) =>
  call('/api/pages/help-center/article/feedback', { method: 'POST', json, token });

const storedFeedback = async (slug: string) =>
  testDb()
    .selectFrom('help_articles')
    .select(['helpful_yes', 'helpful_no'])
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();

describe('help center API', () => {
  it('answers popular articles, categories and keep learning', async () => {
    const data = await landing();
    expect(data.popularArticles.map((a) => a.title)).toEqual([
      'Getting Started',
      'First Steps',
      'Add External Content',
    ]);
    expect(data.keepLearning.map((a) => a.slug)).toEqual([
      'blogging',
      'inspiration-center',
      'community',
    ]);
    expect(data.allArticles.map((c) => c.title)).toEqual([
      'Buying',
      'Item Support',
      'Licenses',
      'Template Kits',
      'Account & Password',
      'Account Settings',
    ]);
    expect(data.allArticles.every((c) => c.articles.length === 6 && c.icon.startsWith('ri-'))).toBe(
      true,
    );
    expect(Object.keys(data.popularArticles[0] ?? {}).sort()).toEqual([
      'img',
      'slug',
      'subtitle',
      'title',
    ]);
    const seed = seedData();
    expect(data).toEqual({
      popularArticles: seed.helpCards.popularArticles,
      allArticles: seed.helpCategories,
      keepLearning: seed.helpCards.keepLearning,
    });
  });

  it('q really filters: only matching articles and the categories that hold them', async () => {
    const data = await landing('?q=REFUND');
    expect(data.allArticles).toEqual([
      expect.objectContaining({
        title: 'Buying',
        articles: [
          { slug: 'how-do-refunds-work', title: 'How do refunds work?' },
          { slug: 'can-i-get-a-refund', title: 'Can I Get A Refund?' },
        ],
      }),
    ]);
    expect(data.popularArticles).toEqual([]);
    const none = await landing('?q=zebra');
    expect(none.allArticles).toEqual([]);
    const cards = await landing('?q=first');
    expect(cards.popularArticles.map((a) => a.slug)).toEqual(['first-steps']);
    expect(cards.keepLearning).toEqual([]);
  });

  it('answers an article by slug with its category list; the default article without a slug', async () => {
    const byDefault = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article', { token: admin })).body,
    );
    expect(byDefault).toMatchObject({ slug: 'what-are-favourites', category: 'Buying' });
    const { status, body } = await call(
      '/api/pages/help-center/article?slug=locked-out-of-account',
      {
        token: admin,
      },
    );
    expect(status).toBe(200);
    const article = helpArticleSchema.parse(body);
    expect(article.title).toBe('Locked Out of Account');
    expect(article.articleList).toHaveLength(6);
    expect(article.lastUpdated).toMatch(/Updated$/);
    const record = seedData().helpArticles.find((a) => a.slug === 'locked-out-of-account');
    expect(article).toMatchObject({
      productContent: record?.productContent,
      checkoutContent: record?.checkoutContent,
      productImg: record?.productImg,
      checkoutImg: record?.checkoutImg,
      helpful: { yes: 0, no: 0 },
    });
    const popular = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article?slug=getting-started', { token: admin })).body,
    );
    expect(popular.articleList.map((a) => a.slug)).toEqual([
      'getting-started',
      'first-steps',
      'external-content',
    ]);
    expect(await call('/api/pages/help-center/article?slug=nope', { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'Article not found' },
    });
    expect(
      (await call('/api/pages/help-center/article?slug=%3Cb%3E', { token: admin })).status,
    ).toBe(400);
  });

  it('records "Was this helpful?"', async () => {
    expect(await post({ slug: 'community', helpful: true })).toMatchObject({
      status: 201,
      body: { yes: 1, no: 0 },
    });
    await post({ slug: 'community', helpful: false });
    const article = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article?slug=community', { token: admin })).body,
    );
    expect(article.helpful).toEqual({ yes: 1, no: 1 });
    expect((await post({ slug: 'community' })).status).toBe(400);
    expect((await post({ slug: 'nope', helpful: true })).status).toBe(404);
  });

  it('counts every one of concurrent answers (one atomic update each)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => post({ slug: 'blogging', helpful: index % 4 !== 0 })),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await storedFeedback('blogging')).toEqual({ helpful_yes: 6, helpful_no: 2 });
  });

  it('needs a session, and the HelpFeedback ability to answer', async () => {
    expect((await call('/api/pages/help-center')).status).toBe(401);
    expect((await call('/api/pages/help-center/article')).status).toBe(401);
    const client = await signIn('client@demo.com', 'client');
    expect(await post({ slug: 'community', helpful: true }, client)).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(await storedFeedback('community')).toEqual({ helpful_yes: 0, helpful_no: 0 });
  });
});
