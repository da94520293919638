import { newUserBodySchema, usersQuerySchema } from '@portal/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { parseBody, parseId, parseQuery } from '../http/validate';
import { createUser, deleteUser, getUser, listUsers } from '../services/users';

/** The template's user app (spec 7). Reading needs a session; changes need the User ability. */
export const usersRoutes = new Hono<AppEnv>()
  .get('/apps/users', async (c) => {
    await authenticate(c);
    return c.json(await listUsers(c.var.deps, parseQuery(c, usersQuerySchema)));
  })
  .get('/apps/users/:id', async (c) => {
    await authenticate(c);
    return c.json(await getUser(c.var.deps, parseId(c.req.param('id'))));
  })
  .delete('/apps/users/:id', async (c) => {
    await authorize(c, 'delete', 'User');
    await deleteUser(c.var.deps, parseId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/apps/users', async (c) => {
    await authorize(c, 'create', 'User');
    const body = await parseBody(c, newUserBodySchema);
    return c.json(await createUser(c.var.deps, body), 201);
  });
