import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { outboxQuerySchema, type OutboxMessage, type OutboxSummary } from '@portal/contract';
import {
  ErrorPanel,
  ListScreen,
  StatusBadge,
  formatDate,
  sanitizeQuery,
  useApiError,
  useListSearchParams,
  type ListColumn,
  type StatusColor,
} from '@portal/design';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useOutbox, useOutboxMessage } from '../api/get-outbox';
import { MailText } from './mail-text';

/** The open message is `?message=<id>` in the URL: a link reproduces the view, Back works. */
const MESSAGE_PARAM = 'message';

const STATUS_COLORS: Record<OutboxSummary['status'], StatusColor> = {
  stored: 'gray',
  sending: 'blue',
  sent: 'teal',
  failed: 'red',
};

const formatTime = (value: string) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) || value;

function useSelectedMessage() {
  const [search] = useSearchParams();
  const raw = search.get(MESSAGE_PARAM);
  const id = raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const hrefFor = (messageId: number) => {
    const next = new URLSearchParams(search);
    next.set(MESSAGE_PARAM, String(messageId));
    return `?${next.toString()}`;
  };
  return { id, hrefFor };
}

/**
 * "Outgoing e-mail" (administrators): what the server sent, newest first, and the open
 * message's text with its links clickable. Without `SMTP_URL` this is where e-mail waits
 * (password resets), so the reset journey works without a mail server.
 */
export default function OutboxPage() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams();
  const filters = useMemo(() => sanitizeQuery(outboxQuerySchema, list.params), [list.params]);
  const selected = useSelectedMessage();

  const columns: ListColumn<OutboxSummary>[] = [
    {
      id: 'to',
      title: t('outbox.fields.to'),
      toggleable: false,
      render: (m) => <bdi>{m.to}</bdi>,
    },
    {
      id: 'subject',
      title: t('outbox.fields.subject'),
      toggleable: false,
      render: (m) => (
        <Anchor
          component={Link}
          to={selected.hrefFor(m.id)}
          fw={m.id === selected.id ? 700 : 500}
          aria-current={m.id === selected.id ? 'true' : undefined}
        >
          {m.subject}
        </Anchor>
      ),
    },
    {
      id: 'createdAt',
      title: t('outbox.fields.time'),
      render: (m) => formatTime(m.createdAt),
    },
    {
      id: 'status',
      title: t('outbox.fields.status'),
      render: (m) => <OutboxStatusBadge message={m} />,
    },
  ];

  return (
    <ListScreen
      title={t('outbox.title')}
      stats={<Text size="sm">{t('outbox.subtitle')}</Text>}
      label={t('outbox.caption')}
      storageKey="apps-demo.outbox"
      list={list}
      query={useOutbox(filters)}
      columns={columns}
      rowLabel={(m) => m.subject}
      records={(data) => data.messages}
      total={(data) => data.totalMessages}
      emptyText={t('outbox.empty')}
    >
      {selected.id === null ? null : <MessagePanel id={selected.id} />}
    </ListScreen>
  );
}

function OutboxStatusBadge({ message }: { message: OutboxSummary }) {
  const { t } = useTranslation('apps-demo');
  return (
    <StatusBadge color={STATUS_COLORS[message.status]}>
      {t(`outbox.status.${message.status}`)}
    </StatusBadge>
  );
}

/** The open message: its header and text, with loading, error (Retry) and not-found states. */
function MessagePanel({ id }: { id: number }) {
  const { t } = useTranslation('apps-demo');
  const { message: errorMessage } = useApiError();
  const query = useOutboxMessage(id);
  const titleId = useId();

  let content;
  if (query.isPending)
    content = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t('outbox.loading')}>
        <Skeleton height={16} width="40%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={80} />
      </Stack>
    );
  else if (query.isError)
    content = (
      <ErrorPanel message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
    );
  else content = <MessageView message={query.data} titleId={titleId} />;

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby={query.isSuccess ? titleId : undefined}
      aria-label={query.isSuccess ? undefined : t('outbox.message')}
    >
      {content}
    </Card>
  );
}

function MessageView({ message, titleId }: { message: OutboxMessage; titleId: string }) {
  const { t } = useTranslation('apps-demo');
  // Opening a message from the list moves the keyboard and screen reader to it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.id]);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {message.subject}
        </Title>
        <OutboxStatusBadge message={message} />
      </Group>
      <Text size="sm">
        {t('outbox.fields.to')}: <bdi>{message.to}</bdi>
      </Text>
      <Text size="sm">
        {t('outbox.fields.time')}: {formatTime(message.createdAt)}
      </Text>
      {message.error === null ? null : (
        <Text size="sm" c="red.9">
          {t('outbox.error', { code: message.error })}
        </Text>
      )}
      {message.body === null ? (
        <Text size="sm" fs="italic">
          {t('outbox.bodyNotKept')}
        </Text>
      ) : (
        <MailText text={message.body} />
      )}
    </Stack>
  );
}
