import { Alert, Anchor, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useAbility } from '@portal/auth';
import { ErrorPanel, apiErrorMessage, formatDate, isNotFound } from '@portal/design/base';
import type { Editor } from '@tiptap/react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTicket } from '../api/get-tickets';
import { usePresenceHeartbeat } from '../hooks/use-ticket-presence';
import { AfterPaint } from './after-paint';
import { MergeDialog } from './merge-dialog';
import { MessageThread } from './message-thread';
import { ReplyBox, type ReplyKind } from './reply-box';
import { TicketPriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketPresence } from './ticket-presence';
import { TicketSidePanel } from './ticket-side-panel';

/** The reply box's height with an empty editor, held by its placeholder. */
const REPLY_BOX_HEIGHT = 290;

export interface TicketViewProps {
  id: number;
  /** Reply or note, chosen by the r / n shortcuts too. */
  replyKind: ReplyKind;
  onReplyKindChange: (kind: ReplyKind) => void;
  editorRef: RefObject<Editor | null>;
  statusRef: RefObject<HTMLInputElement | null>;
}

/** One ticket: header, thread, reply box and the side panel. */
export function TicketView({
  id,
  replyKind,
  onReplyKindChange,
  editorRef,
  statusRef,
}: TicketViewProps) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const location = useLocation();
  const query = useTicket(id);
  const [merging, setMerging] = useState(false);
  // The reply box holds the focus, or text left in it: the others see "… is replying…".
  const [writingOn, setWritingOn] = useState<number | null>(null);
  const writing = writingOn === id && query.data?.status !== 'closed';
  usePresenceHeartbeat(
    id,
    writing ? (replyKind === 'note' ? 'noting' : 'replying') : 'viewing',
    query.isSuccess,
  );

  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('detail.loading')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (query.isError) {
    return isNotFound(query.error) ? (
      <ErrorPanel title={t('detail.notFoundTitle')} message={apiErrorMessage(query.error, t)} />
    ) : (
      <ErrorPanel message={apiErrorMessage(query.error, t)} onRetry={() => void query.refetch()} />
    );
  }
  const ticket = query.data;
  const canReply = ability.can('update', 'Ticket') && ticket.status !== 'closed';
  return (
    <Stack gap="md" component="article" aria-labelledby={`ticket-${ticket.id}-title`}>
      <Stack gap={4}>
        <Group gap="xs">
          <Text fw={600} c="dimmed" size="sm">
            {ticket.number}
          </Text>
          <TicketStatusBadge status={ticket.status} />
          <TicketPriorityBadge priority={ticket.priority} />
        </Group>
        <Title order={2} size="h3" id={`ticket-${ticket.id}-title`}>
          {ticket.subject}
        </Title>
        <Text size="sm" c="dimmed">
          {t('detail.meta', {
            customer: ticket.customer.name,
            category: t(`category.${ticket.category}`),
            date: formatDate(ticket.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </Text>
        <TicketPresence id={ticket.id} />
      </Stack>
      {ticket.mergedInto ? (
        <Alert color="gray" title={t('detail.mergedTitle')}>
          {t('detail.mergedInto')}{' '}
          <Anchor
            component={Link}
            to={paths.detail.href(ticket.mergedInto.id, location.search.slice(1))}
          >
            {ticket.mergedInto.number}
          </Anchor>
        </Alert>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="md">
            <MessageThread messages={ticket.messages} />
            {canReply ? (
              <div
                onFocus={() => setWritingOn(ticket.id)}
                onBlur={(event) => {
                  if (event.currentTarget.contains(event.relatedTarget)) return;
                  setWritingOn(editorRef.current?.isEmpty === false ? ticket.id : null);
                }}
              >
                {/* The thread paints first; the editor (tiptap) is built in the next frame. */}
                <AfterPaint
                  key={ticket.id}
                  fallback={<Skeleton height={REPLY_BOX_HEIGHT} radius="md" aria-hidden />}
                >
                  <ReplyBox
                    ticket={ticket}
                    kind={replyKind}
                    onKindChange={onReplyKindChange}
                    editorRef={editorRef}
                  />
                </AfterPaint>
              </div>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <TicketSidePanel ticket={ticket} statusRef={statusRef} onMerge={() => setMerging(true)} />
        </Grid.Col>
      </Grid>
      <MergeDialog ticket={ticket} opened={merging} onClose={() => setMerging(false)} />
    </Stack>
  );
}
