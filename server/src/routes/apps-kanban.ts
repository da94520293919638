import {
  kanbanAddBoardBodySchema,
  kanbanAddItemBodySchema,
  kanbanBoardStateBodySchema,
  kanbanItemStateBodySchema,
  kanbanRenameBoardBodySchema,
  kanbanUpdateItemBodySchema,
} from '@portal/contract';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppDeps, AppEnv } from '../context';
import { authenticate, authorize } from '../http/caller';
import { HttpError } from '../http/errors';
import { parseBody, parseId } from '../http/validate';
import { readVersioned, writeVersioned } from '../http/versions';
import {
  addBoard,
  addItem,
  deleteBoard,
  deleteItem,
  getItem,
  getKanban,
  moveItems,
  orderBoards,
  renameBoard,
  updateItem,
} from '../services/apps-kanban';

/** parseBody, with the first field error repeated as `message`: every kanban refusal says why. */
async function parseKanbanBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  try {
    return await parseBody(c, schema);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    const { errors } = error.body as { errors: Record<string, string[]> };
    const message = Object.values(errors).flat()[0] ?? 'Invalid request';
    throw new HttpError(400, { message, errors });
  }
}

/** The card's detail answer (GET /apps/kanban/item/:id), for a 412's `current`. */
const current = (deps: AppDeps, id: number) => () => getItem(deps, id);

/** The kanban app (spec 7): reading needs a session, changes the Kanban ability. */
export const kanbanRoutes = new Hono<AppEnv>()
  .get('/apps/kanban', async (c) => {
    await authenticate(c);
    return c.json(await getKanban(c.var.deps));
  })
  .put('/apps/kanban/board/rename', async (c) => {
    await authorize(c, 'update', 'Kanban');
    const body = await parseKanbanBody(c, kanbanRenameBoardBodySchema);
    return c.json(await renameBoard(c.var.deps, body), 201);
  })
  .delete('/apps/kanban/board/:id', async (c) => {
    await authorize(c, 'delete', 'Kanban');
    await deleteBoard(c.var.deps, parseId(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/apps/kanban/board/add', async (c) => {
    await authorize(c, 'create', 'Kanban');
    const { title } = await parseKanbanBody(c, kanbanAddBoardBodySchema);
    return c.json(await addBoard(c.var.deps, title), 201);
  })
  .post('/apps/kanban/item/add', async (c) => {
    await authorize(c, 'create', 'Kanban');
    const body = await parseKanbanBody(c, kanbanAddItemBodySchema);
    return c.json(await addItem(c.var.deps, body), 201);
  })
  // One card with its version as `ETag` (the edit drawer's If-Match).
  .get('/apps/kanban/item/:id', async (c) => {
    await authenticate(c);
    const id = parseId(c.req.param('id'));
    return c.json(await readVersioned(c, 'kanban_items', id, () => getItem(c.var.deps, id)));
  })
  .put('/apps/kanban/item/update', async (c) => {
    const caller = await authorize(c, 'update', 'Kanban');
    const { item } = await parseKanbanBody(c, kanbanUpdateItemBodySchema);
    return c.json(
      await writeVersioned(
        c,
        'kanban_items',
        item.id,
        current(c.var.deps, item.id),
        (precondition) => updateItem(c.var.deps, caller, item, precondition),
      ),
      201,
    );
  })
  .delete('/apps/kanban/item/:id', async (c) => {
    const caller = await authorize(c, 'delete', 'Kanban');
    const id = parseId(c.req.param('id'));
    if (id === null) await deleteItem(c.var.deps, caller, id);
    else
      await writeVersioned(c, 'kanban_items', id, current(c.var.deps, id), (precondition) =>
        deleteItem(c.var.deps, caller, id, precondition),
      );
    c.header('ETag', undefined);
    return c.body(null, 204);
  })
  .put('/apps/kanban/item/state-update', async (c) => {
    const caller = await authorize(c, 'update', 'Kanban');
    const body = await parseKanbanBody(c, kanbanItemStateBodySchema);
    return c.json(await moveItems(c.var.deps, caller, body), 201);
  })
  .put('/apps/kanban/board/state-update', async (c) => {
    await authorize(c, 'update', 'Kanban');
    const ids = await parseKanbanBody(c, kanbanBoardStateBodySchema);
    return c.json(await orderBoards(c.var.deps, ids), 201);
  });
