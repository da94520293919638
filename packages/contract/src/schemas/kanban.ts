import { z } from 'zod';
import { visibleText } from './common';

/** Label choices the kanban screen offers; the API accepts any short label text. */
export const KANBAN_LABELS = [
  'UX',
  'Images',
  'Code Review',
  'Dashboard',
  'App',
  'Charts & Maps',
] as const;

/** Refusals of the kanban API (400 `{ message, errors }`). */
export const KANBAN_MESSAGES = {
  duplicateBoard: 'A board with this title already exists',
  itemTitleRequired: 'Item title is required',
  boardNameRequired: 'Board name is required',
  boardNotFound: 'Board not found',
  itemNotFound: 'Item not found',
  unknownBoardIds: 'The list must hold every board id exactly once',
  unknownItemIds: 'Every id must be an existing item, listed once',
} as const;

const imageSchema = z.string().max(20_000);
const labelSchema = visibleText(1, 30);

export const kanbanMemberSchema = z.object({
  img: imageSchema.nullable(),
  name: visibleText(1, 120),
});
export type KanbanMember = z.infer<typeof kanbanMemberSchema>;

/** A card (spec 3 "Kanban item"). `comments` is the latest comment's text; dueDate is YYYY-MM-DD. */
export const kanbanItemSchema = z.object({
  id: z.number().int(),
  title: visibleText(1, 200),
  dueDate: z.iso.date().nullable(),
  labels: z.array(labelSchema).max(10),
  members: z.array(kanbanMemberSchema).max(20),
  comments: z.string().max(2000),
  commentsCount: z.number().int().min(0).max(100_000),
  attachments: z.number().int().min(0).max(1000),
  image: imageSchema.nullable(),
});
export type KanbanItem = z.infer<typeof kanbanItemSchema>;

export const kanbanBoardSchema = z.object({
  id: z.number().int(),
  title: visibleText(1, 50),
  itemsIds: z.array(z.number().int()),
});
export type KanbanBoard = z.infer<typeof kanbanBoardSchema>;

/** GET /api/apps/kanban */
export const kanbanDataSchema = z.object({
  boards: z.array(kanbanBoardSchema),
  items: z.array(kanbanItemSchema),
});
export type KanbanData = z.infer<typeof kanbanDataSchema>;

const id = z.number().int().min(1).max(999_999_999);

/** PUT /api/apps/kanban/board/rename */
export const kanbanRenameBoardBodySchema = z.object({
  boardId: id,
  newName: kanbanBoardSchema.shape.title,
});
export type KanbanRenameBoardBody = z.infer<typeof kanbanRenameBoardBodySchema>;

/** POST /api/apps/kanban/board/add */
export const kanbanAddBoardBodySchema = z.object({ title: kanbanBoardSchema.shape.title });
export type KanbanAddBoardBody = z.infer<typeof kanbanAddBoardBodySchema>;

/** POST /api/apps/kanban/item/add: itemTitle and boardName are required (spec 5). */
export const kanbanAddItemBodySchema = z.object({
  itemTitle: z
    .string({ error: KANBAN_MESSAGES.itemTitleRequired })
    .trim()
    .min(1, KANBAN_MESSAGES.itemTitleRequired)
    .max(200),
  boardName: z
    .string({ error: KANBAN_MESSAGES.boardNameRequired })
    .trim()
    .min(1, KANBAN_MESSAGES.boardNameRequired)
    .max(50),
  boardId: id,
});
export type KanbanAddItemBody = z.infer<typeof kanbanAddItemBodySchema>;

/** PUT /api/apps/kanban/item/update: the whole item, found by its id. */
export const kanbanUpdateItemBodySchema = z.object({ item: kanbanItemSchema.extend({ id }) });
export type KanbanUpdateItemBody = z.infer<typeof kanbanUpdateItemBodySchema>;

/** PUT /api/apps/kanban/item/state-update: the board's item ids in their new order. */
export const kanbanItemStateBodySchema = z.object({
  boardId: id,
  ids: z.array(id).max(10_000),
});
export type KanbanItemStateBody = z.infer<typeof kanbanItemStateBodySchema>;

/** PUT /api/apps/kanban/board/state-update: every board id in the new order. */
export const kanbanBoardStateBodySchema = z.array(id).max(1000);
export type KanbanBoardStateBody = z.infer<typeof kanbanBoardStateBodySchema>;
