import {
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Select,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Timeline,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useAbility } from '@portal/auth';
import {
  TICKET_LIMITS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TEAMS,
  slaStatus,
  type TicketChanges,
  type TicketDetail,
} from '@portal/contract';
import { Ltr, StatusBadge, apiErrorMessage, formatDate, notify } from '@portal/design/base';
import { RiPauseCircleLine } from '@remixicon/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { billingLinks, paths } from '../../../config/paths';
import { formatDuration } from '../../../lib/duration';
import { useCustomerCard, useStaff } from '../api/get-tickets';
import { AfterPaint } from './after-paint';
import { SLA_COLORS } from './ticket-badges';
import { useUpdateTicket } from '../api/update-ticket';
import { useNow } from '../hooks/use-now';
import { useMyStaffId } from './ticket-list-pane';

function SlaCountdown({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const now = useNow(1000);
  const status = slaStatus(ticket.sla, ticket.priority, now);
  const row = (name: 'firstResponse' | 'resolution') => {
    const target = status[name];
    const text =
      target.state === 'met'
        ? t('sla.state.met')
        : target.remainingMs > 0
          ? t('sla.left', { time: formatDuration(target.remainingMs) })
          : t('sla.overdue', { time: formatDuration(target.remainingMs) });
    return (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{t(`sla.${name}`)}</Text>
        <StatusBadge color={SLA_COLORS[target.state]} style={{ textTransform: 'none' }}>
          {text}
          <VisuallyHidden>{` (${t(`sla.state.${target.state}`)})`}</VisuallyHidden>
        </StatusBadge>
      </Group>
    );
  };
  return (
    <Stack gap={6} role="group" aria-label={t('sla.title')}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('sla.title')}
        </Text>
        {status.paused ? (
          <StatusBadge color="gray" leftSection={<RiPauseCircleLine size={12} aria-hidden />}>
            {t('sla.paused')}
          </StatusBadge>
        ) : null}
      </Group>
      {row('firstResponse')}
      {row('resolution')}
    </Stack>
  );
}

function CustomerCard({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const card = useCustomerCard(ticket.customer.id);
  const canHabilitaciones = ability.can('read', 'Habilitacion');
  const canFacturas = ability.can('read', 'Factura');
  if (card.isPending) return <Skeleton height={120} />;
  if (card.isError)
    return (
      <Text size="sm" c="red">
        {apiErrorMessage(card.error, t)}
      </Text>
    );
  const { customer, habilitaciones, facturas } = card.data;
  const invoice = facturas.find((factura) => factura.id === ticket.facturaId);
  const related = habilitaciones.find((habilitacion) => habilitacion.id === ticket.habilitacionId);
  return (
    <Stack gap={4} role="group" aria-label={t('customer.title')}>
      <Text fw={600} size="sm">
        {t('customer.title')}
      </Text>
      <Text size="sm" dir="auto">
        {customer.name}
      </Text>
      <Text size="xs" c="dimmed">
        <Ltr>{customer.taxId}</Ltr> · <bdi>{customer.country}</bdi>
      </Text>
      <Text size="sm">
        {t('customer.contact')}: <bdi>{ticket.contact.name}</bdi> (<Ltr>{ticket.contact.email}</Ltr>
        )
      </Text>
      {related ? (
        <Text size="sm">
          {t('customer.related')}:{' '}
          {canHabilitaciones ? (
            <Anchor href={billingLinks.habilitacion(related.id)} size="sm" underline="always">
              #{related.id} {t(`service.${related.service}`)}
            </Anchor>
          ) : (
            `#${related.id} ${t(`service.${related.service}`)}`
          )}
        </Text>
      ) : null}
      {invoice ? (
        <Text size="sm">
          {t('fields.invoice')}:{' '}
          {canFacturas ? (
            <Anchor href={billingLinks.factura(invoice.id)} size="sm" underline="always">
              {invoice.number}
            </Anchor>
          ) : (
            invoice.number
          )}
        </Text>
      ) : null}
      {canHabilitaciones && habilitaciones.length > 0 ? (
        <List size="sm" spacing={2} aria-label={t('customer.enablements')}>
          {habilitaciones.slice(0, 5).map((habilitacion) => (
            <List.Item key={habilitacion.id}>
              <Anchor href={billingLinks.habilitacion(habilitacion.id)} size="sm">
                {t(`service.${habilitacion.service}`)} · {habilitacion.plan}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="sm">
        <Anchor
          component={Link}
          to={paths.list.href(`customerId=${customer.id}&view=all_open`)}
          size="sm"
        >
          {t('customer.tickets')}
        </Anchor>
        {canHabilitaciones ? (
          <Anchor href={billingLinks.habilitaciones(customer.name)} size="sm">
            {t('customer.allEnablements')}
          </Anchor>
        ) : null}
        {canFacturas ? (
          <Anchor href={billingLinks.facturas(customer.name)} size="sm">
            {t('customer.invoices')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

function HistoryTimeline({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation('tickets');
  const entries = [...ticket.history].reverse();
  const describe = (value: string | null, action: string) => {
    if (value === null || value === '') return t('history.none');
    if (action === 'status') return t(`status.${value}`, { defaultValue: value });
    if (action === 'priority') return t(`priority.${value}`, { defaultValue: value });
    if (action === 'team') return t(`team.${value}`, { defaultValue: value });
    return value;
  };
  return (
    <Stack gap={6} component="section" aria-label={t('history.title')}>
      <Title order={3} size="h5">
        {t('history.title')}
      </Title>
      <Timeline bulletSize={12} lineWidth={2}>
        {entries.map((entry) => (
          <Timeline.Item
            key={entry.id}
            title={t(`history.action.${entry.action}`, { defaultValue: entry.action })}
          >
            {entry.from !== null || entry.to !== null ? (
              <Text size="xs">
                {entry.action === 'created'
                  ? describe(entry.to, 'status')
                  : t('history.change', {
                      from: describe(entry.from, entry.action),
                      to: describe(entry.to, entry.action),
                    })}
              </Text>
            ) : null}
            <Text size="xs" c="dimmed">
              {entry.actor.fullName} ·{' '}
              {formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}

export interface TicketSidePanelProps {
  ticket: TicketDetail;
  /** The status select, for the `s` shortcut. */
  statusRef?: RefObject<HTMLInputElement | null>;
  /** Opens the merge dialog. */
  onMerge: () => void;
}

/** Status, priority, assignee, team, tags, live SLA, the customer and the history. */
export function TicketSidePanel({ ticket, statusRef, onMerge }: TicketSidePanelProps) {
  const { t } = useTranslation('tickets');
  const ability = useAbility();
  const staff = useStaff();
  const me = useMyStaffId();
  const update = useUpdateTicket();
  const closed = ticket.status === 'closed';
  const readOnly = !ability.can('update', 'Ticket') || closed;

  const change = (changes: TicketChanges) =>
    update.mutate(
      { id: ticket.id, changes },
      {
        onSuccess: () => notify.success(t('side.saved')),
        onError: (error) => notify.error(apiErrorMessage(error, t)),
      },
    );
  const staffOptions = (staff.data ?? []).map((member) => ({
    value: member.id,
    label: member.fullName,
  }));
  if (ticket.assignee && !staffOptions.some((option) => option.value === ticket.assignee?.id)) {
    staffOptions.push({ value: ticket.assignee.id, label: ticket.assignee.fullName });
  }

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md">
        <Stack gap="xs">
          <Select
            ref={statusRef}
            label={t('fields.status')}
            data={TICKET_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            value={ticket.status}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => {
              const status = TICKET_STATUSES.find((candidate) => candidate === value);
              if (status) change({ status });
            }}
          />
          <Select
            label={t('fields.priority')}
            data={TICKET_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`priority.${priority}`),
            }))}
            value={ticket.priority}
            allowDeselect={false}
            disabled={readOnly}
            onChange={(value) => {
              const priority = TICKET_PRIORITIES.find((candidate) => candidate === value);
              if (priority) change({ priority });
            }}
          />
          <Select
            label={t('fields.assignee')}
            placeholder={t('unassigned')}
            data={staffOptions}
            value={ticket.assignee?.id ?? null}
            clearable
            searchable
            disabled={readOnly}
            onChange={(value) => change({ assigneeId: value })}
          />
          {me && ticket.assignee?.id !== me && !readOnly ? (
            <Button variant="light" size="xs" onClick={() => change({ assigneeId: me })}>
              {t('assignToMe')}
            </Button>
          ) : null}
          <Select
            label={t('fields.team')}
            placeholder={t('side.noTeam')}
            data={TICKET_TEAMS.map((team) => ({ value: team, label: t(`team.${team}`) }))}
            value={ticket.team}
            clearable
            disabled={readOnly}
            onChange={(value) =>
              change({ team: TICKET_TEAMS.find((candidate) => candidate === value) ?? null })
            }
          />
          <TagsInput
            label={t('fields.tags')}
            value={ticket.tags}
            maxTags={TICKET_LIMITS.tags}
            disabled={readOnly}
            onChange={(tags) => change({ tags })}
          />
        </Stack>
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <SlaCountdown ticket={ticket} />
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <CustomerCard ticket={ticket} />
      </Paper>
      {!readOnly ? (
        <Button variant="default" onClick={onMerge}>
          {t('merge.open')}
        </Button>
      ) : null}
      <AfterPaint key={ticket.id}>
        <HistoryTimeline ticket={ticket} />
      </AfterPaint>
    </Stack>
  );
}
