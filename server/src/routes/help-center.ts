import {
  helpArticleFeedbackBodySchema,
  helpArticleQuerySchema,
  helpCenterQuerySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseQuery } from '../http/validate';
import { getHelpArticle, getHelpCenter, recordHelpFeedback } from '../services/help-center';

/**
 * The help center (spec 7): landing page, articles (in `lang` or the Accept-Language, as the FAQ),
 * "Was this helpful?" (HelpFeedback).
 */
export const helpCenterRoutes = new Hono<AppEnv>()
  .get('/pages/help-center', async (c) => {
    await authenticate(c);
    const { q, lang } = parseQuery(c, helpCenterQuerySchema);
    const acceptLanguage = c.req.header('accept-language');
    return c.json(await getHelpCenter(c.var.deps, q, { lang, acceptLanguage }));
  })
  .get('/pages/help-center/article', async (c) => {
    await authenticate(c);
    const { slug, lang } = parseQuery(c, helpArticleQuerySchema);
    const acceptLanguage = c.req.header('accept-language');
    return c.json(await getHelpArticle(c.var.deps, slug, { lang, acceptLanguage }));
  })
  .post('/pages/help-center/article/feedback', async (c) => {
    await authorize(c, 'create', 'HelpFeedback');
    const body = await parseBody(c, helpArticleFeedbackBodySchema);
    return c.json(await recordHelpFeedback(c.var.deps, body.slug, body.helpful), 201);
  });
