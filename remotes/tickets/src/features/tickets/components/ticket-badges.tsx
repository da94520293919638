import { VisuallyHidden } from '@mantine/core';
import { StatusBadge, type StatusColor } from '@portal/design/base';
import {
  RiAlarmWarningLine,
  RiCheckboxCircleLine,
  RiErrorWarningLine,
  RiPauseCircleLine,
  RiTimeLine,
} from '@remixicon/react';
import type { SlaState, SlaStatus, TicketPriority, TicketStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/duration';

const STATUS_COLORS: Record<TicketStatus, StatusColor> = {
  new: 'blue',
  open: 'cyan',
  pending_customer: 'yellow',
  on_hold: 'gray',
  solved: 'green',
  closed: 'indigo',
};
const PRIORITY_COLORS: Record<TicketPriority, StatusColor> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};
/** An SLA state's hue, for the list's badge and the side panel's targets. */
export const SLA_COLORS: Record<SlaState, StatusColor> = {
  on_track: 'green',
  at_risk: 'orange',
  breached: 'red',
  met: 'teal',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('tickets');
  return <StatusBadge color={STATUS_COLORS[status]}>{t(`status.${status}`)}</StatusBadge>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation('tickets');
  return <StatusBadge color={PRIORITY_COLORS[priority]}>{t(`priority.${priority}`)}</StatusBadge>;
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
    <StatusBadge
      color={sla.paused ? 'gray' : SLA_COLORS[sla.state]}
      leftSection={<Icon size={12} aria-hidden />}
      style={{ textTransform: 'none' }}
    >
      {detail ?? label}
      {detail !== null ? <VisuallyHidden>{` (${label})`}</VisuallyHidden> : null}
    </StatusBadge>
  );
}
