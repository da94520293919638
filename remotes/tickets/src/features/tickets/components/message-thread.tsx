import { Anchor, Badge, Group, List, Paper, Stack, Text, Typography } from '@mantine/core';
import type { TicketMessage } from '@portal/contract';
import { formatDate } from '@portal/design/base';
import { sanitizeHtml } from '@portal/design/safe-html';
import { RiAttachment2, RiLockLine } from '@remixicon/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/duration';

/**
 * Message HTML made safe: no scripts, handlers, forms, frames or images (DOMPurify); only the
 * text where DOMPurify cannot be trusted (fail closed).
 */
export function sanitizeBody(html: string): string {
  return sanitizeHtml(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'img'],
    FORBID_ATTR: ['style'],
  });
}

// Sanitised bodies by their HTML: a body is cleaned once, not on every render of the thread.
const clean = new Map<string, string>();
function sanitizedOnce(html: string): string {
  let safe = clean.get(html);
  if (safe === undefined) {
    safe = sanitizeBody(html);
    if (clean.size > 2000) clean.clear();
    clean.set(html, safe);
  }
  return safe;
}

const MessageCard = memo(function MessageCard({ message }: { message: TicketMessage }) {
  const { t } = useTranslation('tickets');
  const note = message.kind === 'note';
  return (
    <Paper
      component="article"
      withBorder
      p="sm"
      radius="md"
      aria-label={t(note ? 'thread.noteBy' : 'thread.messageBy', { name: message.author.name })}
      style={
        note
          ? {
              background: 'var(--mantine-color-yellow-light)',
              borderColor: 'var(--mantine-color-yellow-outline)',
              borderInlineStartWidth: 4,
            }
          : message.author.kind === 'customer'
            ? {
                borderInlineStartWidth: 4,
                borderInlineStartColor: 'var(--mantine-color-blue-outline)',
              }
            : undefined
      }
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Group gap="xs">
          <Text fw={600} size="sm">
            {message.author.name}
          </Text>
          <Badge
            size="xs"
            variant="light"
            color={message.author.kind === 'customer' ? 'blue' : 'gray'}
          >
            {t(`thread.author.${message.author.kind}`)}
          </Badge>
          {note ? (
            <Badge
              size="xs"
              color="yellow"
              variant="light"
              leftSection={<RiLockLine size={10} aria-hidden />}
            >
              {t('thread.internalNote')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed" component="time" dateTime={message.at}>
          {formatDate(message.at, { dateStyle: 'medium', timeStyle: 'short' })}
        </Text>
      </Group>
      <Typography fz="sm">
        {/* Sanitised above: the only HTML that reaches the page. A message keeps the direction
            of its own text (an English message in the Arabic interface reads left to right). */}
        <div dir="auto" dangerouslySetInnerHTML={{ __html: sanitizedOnce(message.body) }} />
      </Typography>
      {message.attachments.length > 0 ? (
        <List
          size="sm"
          mt="xs"
          spacing={2}
          listStyleType="none"
          aria-label={t('attachments.label')}
        >
          {message.attachments.map((file, index) => (
            <List.Item key={`${file.name}-${index}`} icon={<RiAttachment2 size={14} aria-hidden />}>
              <Anchor href={file.dataUrl} download={file.name} size="sm">
                {file.name}
              </Anchor>{' '}
              <Text span size="xs" c="dimmed">
                ({formatBytes(file.size)})
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Paper>
  );
});

/** The conversation in order, internal notes on yellow with a lock. */
export function MessageThread({ messages }: { messages: TicketMessage[] }) {
  const { t } = useTranslation('tickets');
  return (
    <Stack gap="sm" component="section" aria-label={t('thread.title')}>
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}
