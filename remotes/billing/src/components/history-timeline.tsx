import { Paper, Text, Timeline, Title } from '@mantine/core';
import { formatDate } from '@portal/design';
import type { AuditEvent } from '@portal/contract';
import { RiHistoryLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export interface HistoryTimelineProps {
  events: readonly AuditEvent[];
  /** Readable label of a state value (`from` / `to`), e.g. a translated status. */
  stateLabel?: (state: string) => string;
}

/** The history of an invoice, note or enablement: who did what and when, newest first. */
export function HistoryTimeline({ events, stateLabel = (state) => state }: HistoryTimelineProps) {
  const { t } = useTranslation('billing');
  const newestFirst = [...events].reverse();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="history-title">
      <Title order={2} size="h4" id="history-title" mb="md">
        {t('timeline.title')}
      </Title>
      {newestFirst.length === 0 ? (
        <Text c="dimmed">{t('timeline.empty')}</Text>
      ) : (
        <Timeline bulletSize={22} lineWidth={2} active={newestFirst.length}>
          {newestFirst.map((event) => (
            <Timeline.Item
              key={event.id}
              bullet={<RiHistoryLine size={12} aria-hidden />}
              title={
                <Text fw={600} component="span">
                  {t(`timeline.actions.${event.action}`, { defaultValue: event.action })}
                  {event.from !== null || event.to !== null ? (
                    <Text component="span" fw={400}>
                      {' · '}
                      {t('timeline.fromTo', {
                        from: event.from === null ? '—' : stateLabel(event.from),
                        to: event.to === null ? '—' : stateLabel(event.to),
                      })}
                    </Text>
                  ) : null}
                </Text>
              }
            >
              {event.detail ? (
                <Text size="sm" mt={4}>
                  {event.detail}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed" mt={4}>
                <time dateTime={event.at}>
                  {formatDate(event.at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>{' '}
                {t('timeline.by', { actor: event.actor.fullName })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
