import {
  ActionIcon,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RiAddLine, RiDeleteBinLine, RiDraggable, RiEditLine, RiMore2Line } from '@remixicon/react';
import type { KanbanBoard, KanbanItem } from '@portal/contract';
import { isOverLimit, useCharacterLimit } from '@portal/design';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { boardTitle } from '../lib/board-title';
import { BOARD_TITLE_MAX, ITEM_TITLE_MAX } from '../lib/limits';
import { dndId } from '../lib/columns';
import { KanbanCard } from './kanban-card';

interface KanbanColumnProps {
  /** The board (title, id). */
  board: KanbanBoard;
  /** Its cards in the order shown. */
  items: KanbanItem[];
  /** The caller may change the boards. */
  canEdit: boolean;
  onOpenItem: (item: KanbanItem) => void;
  /** Saves a new name; resolves to an error text, or null when saved. */
  onRename: (board: KanbanBoard, name: string) => Promise<string | null>;
  onDelete: (board: KanbanBoard) => void;
  /** Adds a card; resolves to an error text, or null when added. */
  onAddItem: (board: KanbanBoard, title: string) => Promise<string | null>;
}

/** One board: a sortable column with its title (renamed inline), its cards and "Add item". */
export function KanbanColumn({
  board,
  items,
  canEdit,
  onOpenItem,
  onRename,
  onDelete,
  onAddItem,
}: KanbanColumnProps) {
  const { t } = useTranslation('apps-demo');
  const limit = useCharacterLimit();
  // A seeded name in the page's language; a typed one as typed.
  const title = boardTitle(t, board.title);
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dndId.board(board.id), disabled: !canEdit });
  const { setNodeRef: setBodyRef } = useDroppable({ id: dndId.body(board.id), disabled: !canEdit });
  // Inline inputs take the focus when they appear (a callback ref, not autoFocus).
  const focusOnMount = useCallback((node: HTMLInputElement | null) => node?.focus(), []);
  const [renaming, setRenaming] = useState<{ value: string; error: string | null } | null>(null);
  const [adding, setAdding] = useState<{ value: string; error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const saveName = async () => {
    if (!renaming) return;
    const name = renaming.value.trim();
    if (!name) return setRenaming({ ...renaming, error: t('form.required') });
    // Too long: the field says so; nothing is saved.
    if (isOverLimit(name, BOARD_TITLE_MAX)) return;
    if (name === board.title || name === title) return setRenaming(null);
    setBusy(true);
    const error = await onRename(board, name);
    setBusy(false);
    setRenaming(error ? { value: renaming.value, error } : null);
  };
  const renameKeys = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void saveName();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setRenaming(null);
    }
  };

  const addCard = async () => {
    if (!adding) return;
    const itemTitle = adding.value.trim();
    if (!itemTitle) return setAdding({ ...adding, error: t('form.required') });
    if (isOverLimit(itemTitle, ITEM_TITLE_MAX)) return;
    setBusy(true);
    const error = await onAddItem(board, itemTitle);
    setBusy(false);
    setAdding(error ? { value: adding.value, error } : { value: '', error: null });
  };

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={`kanban-board-${board.id}`}
      data-testid={`kanban-board-${board.id}`}
      w={290}
      miw={290}
      p="sm"
      radius="md"
      bg="var(--mantine-color-default-hover)"
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
        opacity: isDragging ? 0.6 : 1,
        alignSelf: 'flex-start',
      }}
    >
      <Group justify="space-between" wrap="nowrap" mb="sm" gap={4}>
        {renaming ? (
          <TextInput
            size="xs"
            flex={1}
            ref={focusOnMount}
            label={t('kanban.board.name')}
            {...limit(
              {
                value: renaming.value,
                error: renaming.error,
                description: t('kanban.board.renameHint'),
              },
              BOARD_TITLE_MAX,
            )}
            readOnly={busy}
            onChange={(event) => setRenaming({ value: event.currentTarget.value, error: null })}
            onKeyDown={renameKeys}
            onBlur={() => !busy && setRenaming(null)}
          />
        ) : (
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {canEdit && (
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('kanban.board.move', { title })}
                style={{ cursor: 'grab', touchAction: 'none' }}
                {...attributes}
                {...listeners}
              >
                <RiDraggable size={16} aria-hidden />
              </ActionIcon>
            )}
            <Title order={2} size="h5" id={`kanban-board-${board.id}`} lineClamp={1}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" aria-hidden>
              {items.length}
            </Text>
          </Group>
        )}
        {canEdit && !renaming && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('kanban.board.actions', { title })}
              >
                <RiMore2Line size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<RiEditLine size={16} aria-hidden />}
                onClick={() => setRenaming({ value: title, error: null })}
              >
                {t('kanban.board.rename')}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<RiDeleteBinLine size={16} aria-hidden />}
                onClick={() => onDelete(board)}
              >
                {t('kanban.board.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <SortableContext
        items={items.map((item) => dndId.item(item.id))}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          ref={setBodyRef}
          gap="sm"
          mih={60}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {items.map((item) => (
            <li key={item.id}>
              <KanbanCard item={item} onOpen={onOpenItem} canMove={canEdit} />
            </li>
          ))}
          {items.length === 0 && (
            <Text component="li" size="sm" c="dimmed" ta="center" py="md">
              {t('kanban.board.empty')}
            </Text>
          )}
        </Stack>
      </SortableContext>
      {canEdit &&
        (adding ? (
          <Stack gap="xs" mt="sm">
            <TextInput
              size="xs"
              ref={focusOnMount}
              label={t('kanban.item.title')}
              {...limit({ value: adding.value, error: adding.error }, ITEM_TITLE_MAX)}
              disabled={busy}
              onChange={(event) => setAdding({ value: event.currentTarget.value, error: null })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void addCard();
                } else if (event.key === 'Escape') setAdding(null);
              }}
            />
            <Group gap="xs">
              <Button size="xs" onClick={() => void addCard()} loading={busy}>
                {t('kanban.item.add')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setAdding(null)}>
                {t('common.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Button
            mt="sm"
            size="xs"
            variant="subtle"
            leftSection={<RiAddLine size={16} aria-hidden />}
            onClick={() => setAdding({ value: '', error: null })}
            aria-label={t('kanban.item.addTo', { title })}
          >
            {t('kanban.item.new')}
          </Button>
        ))}
    </Paper>
  );
}
