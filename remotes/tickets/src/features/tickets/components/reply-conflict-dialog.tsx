import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { bodyText, type StaffRef } from '@portal/contract';
import { formatDate } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import type { ReplyChanges } from '../hooks/use-reply-start';

/** A stale reply (412): who changed the ticket, when, and what changed that matters to it. */
export interface ReplyConflict {
  changedBy: { id: number; fullName: string } | null;
  changedAt: string | null;
  changes: ReplyChanges;
}

export interface ReplyConflictDialogProps {
  /** The refused reply's conflict; null: the dialog is closed. */
  conflict: ReplyConflict | null;
  /** The signed-in agent's account id (their own change is not "someone else's"). */
  me: number;
  /** Close the dialog and show the ticket as it is now; the text stays in the editor. */
  onReview: () => void;
  /** Send the reply again over the change. */
  onSendAnyway: () => void;
  /** The reply is being sent again. Default: false. */
  sending?: boolean;
}

const EXCERPT_LENGTH = 140;

/** "10:42" today, "12 Mar 2026, 10:42" on another day. */
function timeOf(iso: string): string {
  const sameDay = new Date(iso).toDateString() === new Date().toDateString();
  return formatDate(
    iso,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
}

/**
 * Asks before a reply goes out over a change made while the agent was writing: who changed the
 * ticket and when, the new messages of others, the status and the assignee; "Review the ticket"
 * or "Send anyway". Escape reviews.
 */
export function ReplyConflictDialog({
  conflict,
  me,
  onReview,
  onSendAnyway,
  sending = false,
}: ReplyConflictDialogProps) {
  const { t } = useTranslation('tickets');
  const staffName = (staff: StaffRef | null) => staff?.fullName ?? t('unassigned');
  const intro = (current: ReplyConflict) => {
    const who =
      current.changedBy && current.changedBy.id !== me ? current.changedBy.fullName : null;
    if (who && current.changedAt)
      return t('reply.conflict.changedByAt', { name: who, time: timeOf(current.changedAt) });
    if (who) return t('reply.conflict.changedBy', { name: who });
    return t('reply.conflict.changedBySomeone');
  };
  const changes = conflict?.changes;
  const nothing =
    changes !== undefined &&
    changes.messages.length === 0 &&
    changes.status === null &&
    changes.assignee === null;
  return (
    <Modal
      opened={conflict !== null}
      onClose={onReview}
      title={t('reply.conflict.title')}
      size="lg"
      centered
      // The reply box puts the focus back in the editor itself (the trigger may be a menu item
      // that is gone).
      returnFocus={false}
    >
      {conflict && changes ? (
        <Stack gap="md">
          <Text size="sm">{intro(conflict)}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={600} id="reply-conflict-changes">
              {t('reply.conflict.whatChanged')}
            </Text>
            {nothing ? (
              <Text size="sm">{t('reply.conflict.nothingForReply')}</Text>
            ) : (
              <List size="sm" spacing="xs" aria-labelledby="reply-conflict-changes">
                {changes.messages.map((message) => {
                  const excerpt = bodyText(message.body);
                  return (
                    <List.Item key={message.id}>
                      <Text size="sm" span>
                        {t(
                          message.kind === 'note'
                            ? 'reply.conflict.newNote'
                            : 'reply.conflict.newReply',
                          {
                            name: message.author.name,
                            time: timeOf(message.at),
                          },
                        )}
                      </Text>
                      <Text size="sm" c="dimmed" fs="italic">
                        {excerpt.length > EXCERPT_LENGTH
                          ? `${excerpt.slice(0, EXCERPT_LENGTH)}…`
                          : excerpt}
                      </Text>
                    </List.Item>
                  );
                })}
                {changes.status ? (
                  <List.Item>
                    {t('reply.conflict.status', {
                      from: t(`status.${changes.status.from}`),
                      to: t(`status.${changes.status.to}`),
                    })}
                  </List.Item>
                ) : null}
                {changes.assignee ? (
                  <List.Item>
                    {t('reply.conflict.assignee', {
                      from: staffName(changes.assignee.from),
                      to: staffName(changes.assignee.to),
                    })}
                  </List.Item>
                ) : null}
              </List>
            )}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onReview} data-autofocus disabled={sending}>
              {t('reply.conflict.review')}
            </Button>
            <Button onClick={onSendAnyway} loading={sending}>
              {t('reply.conflict.sendAnyway')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
