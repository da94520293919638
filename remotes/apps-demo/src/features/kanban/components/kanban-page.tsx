import { Button, Group, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  horizontalListSortingStrategy,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import { RiAddLine } from '@remixicon/react';
import { useAbility } from '@portal/auth';
import {
  ConfirmDialog,
  ErrorPanel,
  isOverLimit,
  notify,
  useApiError,
  useCharacterLimit,
} from '@portal/design';
import { ApiError } from '@portal/auth';
import type { KanbanBoard, KanbanItem } from '@portal/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKanban } from '../api/get-kanban';
import {
  useAddBoard,
  useDeleteBoard,
  useRenameBoard,
  useReorderBoards,
} from '../api/update-boards';
import { useAddItem, useMoveItems } from '../api/update-items';
import {
  boardOfItem,
  dndId,
  moveBoard,
  moveItem,
  parseDndId,
  sameColumns,
  toColumns,
  type Columns,
} from '../lib/columns';
import { boardTitle } from '../lib/board-title';
import { kanbanApiText } from '../lib/kanban-error';
import { BOARD_TITLE_MAX } from '../lib/limits';
import { KanbanColumn } from './kanban-column';
import { KanbanItemDrawer } from './kanban-item-drawer';

/** Cards collide with cards and board bodies; boards only with boards. */
const collisionDetection: CollisionDetection = (args) => {
  const activeKind = parseDndId(args.active.id)?.kind;
  const droppableContainers = args.droppableContainers.filter((container) => {
    const kind = parseDndId(container.id)?.kind;
    return activeKind === 'board' ? kind === 'board' : kind === 'item' || kind === 'body';
  });
  return closestCorners({ ...args, droppableContainers });
};

export default function KanbanPage() {
  const { t } = useTranslation('apps-demo');
  const { message, fieldErrors } = useApiError();
  const limit = useCharacterLimit();
  const ability = useAbility();
  const canEdit = ability.can('update', 'Kanban');
  const kanban = useKanban();
  const addBoard = useAddBoard();
  const renameBoard = useRenameBoard();
  const deleteBoard = useDeleteBoard();
  const reorderBoards = useReorderBoards();
  const addItem = useAddItem();
  const moveItems = useMoveItems();

  /** The order shown while a drag is under way or being saved; null = the server's order. */
  const [dragColumns, setDragColumns] = useState<Columns | null>(null);
  const startColumns = useRef<Columns | null>(null);
  const [newBoard, setNewBoard] = useState<{ value: string; error: string | null } | null>(null);
  const [toDelete, setToDelete] = useState<KanbanBoard | null>(null);
  const [openItem, setOpenItem] = useState<{ id: number; key: number } | null>(null);

  const focusOnMount = useCallback((node: HTMLInputElement | null) => node?.focus(), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const data = kanban.data;
  const serverColumns = useMemo(() => (data ? toColumns(data.boards) : []), [data]);
  const columns = dragColumns ?? serverColumns;
  const boardsById = useMemo(() => new Map(data?.boards.map((b) => [b.id, b])), [data]);
  const itemsById = useMemo(() => new Map(data?.items.map((i) => [i.id, i])), [data]);
  /** A board's name as shown (a seeded name translated). */
  const shownTitle = (id: number) => {
    const board = boardsById.get(id);
    return board ? boardTitle(t, board.title) : '';
  };

  const errorText = (error: unknown, field: string) => {
    const fields = fieldErrors(error);
    const body = error instanceof ApiError ? (error.body as { message?: unknown } | null) : null;
    const text =
      fields[field] ?? (typeof body?.message === 'string' ? body.message : message(error));
    return kanbanApiText(t, text);
  };

  // Screen-reader announcements: what is held, where it is, where it landed.
  const describe = (id: UniqueIdentifier, cols: Columns) => {
    const parsed = parseDndId(id);
    if (!parsed) return { title: '', position: 0, board: '', count: 0 };
    if (parsed.kind === 'board') {
      return {
        title: shownTitle(parsed.id),
        position: cols.findIndex((c) => c.id === parsed.id) + 1,
        board: '',
        count: cols.length,
      };
    }
    const column =
      parsed.kind === 'body' ? cols.find((c) => c.id === parsed.id) : boardOfItem(cols, parsed.id);
    return {
      title: parsed.kind === 'item' ? (itemsById.get(parsed.id)?.title ?? '') : '',
      position: parsed.kind === 'item' && column ? column.itemsIds.indexOf(parsed.id) + 1 : 1,
      board: column ? shownTitle(column.id) : '',
      count: column?.itemsIds.length ?? 0,
    };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const d = describe(active.id, columns);
      return parseDndId(active.id)?.kind === 'board'
        ? t('kanban.dnd.pickedBoard', d)
        : t('kanban.dnd.picked', d);
    },
    onDragOver: ({ active }) => {
      const d = describe(active.id, columns);
      return parseDndId(active.id)?.kind === 'board'
        ? t('kanban.dnd.overBoard', d)
        : t('kanban.dnd.over', d);
    },
    onDragEnd: ({ active }) => {
      const d = describe(active.id, columns);
      return parseDndId(active.id)?.kind === 'board'
        ? t('kanban.dnd.droppedBoard', d)
        : t('kanban.dnd.dropped', d);
    },
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', describe(active.id, columns)),
  };

  const onDragStart = () => {
    startColumns.current = columns;
    setDragColumns(columns);
  };

  // A card crossing into another board joins it at the place it is over.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const from = parseDndId(active.id);
    const to = over ? parseDndId(over.id) : null;
    if (!from || from.kind !== 'item' || !to || to.kind === 'board') return;
    setDragColumns((current) => {
      const cols = current ?? columns;
      const source = boardOfItem(cols, from.id);
      const target =
        to.kind === 'body' ? cols.find((c) => c.id === to.id) : boardOfItem(cols, to.id);
      if (!source || !target || source.id === target.id) return cols;
      let index = target.itemsIds.length;
      if (to.kind === 'item') {
        index = target.itemsIds.indexOf(to.id);
        const activeRect = active.rect.current.translated;
        if (over && activeRect && activeRect.top > over.rect.top + over.rect.height / 2) index += 1;
      }
      return moveItem(cols, from.id, target.id, index);
    });
  };

  const finish = (next: Columns, save: () => Promise<unknown>) => {
    setDragColumns(next);
    save()
      .catch((error: unknown) => notify.error(errorText(error, 'ids')))
      .finally(() => setDragColumns(null));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = startColumns.current ?? serverColumns;
    const from = parseDndId(active.id);
    const to = over ? parseDndId(over.id) : null;
    let next = dragColumns ?? start;
    if (from && to && from.kind === 'board' && to.kind === 'board') {
      next = moveBoard(
        next,
        from.id,
        next.findIndex((c) => c.id === to.id),
      );
      if (sameColumns(next, start)) return setDragColumns(null);
      return finish(next, () => reorderBoards.mutateAsync(next.map((c) => c.id)));
    }
    if (!from || from.kind !== 'item' || !to) return setDragColumns(null);
    const board = boardOfItem(next, from.id);
    if (board && to.kind === 'item' && to.id !== from.id && board.itemsIds.includes(to.id)) {
      next = moveItem(next, from.id, board.id, board.itemsIds.indexOf(to.id));
    }
    const target = boardOfItem(next, from.id);
    if (!target || sameColumns(next, start)) return setDragColumns(null);
    finish(next, () => moveItems.mutateAsync({ boardId: target.id, ids: target.itemsIds }));
  };

  const onRename = async (board: KanbanBoard, newName: string) => {
    try {
      await renameBoard.mutateAsync({ boardId: board.id, newName });
      return null;
    } catch (error) {
      return errorText(error, 'newName');
    }
  };
  const onAddItem = async (board: KanbanBoard, itemTitle: string) => {
    try {
      await addItem.mutateAsync({ itemTitle, boardName: board.title, boardId: board.id });
      return null;
    } catch (error) {
      return errorText(error, 'itemTitle');
    }
  };
  const submitBoard = () => {
    if (!newBoard) return;
    const title = newBoard.value.trim();
    if (!title) return setNewBoard({ ...newBoard, error: t('form.required') });
    // Too long: the field says so; nothing is sent.
    if (isOverLimit(title, BOARD_TITLE_MAX)) return;
    addBoard.mutate(
      { title },
      {
        onSuccess: () => {
          notify.success(t('kanban.board.added', { title }));
          setNewBoard(null);
        },
        onError: (error) =>
          setNewBoard({ value: newBoard.value, error: errorText(error, 'title') }),
      },
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    const board = toDelete;
    deleteBoard.mutate(board.id, {
      onSuccess: () =>
        notify.success(t('kanban.board.deleted', { title: boardTitle(t, board.title) })),
      onError: (error) => notify.error(errorText(error, 'id')),
      onSettled: () => setToDelete(null),
    });
  };

  const editedItem = openItem ? itemsById.get(openItem.id) : undefined;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('kanban.title')}
      </Title>
      {kanban.isPending ? (
        <Group align="flex-start" data-testid="kanban-loading">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} w={290} h={320} radius="md" />
          ))}
        </Group>
      ) : kanban.isError ? (
        <ErrorPanel message={message(kanban.error)} onRetry={() => void kanban.refetch()} />
      ) : (
        // The board scrolls inside itself. `relative` makes it the containing block of the cards'
        // visually hidden labels (absolute): else they sit far right of the page and widen it.
        <Group
          align="flex-start"
          wrap="nowrap"
          gap="md"
          pos="relative"
          style={{ overflowX: 'auto' }}
          pb="md"
        >
          <DndContext
            sensors={sensors}
            collisionDetection={collisionDetection}
            onDragStart={onDragStart}
            onDragOver={onDragOver}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragColumns(null)}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t('kanban.dnd.instructions') },
            }}
          >
            <SortableContext
              items={columns.map((c) => dndId.board(c.id))}
              strategy={horizontalListSortingStrategy}
            >
              {columns.map((column) => {
                const board = boardsById.get(column.id);
                if (!board) return null;
                return (
                  <KanbanColumn
                    key={board.id}
                    board={board}
                    items={column.itemsIds.flatMap((id) => itemsById.get(id) ?? [])}
                    canEdit={canEdit}
                    onOpenItem={(item: KanbanItem) =>
                      setOpenItem((p) => ({ id: item.id, key: (p?.key ?? 0) + 1 }))
                    }
                    onRename={onRename}
                    onDelete={setToDelete}
                    onAddItem={onAddItem}
                  />
                );
              })}
            </SortableContext>
          </DndContext>
          {canEdit &&
            (newBoard ? (
              <Stack gap="xs" w={260} miw={260}>
                <TextInput
                  ref={focusOnMount}
                  label={t('kanban.board.title')}
                  {...limit({ value: newBoard.value, error: newBoard.error }, BOARD_TITLE_MAX)}
                  onChange={(event) =>
                    setNewBoard({ value: event.currentTarget.value, error: null })
                  }
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      submitBoard();
                    } else if (event.key === 'Escape') setNewBoard(null);
                  }}
                />
                <Group gap="xs">
                  <Button size="xs" onClick={submitBoard} loading={addBoard.isPending}>
                    {t('kanban.board.add')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setNewBoard(null)}>
                    {t('common.cancel')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Button
                variant="light"
                miw={180}
                leftSection={<RiAddLine size={16} aria-hidden />}
                onClick={() => setNewBoard({ value: '', error: null })}
              >
                {t('kanban.board.new')}
              </Button>
            ))}
        </Group>
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        loading={deleteBoard.isPending}
        title={t('kanban.board.deleteTitle')}
        message={t('kanban.board.deleteMessage', {
          title: toDelete ? boardTitle(t, toDelete.title) : '',
        })}
        confirmLabel={t('common.delete')}
      />
      {editedItem && openItem && (
        <KanbanItemDrawer
          key={openItem.key}
          item={editedItem}
          canEdit={canEdit}
          knownMembers={[
            ...new Set(data?.items.flatMap((i) => i.members.map((m) => m.name)) ?? []),
          ]}
          onClose={() => setOpenItem(null)}
        />
      )}
    </Stack>
  );
}
