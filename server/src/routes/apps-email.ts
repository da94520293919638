import { emailComposeBodySchema, emailsQuerySchema, emailUpdateBodySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseQuery } from '../http/validate';
import { composeEmail, listEmails, updateEmails } from '../services/apps-email';

/** The e-mail app (spec 7): reading needs a session, changes the Email ability. */
export const emailRoutes = new Hono<AppEnv>()
  .get('/apps/email', async (c) => {
    await authenticate(c);
    return c.json(await listEmails(c.var.deps, parseQuery(c, emailsQuerySchema)));
  })
  .post('/apps/email', async (c) => {
    await authorize(c, 'update', 'Email');
    await updateEmails(c.var.deps, await parseBody(c, emailUpdateBodySchema));
    return c.body(null, 201);
  })
  .post('/apps/email/compose', async (c) => {
    const caller = await authorize(c, 'create', 'Email');
    const body = await parseBody(c, emailComposeBodySchema);
    return c.json(await composeEmail(c.var.deps, caller, body), 201);
  });
