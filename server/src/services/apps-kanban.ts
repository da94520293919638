import {
  KANBAN_MESSAGES,
  type KanbanAddItemBody,
  type KanbanBoard,
  type KanbanData,
  type KanbanItem,
  type KanbanItemStateBody,
  type KanbanRenameBoardBody,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { lockApp } from '../repositories/app-locks.repository';
import * as kanban from '../repositories/kanban.repository';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';

/** A kanban refusal: 400 that says why (`message`) and where (`errors`). */
export const kanbanRefusal = (message: string, field: string) =>
  new HttpError(400, { message, errors: { [field]: [message] } });

/** Every kanban change runs here: one transaction, one writer at a time. */
function change<T>(deps: AppDeps, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    await lockApp(trx, 'kanban');
    return work(trx);
  });
}

async function boardOr404(db: Kysely<Database>, id: number | null): Promise<KanbanBoard> {
  const board = id === null ? undefined : await kanban.findBoard(db, id);
  if (!board) throw notFound(KANBAN_MESSAGES.boardNotFound);
  return board;
}

export async function getKanban(deps: AppDeps): Promise<KanbanData> {
  const [boards, items] = await Promise.all([
    kanban.listBoards(deps.db),
    kanban.listItems(deps.db),
  ]);
  return { boards, items };
}

/** One card (its detail answer: GET /apps/kanban/item/:id), or the 404 "Item not found". */
export async function getItem(deps: AppDeps, id: number | null): Promise<KanbanItem> {
  const item = id === null ? undefined : await kanban.findItem(deps.db, id);
  if (!item) throw notFound(KANBAN_MESSAGES.itemNotFound);
  return item;
}

/** Renames a board; a title another board has (case and spaces ignored) is refused. */
export function renameBoard(deps: AppDeps, { boardId, newName }: KanbanRenameBoardBody) {
  return change(deps, async (trx) => {
    const board = await boardOr404(trx, boardId);
    if (await kanban.boardTitleTaken(trx, newName, boardId))
      throw kanbanRefusal(KANBAN_MESSAGES.duplicateBoard, 'newName');
    await kanban.renameBoard(trx, boardId, newName);
    return { ...board, title: newName };
  });
}

/** Deletes a board with its cards: no card is left on no board. */
export function deleteBoard(deps: AppDeps, id: number | null) {
  return change(deps, async (trx) => {
    if (id === null || !(await kanban.deleteBoard(trx, id)))
      throw notFound(KANBAN_MESSAGES.boardNotFound);
  });
}

/** Adds a board last; a title that exists (case and spaces ignored) is refused. */
export function addBoard(deps: AppDeps, title: string) {
  return change(deps, async (trx) => {
    if (await kanban.boardTitleTaken(trx, title))
      throw kanbanRefusal(KANBAN_MESSAGES.duplicateBoard, 'title');
    return kanban.insertBoard(trx, title);
  });
}

/** Adds a card at the end of its board. */
export function addItem(deps: AppDeps, { itemTitle, boardId }: KanbanAddItemBody) {
  return change(deps, async (trx) => {
    const board = await boardOr404(trx, boardId);
    const item: KanbanItem = {
      id: await kanban.nextItemId(trx),
      title: itemTitle,
      dueDate: null,
      labels: [],
      members: [],
      comments: '',
      commentsCount: 0,
      attachments: 0,
      image: null,
    };
    await kanban.insertItems(trx, [
      { item, boardId: board.id, position: await kanban.nextItemPosition(trx, board.id) },
    ]);
    return item;
  });
}

/**
 * Replaces a card with the one sent (found by its id). With an expected version, only that
 * version is replaced (`StaleVersion` otherwise).
 */
export function updateItem(
  deps: AppDeps,
  caller: Caller,
  item: KanbanItem,
  precondition?: Precondition,
) {
  return change(deps, async (trx) => {
    if (!(await kanban.findItem(trx, item.id))) throw notFound(KANBAN_MESSAGES.itemNotFound);
    await claim(trx, 'kanban_items', item.id, caller, deps.clock.now(), precondition);
    if (!(await kanban.replaceItem(trx, item))) throw notFound(KANBAN_MESSAGES.itemNotFound);
    return item;
  });
}

/**
 * Deletes a card: it leaves every board. With an expected version, only that version is
 * deleted (`StaleVersion` otherwise).
 */
export function deleteItem(
  deps: AppDeps,
  caller: Caller,
  id: number | null,
  precondition?: Precondition,
) {
  return change(deps, async (trx) => {
    if (id === null || !(await kanban.findItem(trx, id)))
      throw notFound(KANBAN_MESSAGES.itemNotFound);
    await claim(trx, 'kanban_items', id, caller, deps.clock.now(), precondition);
    if (!(await kanban.deleteItem(trx, id))) throw notFound(KANBAN_MESSAGES.itemNotFound);
  });
}

/**
 * The board's cards in the order sent: every id an existing card, listed once. A card listed
 * here leaves its old board (one call moves a card). A card that changes board (taken over, or
 * left out) gets its next version; a card only reordered on its board keeps it.
 */
export function moveItems(deps: AppDeps, caller: Caller, { boardId, ids }: KanbanItemStateBody) {
  return change(deps, async (trx) => {
    await boardOr404(trx, boardId);
    const known = await kanban.existingItemIds(trx, ids);
    if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
      throw kanbanRefusal(KANBAN_MESSAGES.unknownItemIds, 'ids');
    const moved = [
      ...(await kanban.itemsOffBoard(trx, boardId, ids)),
      ...(await kanban.itemsLeavingBoard(trx, boardId, ids)),
    ];
    for (const id of moved) await claim(trx, 'kanban_items', id, caller, deps.clock.now());
    await kanban.setBoardItems(trx, boardId, ids);
    return boardOr404(trx, boardId);
  });
}

/** The boards in the order sent, which must list every board exactly once. */
export function orderBoards(deps: AppDeps, ids: readonly number[]) {
  return change(deps, async (trx) => {
    const existing = new Set(await kanban.boardIds(trx));
    if (
      ids.length !== existing.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !existing.has(id))
    )
      throw kanbanRefusal(KANBAN_MESSAGES.unknownBoardIds, 'body');
    await kanban.orderBoards(trx, ids);
    return kanban.listBoards(trx);
  });
}
