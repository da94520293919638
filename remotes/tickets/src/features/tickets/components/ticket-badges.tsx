import { Badge, VisuallyHidden } from '@mantine/core';
import {
  RiAlarmWarningLine,
  RiCheckboxCircleLine,
  RiErrorWarningLine,
  RiPauseCircleLine,
  RiTimeLine,
} from '@remixicon/react';
import type { SlaStatus, TicketPriority, TicketStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/duration';

const STATUS_COLORS: Record<TicketStatus, string> = {
  new: 'blue',
  open: 'cyan',
  pending_customer: 'yellow',
  on_hold: 'gray',
  solved: 'green',
  closed: 'indigo',
};
const PRIORITY_COLORS: Record<TicketPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};
const SLA_COLORS = { on_track: 'green', at_risk: 'orange', breached: 'red', met: 'teal' } as const;

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets');
  return (
    <Badge color={PRIORITY_COLORS[priority]} variant="light">
      {t(`priority.${priority}`)}
    </Badge>
  );
}

const SLA_ICONS = {
  on_track: RiTimeLine,
  at_risk: RiAlarmWarningLine,
  breached: RiErrorWarningLine,
  met: RiCheckboxCircleLine,
} as const;

/** The SLA state with the time left (or overdue) of the target that is running. */
export function SlaBadge({ sla, now }: { sla: SlaStatus; now: number }) {
  const { t } = useTranslation('tickets');
  const label = t(`sla.state.${sla.state}`);
  const dueMs = sla.dueAt === null ? null : Date.parse(sla.dueAt) - now;
  const running = dueMs !== null && sla.state !== 'met';
  const detail = !running
    ? null
    : sla.paused
      ? t('sla.pausedShort')
      : dueMs > 0
        ? t('sla.left', { time: formatDuration(dueMs) })
        : t('sla.overdue', { time: formatDuration(dueMs) });
  const Icon = sla.paused ? RiPauseCircleLine : SLA_ICONS[sla.state];
  return (
    <Badge
      color={sla.paused ? 'gray' : SLA_COLORS[sla.state]}
      variant="light"
      leftSection={<Icon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {detail ?? label}
      {detail !== null ? <VisuallyHidden>{` (${label})`}</VisuallyHidden> : null}
    </Badge>
  );
}
