import type { KanbanBoard, KanbanItem } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { insertMany } from '../db/seed/insert';

/** Statements that list ids stay this short (bound values per statement). */
const CHUNK = 1000;

const chunks = <T>(list: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK)
    out.push(list.slice(start, start + CHUNK));
  return out;
};

/** `case id when <id> then <position> ... end`: each id's place in `ids`. */
const positionOf = (ids: readonly number[], offset: number) =>
  sql<number>`case ${sql.ref('id')} ${sql.join(
    ids.map((id, index) => sql`when ${id} then ${sql.lit(offset + index)}`),
    sql` `,
  )} end`;

/** Boards in their order, each with its cards' ids in order. */
export async function listBoards(db: Kysely<Database>): Promise<KanbanBoard[]> {
  const [boards, items] = await Promise.all([
    db.selectFrom('kanban_boards').selectAll().orderBy('position').orderBy('id').execute(),
    db
      .selectFrom('kanban_items')
      .select(['id', 'board_id'])
      .where('board_id', 'is not', null)
      .orderBy('board_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const idsOf = new Map<number, number[]>();
  for (const item of items) {
    if (item.board_id === null) continue;
    const ids = idsOf.get(item.board_id);
    if (ids) ids.push(item.id);
    else idsOf.set(item.board_id, [item.id]);
  }
  return boards.map((board) => ({
    id: board.id,
    title: board.title,
    itemsIds: idsOf.get(board.id) ?? [],
  }));
}

export async function findBoard(
  db: Kysely<Database>,
  id: number,
): Promise<KanbanBoard | undefined> {
  const board = await db
    .selectFrom('kanban_boards')
    .select(['id', 'title'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!board) return undefined;
  const items = await db
    .selectFrom('kanban_items')
    .select('id')
    .where('board_id', '=', id)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...board, itemsIds: items.map((item) => item.id) };
}

/** Every board id, in no particular order. */
export async function boardIds(db: Kysely<Database>): Promise<number[]> {
  return (await db.selectFrom('kanban_boards').select('id').execute()).map((row) => row.id);
}

/** Whether another board has this title, ignoring case and surrounding spaces. */
export async function boardTitleTaken(
  db: Kysely<Database>,
  title: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('kanban_boards')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['title']), '=', title.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new board last in the order; its id is the largest + 1. */
export async function insertBoard(db: Kysely<Database>, title: string): Promise<KanbanBoard> {
  const row = await db
    .selectFrom('kanban_boards')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('position').as('position')])
    .executeTakeFirstOrThrow();
  const board = { id: (row.id ?? 0) + 1, title };
  await db
    .insertInto('kanban_boards')
    .values({
      ...board,
      position: row.position === null ? 0 : row.position + 1,
    })
    .execute();
  return { ...board, itemsIds: [] };
}

export async function insertBoards(db: Kysely<Database>, boards: readonly KanbanBoard[]) {
  await insertMany(
    db,
    'kanban_boards',
    boards.map((board, position) => ({ id: board.id, title: board.title, position })),
  );
}

export async function renameBoard(db: Kysely<Database>, id: number, title: string) {
  await db.updateTable('kanban_boards').set({ title }).where('id', '=', id).execute();
}

/** Deletes the board and its cards (false when it is gone). */
export async function deleteBoard(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('kanban_boards').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Puts the boards in the order of `ids`. */
export async function orderBoards(db: Kysely<Database>, ids: readonly number[]) {
  for (const [index, chunk] of chunks(ids).entries())
    await db
      .updateTable('kanban_boards')
      .set({ position: positionOf(chunk, index * CHUNK) })
      .where('id', 'in', chunk)
      .execute();
}

/** Every card, in the order they were added. */
export function listItems(db: Kysely<Database>): Promise<KanbanItem[]> {
  return readItems(db, null);
}

/** One card (its detail answer), or undefined when there is none. */
export async function findItem(db: Kysely<Database>, id: number): Promise<KanbanItem | undefined> {
  return (await readItems(db, id))[0];
}

/** The cards (`only` one, or all when null) with their labels and members. */
async function readItems(db: Kysely<Database>, only: number | null): Promise<KanbanItem[]> {
  const [items, labels, members] = await Promise.all([
    db
      .selectFrom('kanban_items')
      .selectAll()
      .$if(only !== null, (q) => q.where('id', '=', only ?? 0))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('kanban_item_labels')
      .selectAll()
      .$if(only !== null, (q) => q.where('item_id', '=', only ?? 0))
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('kanban_item_members')
      .selectAll()
      .$if(only !== null, (q) => q.where('item_id', '=', only ?? 0))
      .orderBy('item_id')
      .orderBy('position')
      .execute(),
  ]);
  const labelsOf = new Map<number, string[]>();
  for (const row of labels) {
    const list = labelsOf.get(row.item_id);
    if (list) list.push(row.label);
    else labelsOf.set(row.item_id, [row.label]);
  }
  const membersOf = new Map<number, KanbanItem['members']>();
  for (const row of members) {
    const member = { img: row.img, name: row.name };
    const list = membersOf.get(row.item_id);
    if (list) list.push(member);
    else membersOf.set(row.item_id, [member]);
  }
  return items.map((row) => ({
    id: row.id,
    title: row.title,
    dueDate: row.due_date,
    labels: labelsOf.get(row.id) ?? [],
    members: membersOf.get(row.id) ?? [],
    comments: row.comments,
    commentsCount: row.comments_count,
    attachments: row.attachments,
    image: row.image,
  }));
}

/** Which of `ids` are cards. */
export async function existingItemIds(db: Kysely<Database>, ids: readonly number[]) {
  const found = new Set<number>();
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('kanban_items')
      .select('id')
      .where('id', 'in', chunk)
      .execute();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/** A new card's id: the largest + 1. */
export async function nextItemId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('kanban_items')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

/** The position after the last card of the board. */
export async function nextItemPosition(db: Kysely<Database>, boardId: number): Promise<number> {
  const row = await db
    .selectFrom('kanban_items')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('board_id', '=', boardId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

const itemColumns = (item: KanbanItem) => ({
  title: item.title,
  due_date: item.dueDate,
  comments: item.comments,
  comments_count: item.commentsCount,
  attachments: item.attachments,
  image: item.image,
});

const labelRows = (item: KanbanItem) =>
  item.labels.map((label, position) => ({ item_id: item.id, position, label }));
const memberRows = (item: KanbanItem) =>
  item.members.map((member, position) => ({
    item_id: item.id,
    position,
    name: member.name,
    img: member.img,
  }));

/** Stores cards, each on a board (or none) at a position. */
export async function insertItems(
  db: Kysely<Database>,
  items: readonly { item: KanbanItem; boardId: number | null; position: number }[],
) {
  await insertMany(
    db,
    'kanban_items',
    items.map(({ item, boardId, position }) => ({
      id: item.id,
      board_id: boardId,
      position,
      ...itemColumns(item),
    })),
  );
  await insertMany(
    db,
    'kanban_item_labels',
    items.flatMap(({ item }) => labelRows(item)),
  );
  await insertMany(
    db,
    'kanban_item_members',
    items.flatMap(({ item }) => memberRows(item)),
  );
}

/** Writes the whole card (it stays on its board). False when there is no such card. */
export async function replaceItem(db: Kysely<Database>, item: KanbanItem): Promise<boolean> {
  const result = await db
    .updateTable('kanban_items')
    .set(itemColumns(item))
    .where('id', '=', item.id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('kanban_item_labels').where('item_id', '=', item.id).execute();
  await db.deleteFrom('kanban_item_members').where('item_id', '=', item.id).execute();
  await insertMany(db, 'kanban_item_labels', labelRows(item));
  await insertMany(db, 'kanban_item_members', memberRows(item));
  return true;
}

/** Deletes the card, so it leaves its board (false when it is gone). */
export async function deleteItem(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('kanban_items').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Which of `ids` are on another board than `boardId` (or on none): the cards a move takes over. */
export async function itemsOffBoard(
  db: Kysely<Database>,
  boardId: number,
  ids: readonly number[],
): Promise<number[]> {
  const found: number[] = [];
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('kanban_items')
      .select('id')
      .where('id', 'in', chunk)
      .where((eb) => eb.or([eb('board_id', 'is', null), eb('board_id', '!=', boardId)]))
      .execute();
    for (const row of rows) found.push(row.id);
  }
  return found;
}

/** The board's cards not in `ids`: they leave it (and are then on no board). */
export async function itemsLeavingBoard(
  db: Kysely<Database>,
  boardId: number,
  ids: readonly number[],
): Promise<number[]> {
  const keep = new Set(ids);
  const rows = await db
    .selectFrom('kanban_items')
    .select('id')
    .where('board_id', '=', boardId)
    .execute();
  return rows.map((row) => row.id).filter((id) => !keep.has(id));
}

/**
 * The board's cards become `ids`, in that order: a card listed here leaves the board it was on,
 * a card of this board not listed is on no board any more.
 */
export async function setBoardItems(db: Kysely<Database>, boardId: number, ids: readonly number[]) {
  await db
    .updateTable('kanban_items')
    .set({ board_id: null, position: 0 })
    .where('board_id', '=', boardId)
    .execute();
  for (const [index, chunk] of chunks(ids).entries())
    await db
      .updateTable('kanban_items')
      .set({ board_id: boardId, position: positionOf(chunk, index * CHUNK) })
      .where('id', 'in', chunk)
      .execute();
}
