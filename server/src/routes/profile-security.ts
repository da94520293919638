import {
  changePasswordBodySchema,
  newApiKeyBodySchema,
  twoStepCodeBodySchema,
} from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { parseBody } from '../http/validate';
import {
  apiKeysOf,
  changePassword,
  createApiKey,
  disableTwoStep,
  enableTwoStep,
  listSessions,
  revokeApiKey,
  revokeSession,
  setUpTwoStep,
  signOutOtherSessions,
} from '../services/profile-security';
import { sessionCaller } from './profile-caller';

/** The security tab: password, two-step sign-in, sessions, API keys (a session only, no key). */
export const profileSecurityRoutes = new Hono<AppEnv>()
  .post('/profile/password', async (c) => {
    const caller = await sessionCaller(c);
    const body = await parseBody(c, changePasswordBodySchema);
    await changePassword(c.var.deps, caller, body);
    return c.body(null, 204);
  })
  .post('/profile/two-step/setup', async (c) => {
    const caller = await sessionCaller(c);
    return c.json(await setUpTwoStep(c.var.deps, caller), 201);
  })
  .post('/profile/two-step/enable', async (c) => {
    const caller = await sessionCaller(c);
    const { code } = await parseBody(c, twoStepCodeBodySchema);
    return c.json(await enableTwoStep(c.var.deps, caller, code));
  })
  .post('/profile/two-step/disable', async (c) => {
    const caller = await sessionCaller(c);
    const { code } = await parseBody(c, twoStepCodeBodySchema);
    await disableTwoStep(c.var.deps, caller, code);
    return c.body(null, 204);
  })
  .get('/profile/sessions', async (c) =>
    c.json(await listSessions(c.var.deps, await sessionCaller(c))),
  )
  .delete('/profile/sessions/:id', async (c) => {
    const caller = await sessionCaller(c);
    await revokeSession(c.var.deps, caller, c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/profile/sessions/sign-out-others', async (c) => {
    await signOutOtherSessions(c.var.deps, await sessionCaller(c));
    return c.body(null, 204);
  })
  .get('/profile/api-keys', async (c) =>
    c.json(await apiKeysOf(c.var.deps, await sessionCaller(c))),
  )
  .post('/profile/api-keys', async (c) => {
    const caller = await sessionCaller(c);
    const body = await parseBody(c, newApiKeyBodySchema);
    return c.json(await createApiKey(c.var.deps, caller, body), 201);
  })
  .delete('/profile/api-keys/:id', async (c) => {
    const caller = await sessionCaller(c);
    await revokeApiKey(c.var.deps, caller, c.req.param('id'));
    return c.body(null, 204);
  });
