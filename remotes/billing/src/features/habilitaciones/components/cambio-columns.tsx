import { Anchor, Button, Group, Text } from '@mantine/core';
import { Can } from '@portal/auth';
import { formatDate, type ListColumn } from '@portal/design';
import type { Cambio } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Decision } from '../api/decide-cambio';
import { isPlanChange } from './cambio-rules';
import { CambioStatusBadge } from './status-badges';

const dateTime = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The columns of a change request, declared once for the change requests page and an
 * enablement's page; Approve / Reject for pending ones and allowed users.
 */
export function useCambioColumns({
  withEnablement = false,
  onDecide,
}: {
  /** Show the customer and a link to the enablement (the change requests page). Default: false. */
  withEnablement?: boolean;
  /** Open the approve / reject dialog. */
  onDecide: (cambio: Cambio, decision: Decision) => void;
}): ListColumn<Cambio>[] {
  const { t } = useTranslation('billing');
  const field = (name: string) => t(`habilitaciones.cambio.fields.${name}`);
  const plan = (value: Cambio['fromPlan']) => t(`habilitaciones.plan.${value}`);
  const enablement: ListColumn<Cambio> = {
    id: 'customer',
    title: field('enablement'),
    sortable: true,
    render: (cambio) => (
      <>
        <Anchor
          component={Link}
          to={paths.habilitaciones.detail.href(cambio.habilitacionId)}
          size="sm"
          fw={500}
        >
          {cambio.customer.name}
        </Anchor>
        <Text size="xs">
          #{cambio.habilitacionId} · {t(`habilitaciones.service.${cambio.service}`)}
        </Text>
      </>
    ),
  };
  return [
    { id: 'id', title: field('id'), sortable: withEnablement, render: (c) => `#${c.id}` },
    ...(withEnablement ? [enablement] : []),
    {
      id: 'type',
      title: field('type'),
      sortable: withEnablement,
      render: (c) => t(`habilitaciones.cambio.type.${c.type}`),
    },
    {
      id: 'plan',
      title: field('plan'),
      render: (c) =>
        isPlanChange(c.type)
          ? t('habilitaciones.cambio.planChange', { from: plan(c.fromPlan), to: plan(c.toPlan) })
          : plan(c.fromPlan),
    },
    {
      id: 'status',
      title: field('status'),
      sortable: withEnablement,
      render: (c) => <CambioStatusBadge status={c.status} />,
    },
    {
      id: 'requestedAt',
      title: field('requested'),
      sortable: withEnablement,
      render: (cambio) => (
        <>
          <Text size="sm">{cambio.reason}</Text>
          <Text size="xs">
            <time dateTime={cambio.requestedAt}>{dateTime(cambio.requestedAt)}</time>{' '}
            {t('habilitaciones.cambio.by', { name: cambio.requestedBy })}
          </Text>
        </>
      ),
    },
    {
      id: 'decision',
      title: field('decision'),
      render: (cambio) => (
        <>
          {cambio.decidedAt ? (
            <>
              {cambio.decisionReason ? <Text size="sm">{cambio.decisionReason}</Text> : null}
              <Text size="xs">
                <time dateTime={cambio.decidedAt}>{dateTime(cambio.decidedAt)}</time>{' '}
                {t('habilitaciones.cambio.by', { name: cambio.decidedBy ?? '' })}
              </Text>
            </>
          ) : (
            <Text size="sm">—</Text>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      title: field('actions'),
      toggleable: false,
      render: (cambio) => (
        <>
          {cambio.status === 'pending' ? (
            <Can I="update" a="Cambio">
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onDecide(cambio, 'approve')}
                  aria-label={t('habilitaciones.decide.approveLabel', { id: cambio.id })}
                >
                  {t('habilitaciones.decide.approve')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => onDecide(cambio, 'reject')}
                  aria-label={t('habilitaciones.decide.rejectLabel', { id: cambio.id })}
                >
                  {t('habilitaciones.decide.reject')}
                </Button>
              </Group>
            </Can>
          ) : null}
        </>
      ),
    },
  ];
}
