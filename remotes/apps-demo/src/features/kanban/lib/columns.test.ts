import { describe, expect, it } from 'vitest';
import { moveBoard, moveItem, parseDndId, type Columns } from './columns';

const columns: Columns = [
  { id: 1, itemsIds: [1, 2] },
  { id: 2, itemsIds: [3, 4] },
  { id: 3, itemsIds: [] },
];

describe('kanban columns', () => {
  it('moves a card within a board and to an exact place on another', () => {
    expect(moveItem(columns, 1, 1, 1)).toEqual([
      { id: 1, itemsIds: [2, 1] },
      { id: 2, itemsIds: [3, 4] },
      { id: 3, itemsIds: [] },
    ]);
    expect(moveItem(columns, 2, 2, 1)[1]).toEqual({ id: 2, itemsIds: [3, 2, 4] });
    expect(moveItem(columns, 4, 3, 9)[2]).toEqual({ id: 3, itemsIds: [4] });
  });

  it('moves a board', () => {
    expect(moveBoard(columns, 3, 0).map((c) => c.id)).toEqual([3, 1, 2]);
  });

  it('reads dnd ids', () => {
    expect(parseDndId('item-12')).toEqual({ kind: 'item', id: 12 });
    expect(parseDndId('x-1')).toBeNull();
  });
});
