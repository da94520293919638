import type { KanbanBoard } from '@portal/contract';

/** Boards in display order, each with its card ids in order: what the screen draws. */
export type Columns = { id: number; itemsIds: number[] }[];

export const toColumns = (boards: readonly KanbanBoard[]): Columns =>
  boards.map((board) => ({ id: board.id, itemsIds: [...board.itemsIds] }));

/** dnd-kit ids: cards, board columns (sortable) and board bodies (drop target when empty). */
export const dndId = {
  item: (id: number) => `item-${id}`,
  board: (id: number) => `board-${id}`,
  body: (id: number) => `body-${id}`,
};

/** The kind and number behind a dnd-kit id. */
export function parseDndId(
  value: string | number,
): { kind: 'item' | 'board' | 'body'; id: number } | null {
  const match = /^(item|board|body)-(\d+)$/.exec(String(value));
  if (!match) return null;
  return { kind: match[1] as 'item' | 'board' | 'body', id: Number(match[2]) };
}

export const boardOfItem = (columns: Columns, itemId: number) =>
  columns.find((column) => column.itemsIds.includes(itemId));

/** The columns with `itemId` taken from its board and put at `index` of board `toBoardId`. */
export function moveItem(
  columns: Columns,
  itemId: number,
  toBoardId: number,
  index: number,
): Columns {
  const without = columns.map((column) => ({
    ...column,
    itemsIds: column.itemsIds.filter((id) => id !== itemId),
  }));
  return without.map((column) => {
    if (column.id !== toBoardId) return column;
    const itemsIds = [...column.itemsIds];
    itemsIds.splice(Math.max(0, Math.min(index, itemsIds.length)), 0, itemId);
    return { ...column, itemsIds };
  });
}

/** The columns with board `boardId` moved to `index`. */
export function moveBoard(columns: Columns, boardId: number, index: number): Columns {
  const board = columns.find((column) => column.id === boardId);
  if (!board) return columns;
  const rest = columns.filter((column) => column.id !== boardId);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, board);
  return rest;
}

export const sameColumns = (a: Columns, b: Columns) => JSON.stringify(a) === JSON.stringify(b);
