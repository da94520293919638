import { http } from 'msw';
import type { z } from 'zod';
import {
  KANBAN_MESSAGES,
  kanbanAddBoardBodySchema,
  kanbanAddItemBodySchema,
  kanbanBoardStateBodySchema,
  kanbanItemStateBodySchema,
  kanbanRenameBoardBodySchema,
  kanbanUpdateItemBodySchema,
  type KanbanItem,
} from '@portal/contract';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { EarlyResponse, json, messageResponse, noContent } from '../lib/http';
import { parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody } from '../lib/validate';

const SUBJECT = 'Kanban';

/** 400 that says why (`message`) and where (`errors`), as every kanban refusal does. */
function refuse(message: string, field: string): Response {
  return json({ message, errors: { [field]: [message] } }, 400);
}

/** parseBody, with the first field error repeated as `message` so every refusal says why. */
async function parseKanbanBody<S extends z.ZodType>(request: Request, schema: S) {
  try {
    return await parseBody(request, schema);
  } catch (error) {
    if (!(error instanceof EarlyResponse) || error.response.status !== 400) throw error;
    const body = (await error.response.clone().json()) as { errors: Record<string, string[]> };
    const message = Object.values(body.errors).flat()[0] ?? 'Invalid request';
    throw new EarlyResponse(json({ message, errors: body.errors }, 400));
  }
}

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;

function findBoard(id: number | null) {
  const board = getDb().kanbanBoards.find((b) => b.id === id);
  if (!board) throw new EarlyResponse(messageResponse(404, KANBAN_MESSAGES.boardNotFound));
  return board;
}

export const kanbanHandlers = [
  http.get(
    '/api/apps/kanban',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const db = getDb();
      return json({ boards: db.kanbanBoards, items: db.kanbanItems });
    }),
  ),

  http.put(
    '/api/apps/kanban/board/rename',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const { boardId, newName } = await parseKanbanBody(request, kanbanRenameBoardBodySchema);
      const board = findBoard(boardId);
      if (getDb().kanbanBoards.some((b) => b.id !== boardId && sameTitle(b.title, newName)))
        return refuse(KANBAN_MESSAGES.duplicateBoard, 'newName');
      board.title = newName;
      await commitDb();
      return json(board, 201);
    }),
  ),

  http.delete(
    '/api/apps/kanban/board/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', SUBJECT);
      const board = findBoard(parseId(params.id));
      const db = getDb();
      // The board's cards go with it: no card is left on no board.
      const gone = new Set(board.itemsIds);
      db.kanbanItems = db.kanbanItems.filter((item) => !gone.has(item.id));
      db.kanbanBoards = db.kanbanBoards.filter((b) => b.id !== board.id);
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/apps/kanban/board/add',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', SUBJECT);
      const { title } = await parseKanbanBody(request, kanbanAddBoardBodySchema);
      const db = getDb();
      if (db.kanbanBoards.some((b) => sameTitle(b.title, title)))
        return refuse(KANBAN_MESSAGES.duplicateBoard, 'title');
      const board = { id: nextId(db.kanbanBoards), title, itemsIds: [] };
      db.kanbanBoards.push(board);
      await commitDb();
      return json(board, 201);
    }),
  ),

  http.post(
    '/api/apps/kanban/item/add',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', SUBJECT);
      const { itemTitle, boardId } = await parseKanbanBody(request, kanbanAddItemBodySchema);
      const board = findBoard(boardId);
      const db = getDb();
      const item: KanbanItem = {
        id: nextId(db.kanbanItems),
        title: itemTitle,
        dueDate: null,
        labels: [],
        members: [],
        comments: '',
        commentsCount: 0,
        attachments: 0,
        image: null,
      };
      db.kanbanItems.push(item);
      board.itemsIds.push(item.id);
      await commitDb();
      return json(item, 201);
    }),
  ),

  http.put(
    '/api/apps/kanban/item/update',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const { item } = await parseKanbanBody(request, kanbanUpdateItemBodySchema);
      const db = getDb();
      const index = db.kanbanItems.findIndex((i) => i.id === item.id);
      if (index === -1) return messageResponse(404, KANBAN_MESSAGES.itemNotFound);
      db.kanbanItems[index] = item;
      await commitDb();
      return json(item, 201);
    }),
  ),

  http.delete(
    '/api/apps/kanban/item/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', SUBJECT);
      const id = parseId(params.id);
      const db = getDb();
      if (!db.kanbanItems.some((i) => i.id === id))
        return messageResponse(404, KANBAN_MESSAGES.itemNotFound);
      db.kanbanItems = db.kanbanItems.filter((i) => i.id !== id);
      for (const board of db.kanbanBoards) board.itemsIds = board.itemsIds.filter((i) => i !== id);
      await commitDb();
      return noContent();
    }),
  ),

  http.put(
    '/api/apps/kanban/item/state-update',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const { boardId, ids } = await parseKanbanBody(request, kanbanItemStateBodySchema);
      const board = findBoard(boardId);
      const db = getDb();
      const known = new Set(db.kanbanItems.map((i) => i.id));
      if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        return refuse(KANBAN_MESSAGES.unknownItemIds, 'ids');
      // A card lives on one board: listing it here takes it off any other board.
      const moved = new Set(ids);
      for (const other of db.kanbanBoards)
        if (other !== board) other.itemsIds = other.itemsIds.filter((id) => !moved.has(id));
      board.itemsIds = ids;
      await commitDb();
      return json(board, 201);
    }),
  ),

  http.put(
    '/api/apps/kanban/board/state-update',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'update', SUBJECT);
      const ids = await parseKanbanBody(request, kanbanBoardStateBodySchema);
      const db = getDb();
      const byId = new Map(db.kanbanBoards.map((b) => [b.id, b]));
      if (
        ids.length !== byId.size ||
        new Set(ids).size !== ids.length ||
        ids.some((id) => !byId.has(id))
      )
        return refuse(KANBAN_MESSAGES.unknownBoardIds, 'body');
      db.kanbanBoards = ids.flatMap((id) => byId.get(id) ?? []);
      await commitDb();
      return json(db.kanbanBoards, 201);
    }),
  ),
];
