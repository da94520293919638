import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { RiAttachment2, RiCalendarLine, RiChat3Line, RiDraggable } from '@remixicon/react';
import { formatDate } from '@portal/design/base';
import type { KanbanItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { dndId } from '../lib/columns';

// Dark shades under white text: at least 4.5:1 in light and dark schemes.
const LABEL_COLORS: Record<string, string> = {
  UX: 'teal.9',
  Images: 'pink.9',
  'Code Review': 'red.9',
  Dashboard: 'blue.9',
  App: 'grape.9',
  'Charts & Maps': 'cyan.9',
};

export const labelColor = (label: string) => LABEL_COLORS[label] ?? 'gray.8';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

interface KanbanCardProps {
  /** The card's item. */
  item: KanbanItem;
  /** Opens the edit drawer. */
  onOpen: (item: KanbanItem) => void;
  /** Drag and drop allowed (the caller may write). */
  canMove: boolean;
}

/** A card: picture, labels, title, due date, comment and attachment counts, members. */
export function KanbanCard({ item, onOpen, canMove }: KanbanCardProps) {
  const { t } = useTranslation('apps-demo');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: dndId.item(item.id), disabled: !canMove });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      shadow={isDragging ? 'md' : 'xs'}
      data-testid={`kanban-card-${item.id}`}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <Stack gap={8}>
        {item.image && <Image src={item.image} alt="" radius="sm" h={100} fit="cover" />}
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap={4}>
            {item.labels.map((label) => (
              <Badge key={label} size="sm" variant="filled" color={labelColor(label)}>
                {t(`kanban.labels.${label}`, { defaultValue: label })}
              </Badge>
            ))}
          </Group>
          {canMove && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={t('kanban.card.move', { title: item.title })}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <RiDraggable size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        <UnstyledButton
          onClick={() => onOpen(item)}
          aria-label={t('kanban.card.open', { title: item.title })}
        >
          <Text fw={500} size="sm">
            {item.title}
          </Text>
        </UnstyledButton>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" c="dimmed">
            {item.dueDate && (
              <Group gap={2}>
                <RiCalendarLine size={14} aria-hidden />
                <Text size="xs" aria-hidden>
                  {formatDate(item.dueDate, { day: 'numeric', month: 'short' })}
                </Text>
                <VisuallyHidden>
                  {t('kanban.card.due', { date: formatDate(item.dueDate) })}
                </VisuallyHidden>
              </Group>
            )}
            <Group gap={2}>
              <RiChat3Line size={14} aria-hidden />
              <Text size="xs" aria-hidden>
                {item.commentsCount}
              </Text>
              <VisuallyHidden>
                {t('kanban.card.comments', { count: item.commentsCount })}
              </VisuallyHidden>
            </Group>
            <Group gap={2}>
              <RiAttachment2 size={14} aria-hidden />
              <Text size="xs" aria-hidden>
                {item.attachments}
              </Text>
              <VisuallyHidden>
                {t('kanban.card.attachments', { count: item.attachments })}
              </VisuallyHidden>
            </Group>
          </Group>
          {item.members.length > 0 && (
            <VisuallyHidden>
              {t('kanban.card.members', { names: item.members.map((m) => m.name).join(', ') })}
            </VisuallyHidden>
          )}
          <Avatar.Group spacing="xs" aria-hidden>
            {item.members.map((member) => (
              <Avatar
                key={member.name}
                size="sm"
                src={member.img}
                alt=""
                title={member.name}
                color="blue.9"
                variant="filled"
              >
                {initials(member.name)}
              </Avatar>
            ))}
          </Avatar.Group>
        </Group>
      </Stack>
    </Paper>
  );
}
