import { beforeEach, describe, expect, it } from 'vitest';
import { helpArticleSchema, helpCenterResponseSchema } from '@portal/contract';
import { arrangeHelpTextsGone, call, seedData, signIn, storedRows, useTestApp } from '../testing';

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

const storedFeedback = async (slug: string) => {
  const article = (await storedRows('help_articles')).find((row) => row.slug === slug);
  if (!article) throw new Error(`no article ${slug}`);
  return { helpful_yes: article.helpful_yes, helpful_no: article.helpful_no };
};

describe('help center API', () => {
  it('answers popular articles, categories and keep learning: a hosting company’s help', async () => {
    const data = await landing();
    expect(data.popularArticles.map((a) => a.title)).toEqual([
      'Getting started',
      'Choosing a plan',
      'Securing your account',
    ]);
    expect(data.keepLearning.map((a) => a.slug)).toEqual([
      'speed-up-your-site',
      'maintenance-and-status',
      'getting-the-most-from-support',
    ]);
    expect(data.allArticles.map((c) => c.title)).toEqual([
      'Domains & DNS',
      'E-mail',
      'SSL certificates',
      'Backups & restores',
      'VPS & servers',
      'Migrations',
      'Billing & account',
    ]);
    expect(data.allArticles.every((c) => c.articles.length === 3 && c.icon.startsWith('ri-'))).toBe(
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

  it('has whole sentences and pictures of icons, not letters', async () => {
    const data = await landing();
    for (const card of [...data.popularArticles, ...data.keepLearning]) {
      expect(card.subtitle).toMatch(/\.$/);
      const svg = atob(card.img.replace('data:image/svg+xml;base64,', ''));
      expect(svg).toContain('<path');
      expect(svg).not.toContain('<text');
    }
    for (const article of seedData().helpArticles) {
      expect(article.productContent).toMatch(/^<p>.+\.<\/p>$/);
      expect(article.checkoutContent).toMatch(/^<ol>(<li>[^<]+[.?]<\/li>)+<\/ol>$/);
      expect(article.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('q really filters: only matching articles and the categories that hold them', async () => {
    const data = await landing('?q=DNS');
    expect(data.allArticles).toEqual([
      expect.objectContaining({
        title: 'Domains & DNS',
        articles: [
          { slug: 'why-dns-changes-take-time', title: 'Why DNS changes take time to show' },
        ],
      }),
      expect.objectContaining({
        title: 'Migrations',
        articles: [
          { slug: 'switch-dns-without-downtime', title: 'Switching DNS without downtime' },
        ],
      }),
    ]);
    expect(data.popularArticles).toEqual([]);
    const none = await landing('?q=zebra');
    expect(none.allArticles).toEqual([]);
    const cards = await landing('?q=account');
    expect(cards.popularArticles.map((a) => a.slug)).toEqual(['secure-your-account']);
    expect(cards.allArticles).toEqual([]);
    expect(cards.keepLearning).toEqual([]);
  });

  it('answers in French, Spanish and Arabic (lang, else Accept-Language), and searches that text', async () => {
    const seed = seedData();
    for (const lang of ['fr', 'es', 'ar'] as const) {
      const data = await landing(`?lang=${lang}`);
      const titles = seed.helpTranslations.categories.filter((c) => c.lang === lang);
      expect(data.allArticles.map((c) => c.title)).toEqual(
        seed.helpCategories.map((c) => titles.find((t) => t.category === c.title)?.title),
      );
      const texts = seed.helpTranslations.articles.filter((a) => a.lang === lang);
      for (const card of data.popularArticles)
        expect(card).toMatchObject(
          (({ title, subtitle }) => ({ title, subtitle }))(
            texts.find((t) => t.slug === card.slug) ?? { title: '', subtitle: '' },
          ),
        );
    }
    const french = await landing('?lang=fr&q=DOMAINE');
    expect(french.allArticles.flatMap((c) => c.articles.map((a) => a.title))).toEqual([
      'Enregistrer ou transférer un domaine',
      'Faire pointer un domaine vers votre site',
    ]);
    const { body } = await call('/api/pages/help-center', {
      token: admin,
      headers: { 'Accept-Language': 'es-AR,es;q=0.9' },
    });
    expect(helpCenterResponseSchema.parse(body).allArticles[0]?.title).toBe('Dominios y DNS');
    expect((await call('/api/pages/help-center?lang=de', { token: admin })).status).toBe(400);
  });

  it('answers an article by slug with its category list; the default article without a slug', async () => {
    const byDefault = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article', { token: admin })).body,
    );
    expect(byDefault).toMatchObject({
      slug: 'register-or-transfer-a-domain',
      category: 'Domains & DNS',
    });
    const { status, body } = await call('/api/pages/help-center/article?slug=resize-a-vps', {
      token: admin,
    });
    expect(status).toBe(200);
    const article = helpArticleSchema.parse(body);
    expect(article.title).toBe('Resizing a VPS');
    expect(article.category).toBe('VPS & servers');
    expect(article.articleList).toHaveLength(3);
    expect(article.lastUpdated).toBe('2026-10-02');
    const record = seedData().helpArticles.find((a) => a.slug === 'resize-a-vps');
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
    expect(popular.category).toBe('Popular articles');
    expect(popular.articleList.map((a) => a.slug)).toEqual([
      'getting-started',
      'choosing-a-plan',
      'secure-your-account',
    ]);
    expect(await call('/api/pages/help-center/article?slug=nope', { token: admin })).toMatchObject({
      status: 404,
      body: { message: 'Article not found' },
    });
    expect(
      (await call('/api/pages/help-center/article?slug=%3Cb%3E', { token: admin })).status,
    ).toBe(400);
  });

  it('answers an article in the language asked for, its category and list too', async () => {
    const arabic = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article?slug=resize-a-vps&lang=ar', { token: admin }))
        .body,
    );
    const text = seedData().helpTranslations.articles.find(
      (a) => a.slug === 'resize-a-vps' && a.lang === 'ar',
    );
    expect(arabic).toMatchObject({
      title: 'تغيير حجم خادم افتراضي',
      category: 'الخوادم الافتراضية والمخصصة',
      productContent: text?.productContent,
      checkoutContent: text?.checkoutContent,
      lastUpdated: '2026-10-02',
    });
    expect(arabic.articleList.map((a) => a.title)).toContain('تغيير حجم خادم افتراضي');
    const french = helpArticleSchema.parse(
      (
        await call('/api/pages/help-center/article?slug=getting-started', {
          token: admin,
          headers: { 'Accept-Language': 'fr-FR' },
        })
      ).body,
    );
    expect(french).toMatchObject({ title: 'Bien démarrer', category: 'Articles populaires' });
  });

  it('falls back to English for an article without text in the language', async () => {
    await arrangeHelpTextsGone('es');
    const article = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article?slug=resize-a-vps&lang=es', { token: admin }))
        .body,
    );
    expect(article).toMatchObject({ title: 'Resizing a VPS', category: 'VPS y servidores' });
  });

  it('records "Was this helpful?"', async () => {
    expect(await post({ slug: 'secure-your-account', helpful: true })).toMatchObject({
      status: 201,
      body: { yes: 1, no: 0 },
    });
    await post({ slug: 'secure-your-account', helpful: false });
    const article = helpArticleSchema.parse(
      (await call('/api/pages/help-center/article?slug=secure-your-account', { token: admin }))
        .body,
    );
    expect(article.helpful).toEqual({ yes: 1, no: 1 });
    expect((await post({ slug: 'secure-your-account' })).status).toBe(400);
    expect((await post({ slug: 'nope', helpful: true })).status).toBe(404);
  });

  it('counts every one of concurrent answers (one atomic update each)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post({ slug: 'speed-up-your-site', helpful: index % 4 !== 0 }),
      ),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await storedFeedback('speed-up-your-site')).toEqual({ helpful_yes: 6, helpful_no: 2 });
  });

  it('needs a session, and the HelpFeedback ability to answer', async () => {
    expect((await call('/api/pages/help-center')).status).toBe(401);
    expect((await call('/api/pages/help-center/article')).status).toBe(401);
    const client = await signIn('client@demo.com', 'client');
    expect(await post({ slug: 'secure-your-account', helpful: true }, client)).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect(await storedFeedback('secure-your-account')).toEqual({ helpful_yes: 0, helpful_no: 0 });
  });
});
