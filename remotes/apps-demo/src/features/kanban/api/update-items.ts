import { apiFetch, parseVersioned } from '@portal/auth';
import {
  kanbanItemSchema,
  type KanbanAddItemBody,
  type KanbanItem,
  type KanbanItemStateBody,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design/base';
import { kanbanQueries } from './get-kanban';

export async function addItem(body: KanbanAddItemBody) {
  return kanbanItemSchema.parse(
    await apiFetch('/api/apps/kanban/item/add', { method: 'POST', json: body }),
  );
}

/** PUT /api/apps/kanban/item/update, made from version `ifMatch` (412 when the card moved on). */
export async function updateItem({
  item,
  ifMatch = null,
}: {
  item: KanbanItem;
  ifMatch?: string | null;
}) {
  return parseVersioned(
    kanbanItemSchema,
    await apiFetch('/api/apps/kanban/item/update', { method: 'PUT', json: { item }, ifMatch }),
  );
}

export async function deleteItem(id: number): Promise<void> {
  await apiFetch(`/api/apps/kanban/item/${id}`, { method: 'DELETE' });
}

/** The board's items in their new order (a card listed here leaves its old board). */
export async function moveItems(body: KanbanItemStateBody): Promise<void> {
  await apiFetch('/api/apps/kanban/item/state-update', { method: 'PUT', json: body });
}

const useKanbanMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useRefreshingMutation(mutationFn, kanbanQueries.all());

export const useAddItem = () => useKanbanMutation(addItem);
export const useUpdateItem = () => useKanbanMutation(updateItem);
export const useDeleteItem = () => useKanbanMutation(deleteItem);
export const useMoveItems = () => useKanbanMutation(moveItems);
