import { Paper, Text, Timeline, Title } from '@mantine/core';
import { formatDate } from '@portal/design/base';
import type { AuditEvent } from '@portal/contract';
import { RiHistoryLine } from '@remixicon/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

export interface HistoryTimelineProps {
  events: readonly AuditEvent[];
  /** Readable label of a state value (`from` / `to`), e.g. a translated status. */
  stateLabel?: (state: string) => string;
}

/** English texts the mock's seed writes into history details, and their translation keys. */
const SEEDED_DETAILS: Record<string, string> = {
  'Unpaid invoices': 'unpaidInvoices',
  'Not renewed': 'notRenewed',
  'Issued to the wrong customer': 'wrongCustomer',
  'Duplicate of another invoice': 'duplicate',
  'Service cancelled before the billing period': 'cancelledBeforePeriod',
  'The customer disputed the amounts': 'disputed',
  'More traffic expected this season': 'moreTraffic',
  'Customer wants to reduce costs': 'reduceCosts',
  'Needs more resources': 'moreResources',
  'Growing team': 'growingTeam',
  'Lower usage than planned': 'lowerUsage',
  'Budget cut': 'budgetCut',
  'Seasonal business closed': 'seasonalClosed',
  'Invoices paid': 'invoicesPaid',
  'Service no longer needed': 'noLongerNeeded',
  'Ordered by mistake': 'orderedByMistake',
};

const METHODS: Record<string, string> = {
  'bank transfer': 'bank_transfer',
  card: 'card',
  cash: 'cash',
  check: 'check',
  'direct debit': 'direct_debit',
};

const CAMBIO_TYPES = new Set(['upgrade', 'downgrade', 'suspend', 'reactivate', 'cancel']);

/**
 * A history detail in the active language. The API records details as English text; the known
 * shapes (seeded reasons, "#3 upgrade: reason", "$10.00 by card", "to a@b.c", "Total $5.00") are
 * translated, anything typed by a person is shown as typed.
 */
export function translateDetail(detail: string, t: TFunction<'billing'>): string {
  const reason = (text: string) => {
    const key = SEEDED_DETAILS[text.trim()];
    return key ? t(`timeline.details.${key}`) : text;
  };
  const cambio = /^#(\d+) (\w+)(?:: (.*))?$/s.exec(detail);
  if (cambio && CAMBIO_TYPES.has(cambio[2] ?? '')) {
    const type = t(`habilitaciones.cambio.type.${cambio[2]}`);
    const text = cambio[3]?.trim() ? reason(cambio[3]) : '';
    return text
      ? t('timeline.cambioWithReason', { id: cambio[1], type, reason: text })
      : t('timeline.cambio', { id: cambio[1], type });
  }
  const payment = /^(.+) by ([a-z ]+?)(?: \((.*)\))?$/s.exec(detail);
  const method = payment ? METHODS[payment[2] ?? ''] : undefined;
  if (payment && method) {
    const paid = t('timeline.paidBy', {
      amount: payment[1],
      method: t(`paymentMethods.${method}`),
    });
    return payment[3] ? `${paid} (${payment[3]})` : paid;
  }
  const sentTo = /^to (\S+@\S+)$/.exec(detail);
  if (sentTo) return t('timeline.sentTo', { to: sentTo[1] });
  const total = /^Total (.+)$/.exec(detail);
  if (total) return t('timeline.total', { amount: total[1] });
  return reason(detail);
}

/** "Draft → Issued"; a creation shows no states, an entry without a from-state only its new state. */
function stateChange(
  event: AuditEvent,
  stateLabel: (state: string) => string,
  t: TFunction<'billing'>,
): string | null {
  if (event.action === 'created') return null;
  if (event.from === null) return event.to === null ? null : stateLabel(event.to);
  return t('timeline.fromTo', {
    from: stateLabel(event.from),
    to: event.to === null ? '—' : stateLabel(event.to),
  });
}

/** The history of an invoice, note or enablement: who did what and when, newest first. */
export function HistoryTimeline({ events, stateLabel = (state) => state }: HistoryTimelineProps) {
  const { t } = useTranslation('billing');
  const newestFirst = [...events].reverse();
  const changed = (event: AuditEvent) => stateChange(event, stateLabel, t);
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
                  {changed(event) ? (
                    <Text component="span" fw={400}>
                      {' · '}
                      {changed(event)}
                    </Text>
                  ) : null}
                </Text>
              }
            >
              {event.detail ? (
                <Text size="sm" mt={4}>
                  {translateDetail(event.detail, t)}
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
