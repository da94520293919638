import { apiFetch } from '@portal/auth';
import {
  kanbanBoardSchema,
  type KanbanAddBoardBody,
  type KanbanBoardStateBody,
  type KanbanRenameBoardBody,
} from '@portal/contract';
import { useRefreshingMutation } from '@portal/design/base';
import { kanbanQueries } from './get-kanban';

export async function addBoard(body: KanbanAddBoardBody) {
  return kanbanBoardSchema.parse(
    await apiFetch('/api/apps/kanban/board/add', { method: 'POST', json: body }),
  );
}

export async function renameBoard(body: KanbanRenameBoardBody) {
  return kanbanBoardSchema.parse(
    await apiFetch('/api/apps/kanban/board/rename', { method: 'PUT', json: body }),
  );
}

export async function deleteBoard(id: number): Promise<void> {
  await apiFetch(`/api/apps/kanban/board/${id}`, { method: 'DELETE' });
}

export async function reorderBoards(ids: KanbanBoardStateBody): Promise<void> {
  await apiFetch('/api/apps/kanban/board/state-update', { method: 'PUT', json: ids });
}

const useKanbanMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useRefreshingMutation(mutationFn, kanbanQueries.all());

export const useAddBoard = () => useKanbanMutation(addBoard);
export const useRenameBoard = () => useKanbanMutation(renameBoard);
export const useDeleteBoard = () => useKanbanMutation(deleteBoard);
export const useReorderBoards = () => useKanbanMutation(reorderBoards);
