import { beforeEach, describe, expect, it } from 'vitest';
import { kanbanDataSchema, type KanbanItem } from '@portal/contract';
import {
  call,
  seedData,
  signIn,
  storedKanbanItemMembers,
  useTestApp,
  writeKanbanBoards,
} from '../testing';
import { failNextInsertInto } from './test-faults';

useTestApp();

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

const put = (path: string, json: unknown) => call(path, { method: 'PUT', json, token: admin });
const post = (path: string, json: unknown) => call(path, { method: 'POST', json, token: admin });
const del = (path: string) => call(path, { method: 'DELETE', token: admin });

async function kanban() {
  const { status, body } = await call('/api/apps/kanban', { token: admin });
  expect(status).toBe(200);
  return kanbanDataSchema.parse(body);
}
/** Boards as stored: title and card ids, in board order. */
const boards = async () => (await kanban()).boards.map((b) => [b.title, b.itemsIds]);
const items = async () => (await kanban()).items;

describe('kanban API', () => {
  it('GET answers the seeded boards In Progress, In Review, Done and their items', async () => {
    const data = await kanban();
    expect(data.boards.map((b) => b.title)).toEqual(['In Progress', 'In Review', 'Done']);
    expect(data.items).toHaveLength(6);
    expect(data).toEqual({ boards: seedData().kanbanBoards, items: seedData().kanbanItems });
    expect((await call('/api/apps/kanban')).status).toBe(401);
  });

  it('renames a board; an unknown board is 404; a taken name is refused', async () => {
    expect(await put('/api/apps/kanban/board/rename', { boardId: 1, newName: 'Doing' })).toEqual({
      status: 201,
      body: { id: 1, title: 'Doing', itemsIds: [1, 2] },
    });
    expect(await put('/api/apps/kanban/board/rename', { boardId: 99, newName: 'X' })).toEqual({
      status: 404,
      body: { message: 'Board not found' },
    });
    const taken = await put('/api/apps/kanban/board/rename', { boardId: 1, newName: 'done' });
    expect(taken).toEqual({
      status: 400,
      body: {
        message: 'A board with this title already exists',
        errors: { newName: ['A board with this title already exists'] },
      },
    });
    // Its own title in another case is no clash.
    expect(
      (await put('/api/apps/kanban/board/rename', { boardId: 1, newName: 'DOING' })).status,
    ).toBe(201);
  });

  it('adds a board, refusing a title that exists ignoring case', async () => {
    expect(await post('/api/apps/kanban/board/add', { title: 'Backlog' })).toEqual({
      status: 201,
      body: { id: 4, title: 'Backlog', itemsIds: [] },
    });
    const duplicate = await post('/api/apps/kanban/board/add', { title: '  in REVIEW ' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ message: 'A board with this title already exists' });
    expect((await kanban()).boards).toHaveLength(4);
    const empty = await post('/api/apps/kanban/board/add', {});
    expect(empty).toEqual({
      status: 400,
      body: { message: 'This field is required', errors: { title: ['This field is required'] } },
    });
  });

  it('the same title added twice at once: one board, the other refused', async () => {
    const both = await Promise.all([
      post('/api/apps/kanban/board/add', { title: 'Backlog' }),
      post('/api/apps/kanban/board/add', { title: 'backlog' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(both.find((answer) => answer.status === 400)?.body).toMatchObject({
      message: 'A board with this title already exists',
    });
    expect((await kanban()).boards.map((b) => b.title.toLowerCase())).toEqual([
      'in progress',
      'in review',
      'done',
      'backlog',
    ]);
  });

  it('the database itself refuses a second board of the same title', async () => {
    await expect(writeKanbanBoards([{ id: 50, title: 'DONE', itemsIds: [] }])).rejects.toThrow();
  });

  it('adds an item at the end of its board; itemTitle and boardName are required', async () => {
    const added = await post('/api/apps/kanban/item/add', {
      itemTitle: 'Write docs',
      boardName: 'Done',
      boardId: 3,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ id: 7, title: 'Write docs', labels: [], members: [] });
    expect((await kanban()).boards[2]?.itemsIds).toEqual([5, 6, 7]);

    const noTitle = await post('/api/apps/kanban/item/add', { boardName: 'Done', boardId: 3 });
    expect(noTitle).toEqual({
      status: 400,
      body: {
        message: 'Item title is required',
        errors: { itemTitle: ['Item title is required'] },
      },
    });
    const noBoard = await post('/api/apps/kanban/item/add', {
      itemTitle: 'x',
      boardName: ' ',
      boardId: 3,
    });
    expect(noBoard.body).toMatchObject({ message: 'Board name is required' });
    expect(noBoard.status).toBe(400);
    expect(await items()).toHaveLength(7);
    expect(
      await post('/api/apps/kanban/item/add', { itemTitle: 'x', boardName: 'X', boardId: 99 }),
    ).toEqual({ status: 404, body: { message: 'Board not found' } });
  });

  it('updates an item, 404 for an unknown one, 400 for a bad body', async () => {
    const first = (await items())[0] as KanbanItem;
    const item = {
      ...first,
      title: 'Renamed',
      labels: ['UX', 'App'],
      members: [{ img: null, name: 'Ada' }],
    };
    expect(await put('/api/apps/kanban/item/update', { item })).toEqual({
      status: 201,
      body: item,
    });
    expect((await items())[0]).toEqual(item);
    expect((await kanban()).boards[0]?.itemsIds).toEqual([1, 2]);
    expect((await put('/api/apps/kanban/item/update', { item: { ...item, id: 500 } })).status).toBe(
      404,
    );
    const bad = await put('/api/apps/kanban/item/update', {
      item: { ...item, dueDate: 'tomorrow' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { 'item.dueDate': [expect.any(String)] } });
  });

  it('deletes an item from every board (204) and a board with its items (204)', async () => {
    expect(await del('/api/apps/kanban/item/3')).toEqual({ status: 204, body: null });
    expect(await boards()).toEqual([
      ['In Progress', [1, 2]],
      ['In Review', [4]],
      ['Done', [5, 6]],
    ]);
    expect(await del('/api/apps/kanban/item/3')).toEqual({
      status: 404,
      body: { message: 'Item not found' },
    });
    expect(await del('/api/apps/kanban/board/2')).toEqual({ status: 204, body: null });
    expect((await items()).map((i) => i.id)).toEqual([1, 2, 5, 6]);
    expect((await del('/api/apps/kanban/board/2')).status).toBe(404);
    // The cards' labels and members went with them.
    expect(await storedKanbanItemMembers(4)).toEqual([]);
  });

  it('item state-update: order follows the ids; a card moved here leaves its old board', async () => {
    const moved = await put('/api/apps/kanban/item/state-update', { boardId: 3, ids: [6, 1, 5] });
    expect(moved).toEqual({ status: 201, body: { id: 3, title: 'Done', itemsIds: [6, 1, 5] } });
    expect(await boards()).toEqual([
      ['In Progress', [2]],
      ['In Review', [3, 4]],
      ['Done', [6, 1, 5]],
    ]);
    const unknown = await put('/api/apps/kanban/item/state-update', { boardId: 3, ids: [6, 99] });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'Every id must be an existing item, listed once' },
    });
    const twice = await put('/api/apps/kanban/item/state-update', { boardId: 3, ids: [6, 6] });
    expect(twice.status).toBe(400);
    expect(await boards()).toEqual([
      ['In Progress', [2]],
      ['In Review', [3, 4]],
      ['Done', [6, 1, 5]],
    ]);
  });

  it('item state-update: a card left out of its board is on no board but still a card', async () => {
    await put('/api/apps/kanban/item/state-update', { boardId: 3, ids: [6] });
    expect(await boards()).toEqual([
      ['In Progress', [1, 2]],
      ['In Review', [3, 4]],
      ['Done', [6]],
    ]);
    expect((await items()).map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    await put('/api/apps/kanban/item/state-update', { boardId: 1, ids: [5, 1, 2] });
    expect((await kanban()).boards[0]?.itemsIds).toEqual([5, 1, 2]);
  });

  it('board state-update: boards follow the submitted order; it must list every board once', async () => {
    const answer = await put('/api/apps/kanban/board/state-update', [3, 1, 2]);
    expect(answer.status).toBe(201);
    expect((answer.body as { title: string }[]).map((b) => b.title)).toEqual([
      'Done',
      'In Progress',
      'In Review',
    ]);
    expect((await boards()).map(([title]) => title)).toEqual(['Done', 'In Progress', 'In Review']);
    const partial = await put('/api/apps/kanban/board/state-update', [3, 1]);
    expect(partial).toMatchObject({
      status: 400,
      body: { message: 'The list must hold every board id exactly once' },
    });
    expect((await put('/api/apps/kanban/board/state-update', { ids: [1] })).status).toBe(400);
    // A board added after a reorder goes last.
    await post('/api/apps/kanban/board/add', { title: 'Later' });
    expect((await boards()).map(([title]) => title)).toEqual([
      'Done',
      'In Progress',
      'In Review',
      'Later',
    ]);
  });

  it('a change that fails half-way leaves everything as it was', async () => {
    const before = await kanban();
    const first = before.items[0] as KanbanItem;
    // The title and labels are written, then the members fail.
    let restore = failNextInsertInto('kanban_item_members');
    const answer = await put('/api/apps/kanban/item/update', {
      item: { ...first, title: 'Half', labels: ['App'], members: [{ img: null, name: 'Ada' }] },
    });
    restore();
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await kanban()).toEqual(before);
    // A new board whose row cannot be written (after the kanban lock was taken).
    restore = failNextInsertInto('kanban_boards');
    expect((await post('/api/apps/kanban/board/add', { title: 'Backlog' })).status).toBe(500);
    restore();
    expect(await kanban()).toEqual(before);
  });

  it('refusals change nothing', async () => {
    const before = await kanban();
    await put('/api/apps/kanban/item/state-update', { boardId: 3, ids: [2, 404] });
    await put('/api/apps/kanban/board/rename', { boardId: 2, newName: 'Done' });
    await put('/api/apps/kanban/board/state-update', [1, 2]);
    expect(await kanban()).toEqual(before);
  });

  it('the client (read AclDemo only) may neither read nor write the boards', async () => {
    const client = await signIn('client@demo.com');
    expect(await call('/api/apps/kanban', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    const answer = await call('/api/apps/kanban/board/add', {
      method: 'POST',
      json: { title: 'Mine' },
      token: client,
    });
    expect(answer.status).toBe(403);
  });
});
