import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { versionOf } from '@portal/auth';
import {
  ApiForm,
  ConfirmDialog,
  ErrorPanel,
  PageLoader,
  notify,
  useApiError,
  useApiForm,
  useCharacterLimit,
} from '@portal/design';
import { KANBAN_LABELS, kanbanItemSchema, type KanbanItem } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useKanbanItem } from '../api/get-kanban';
import { useDeleteItem, useUpdateItem } from '../api/update-items';

interface KanbanItemDrawerProps {
  /** The card being edited. */
  item: KanbanItem;
  /** The caller may change cards; otherwise the drawer only shows them. */
  canEdit: boolean;
  /** Member names seen on any card, offered as suggestions. */
  knownMembers: string[];
  onClose: () => void;
}

const formSchema = z.object({
  title: z.string().trim().min(1).max(200),
  dueDate: z.string().nullable(),
  labels: z.array(z.string()).max(10),
  members: z.array(z.string().trim().min(1).max(120)).max(20),
  attachments: z.number().int().min(0).max(1000),
  comment: z.string().max(2000),
});
type Values = z.infer<typeof formSchema>;

const valuesOf = (item: KanbanItem): Values => ({
  title: item.title,
  dueDate: item.dueDate,
  labels: item.labels,
  members: item.members.map((m) => m.name),
  attachments: item.attachments,
  comment: item.comments,
});

/**
 * Edit a card: title, due date, labels, members, attachments, a comment; update or delete. The
 * card is edited as its detail answers it (with its version, sent as `If-Match`: a colleague's
 * change in between opens the conflict dialog instead of being lost).
 */
export function KanbanItemDrawer({ item, ...props }: KanbanItemDrawerProps) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const detail = useKanbanItem(item.id);
  if (detail.data) return <KanbanItemForm item={detail.data} {...props} />;
  return (
    <Drawer opened onClose={props.onClose} position="right" title={t('kanban.item.edit')} size="md">
      {detail.isError ? (
        <ErrorPanel message={message(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}

function KanbanItemForm({ item, canEdit, knownMembers, onClose }: KanbanItemDrawerProps) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const updateItem = useUpdateItem();
  const deleteItem = useDeleteItem();
  const limit = useCharacterLimit();
  const [confirming, setConfirming] = useState(false);
  // The version the drawer opened with (a refetch must not move it under what the user typed).
  const [version] = useState(() => versionOf(item));
  const api = useApiForm<Values, KanbanItem>({
    schema: formSchema,
    guardLeave: false,
    initialValues: valuesOf(item),
    conflict: {
      version,
      toValues: (current) => valuesOf(kanbanItemSchema.parse(current)),
      labels: {
        title: t('kanban.item.title'),
        dueDate: t('kanban.item.dueDate'),
        labels: t('kanban.item.labels'),
        members: t('kanban.item.members'),
        attachments: t('kanban.item.attachments'),
        comment: t('kanban.item.comment'),
      },
    },
    submit: (values, { ifMatch }) => {
      const comment = values.comment.trim();
      const changed: KanbanItem = {
        ...item,
        title: values.title.trim(),
        dueDate: values.dueDate || null,
        labels: values.labels,
        members: values.members.map(
          (name) => item.members.find((m) => m.name === name) ?? { img: null, name },
        ),
        attachments: values.attachments,
        comments: comment,
        // A new comment text counts as one more comment.
        commentsCount:
          comment && comment !== item.comments ? item.commentsCount + 1 : item.commentsCount,
      };
      return updateItem.mutateAsync({ item: changed, ifMatch });
    },
    onSuccess: (updated) => {
      notify.success(t('kanban.item.updated', { title: updated.title }));
      onClose();
    },
  });
  const form = api.form;

  const remove = () =>
    deleteItem.mutate(item.id, {
      onSuccess: () => {
        notify.success(t('kanban.item.deleted', { title: item.title }));
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(message(error));
      },
    });

  return (
    <>
      <Drawer opened onClose={onClose} position="right" title={t('kanban.item.edit')} size="md">
        <ApiForm form={api} label={t('kanban.item.edit')}>
          <Stack gap="sm">
            <TextInput
              label={t('kanban.item.title')}
              required
              readOnly={!canEdit}
              {...limit(form.getInputProps('title'), 200)}
            />
            <DateInput
              label={t('kanban.item.dueDate')}
              valueFormat="YYYY-MM-DD"
              clearable
              clearButtonProps={{ 'aria-label': t('kanban.item.clearDueDate') }}
              readOnly={!canEdit}
              {...form.getInputProps('dueDate')}
            />
            <MultiSelect
              label={t('kanban.item.labels')}
              data={KANBAN_LABELS.map((label) => ({
                value: label,
                label: t(`kanban.labels.${label}`),
              }))}
              readOnly={!canEdit}
              {...form.getInputProps('labels')}
            />
            <TagsInput
              label={t('kanban.item.members')}
              description={t('kanban.item.membersHint')}
              data={knownMembers}
              maxTags={20}
              readOnly={!canEdit}
              {...form.getInputProps('members')}
            />
            <NumberInput
              label={t('kanban.item.attachments')}
              min={0}
              max={1000}
              allowDecimal={false}
              readOnly={!canEdit}
              {...form.getInputProps('attachments')}
            />
            <Textarea
              label={t('kanban.item.comment')}
              autosize
              minRows={3}
              readOnly={!canEdit}
              {...limit(form.getInputProps('comment'), 2000)}
            />
            <Text size="xs" c="dimmed">
              {t('kanban.card.comments', { count: item.commentsCount })}
            </Text>
            {canEdit && (
              <Group justify="space-between" mt="sm">
                <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                  {t('common.delete')}
                </Button>
                <Button type="submit" loading={api.submitting}>
                  {t('common.update')}
                </Button>
              </Group>
            )}
          </Stack>
        </ApiForm>
      </Drawer>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
        loading={deleteItem.isPending}
        title={t('kanban.item.deleteTitle')}
        message={t('kanban.item.deleteMessage', { title: item.title })}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
