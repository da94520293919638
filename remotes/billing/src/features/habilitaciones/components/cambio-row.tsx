import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Can } from '@portal/auth';
import { formatDate } from '@portal/design';
import type { Cambio } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Decision } from '../api/decide-cambio';
import { isPlanChange } from './cambio-rules';
import { CambioStatusBadge } from './status-badges';

export interface CambioRowProps {
  cambio: Cambio;
  /** Show the customer and a link to the enablement (the change requests page). Default: false. */
  withEnablement?: boolean;
  /** Open the approve / reject dialog. */
  onDecide: (cambio: Cambio, decision: Decision) => void;
}

const dateTime = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** One change request as a table row; Approve / Reject for pending ones and allowed users. */
export function CambioRow({ cambio, withEnablement = false, onDecide }: CambioRowProps) {
  const { t } = useTranslation('billing');
  const plan = (value: Cambio['fromPlan']) => t(`habilitaciones.plan.${value}`);
  return (
    <Table.Tr>
      <Table.Td>#{cambio.id}</Table.Td>
      {withEnablement ? (
        <Table.Td>
          <Anchor
            component={Link}
            to={paths.habilitaciones.detail.href(cambio.habilitacionId)}
            size="sm"
            fw={500}
            aria-label={t('habilitaciones.cambios.openEnablement', {
              id: cambio.habilitacionId,
              customer: cambio.customer.name,
            })}
          >
            {cambio.customer.name}
          </Anchor>
          <Text size="xs">
            #{cambio.habilitacionId} · {t(`habilitaciones.service.${cambio.service}`)}
          </Text>
        </Table.Td>
      ) : null}
      <Table.Td>{t(`habilitaciones.cambio.type.${cambio.type}`)}</Table.Td>
      <Table.Td>
        {isPlanChange(cambio.type)
          ? t('habilitaciones.cambio.planChange', {
              from: plan(cambio.fromPlan),
              to: plan(cambio.toPlan),
            })
          : plan(cambio.fromPlan)}
      </Table.Td>
      <Table.Td>
        <CambioStatusBadge status={cambio.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{cambio.reason}</Text>
        <Text size="xs">
          <time dateTime={cambio.requestedAt}>{dateTime(cambio.requestedAt)}</time>{' '}
          {t('habilitaciones.cambio.by', { name: cambio.requestedBy })}
        </Text>
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
