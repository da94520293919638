import { Button, Card, Group, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can, useAbility } from '@portal/auth';
import { Ltr, ConfirmDialog, DetailScreen, TableStates, notify } from '@portal/design';
import type { Cambio, Habilitacion } from '@portal/contract';
import { RiCheckLine, RiSwapLine } from '@remixicon/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/day';
import { useActivateHabilitacion } from '../api/activate-habilitacion';
import type { Decision } from '../api/decide-cambio';
import { useHabilitacion } from '../api/get-habilitaciones';
import { CambioDecisionModal } from './cambio-decision-modal';
import { useCambioColumns } from './cambio-columns';
import { validCambioTypes } from './cambio-rules';
import { money, renewal } from './display';
import { RequestCambioModal } from './request-cambio-modal';
import { HabilitacionStatusBadge } from './status-badges';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text component="div" size="sm" mt={2}>
        {children}
      </Text>
    </div>
  );
}

export default function HabilitacionDetailPage() {
  const { t } = useTranslation('billing');
  const { id = '' } = useParams();
  // Not a number: ask for id 0, which the API answers with its own 404 text.
  const numericId = /^\d+$/.test(id) ? Number(id) : 0;
  return (
    <DetailScreen
      query={useHabilitacion(numericId)}
      backTo={paths.habilitaciones.list.href()}
      backLabel={t('habilitaciones.detail.back')}
      title={(data) => t('habilitaciones.detail.title', { id: data.habilitacion.id })}
      badge={(data) => <HabilitacionStatusBadge status={data.habilitacion.status} />}
    >
      {(data) => <DetailBody habilitacion={data.habilitacion} cambios={data.cambios} />}
    </DetailScreen>
  );
}

function DetailBody({ habilitacion, cambios }: { habilitacion: Habilitacion; cambios: Cambio[] }) {
  const { t } = useTranslation('billing');
  const activate = useActivateHabilitacion();
  const [confirmActivate, activateDialog] = useDisclosure(false);
  const [requestOpened, requestModal] = useDisclosure(false);
  const [deciding, setDeciding] = useState<{ cambio: Cambio; decision: Decision } | null>(null);
  const ability = useAbility();
  const pending = cambios.some((c) => c.status === 'pending');
  // "Actions" only when there is one to take: a pending request and the right to decide it.
  const columns = useCambioColumns({
    onDecide: (cambio, decision) => setDeciding({ cambio, decision }),
  }).filter((column) => column.id !== 'actions' || (pending && ability.can('update', 'Cambio')));
  const canChange = validCambioTypes(habilitacion.status, habilitacion.plan).length > 0;

  const stateLabel = (state: string) => {
    const key = ['pending', 'active', 'suspended', 'cancelled'].includes(state)
      ? `habilitaciones.status.${state}`
      : `habilitaciones.plan.${state}`;
    return t(key, { defaultValue: state });
  };

  const runActivate = () =>
    activate.mutate(habilitacion.id, {
      onSuccess: () =>
        notify.success(t('habilitaciones.activate.success', { id: habilitacion.id })),
      onSettled: activateDialog.close,
    });

  return (
    <>
      <Card withBorder padding="lg">
        <Group justify="space-between" mb="md">
          <Group gap="sm">
            <Title order={2} size="h4">
              {t('habilitaciones.detail.details')}
            </Title>
          </Group>
          <Group gap="sm">
            {habilitacion.status === 'pending' ? (
              <Can I="update" a="Habilitacion">
                <Button
                  leftSection={<RiCheckLine size={16} aria-hidden />}
                  onClick={activateDialog.open}
                >
                  {t('habilitaciones.activate.button')}
                </Button>
              </Can>
            ) : null}
            {canChange ? (
              <Can I="create" a="Cambio">
                <Button
                  variant="default"
                  leftSection={<RiSwapLine size={16} aria-hidden />}
                  onClick={requestModal.open}
                  disabled={pending}
                >
                  {t('habilitaciones.request.button')}
                </Button>
              </Can>
            ) : null}
          </Group>
        </Group>
        {pending ? (
          <Can I="create" a="Cambio">
            <Text size="sm" mb="md">
              {t('habilitaciones.detail.pendingExists')}
            </Text>
          </Can>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          <Detail label={t('habilitaciones.fields.customer')}>
            {habilitacion.customer.name}
            <Text size="xs">
              <Ltr>{habilitacion.customer.taxId}</Ltr>
            </Text>
          </Detail>
          <Detail label={t('habilitaciones.fields.service')}>
            {t(`habilitaciones.service.${habilitacion.service}`)}
          </Detail>
          <Detail label={t('habilitaciones.fields.plan')}>
            {t(`habilitaciones.plan.${habilitacion.plan}`)}
          </Detail>
          <Detail label={t('habilitaciones.fields.monthlyPrice')}>
            {money(habilitacion.monthlyPrice, habilitacion.currency)}
          </Detail>
          <Detail label={t('habilitaciones.fields.startDate')}>
            {formatDay(habilitacion.startDate)}
          </Detail>
          <Detail label={t('habilitaciones.fields.renewalDate')}>{renewal(habilitacion, t)}</Detail>
        </SimpleGrid>
      </Card>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          {t('habilitaciones.detail.cambios')}
        </Title>
        <Table.ScrollContainer minWidth={800}>
          <Table verticalSpacing="sm">
            <Table.Caption c="var(--mantine-color-text)">
              {t('habilitaciones.detail.cambiosCaption')}
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.id}>{column.title}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStates colSpan={columns.length} empty={cambios.length === 0}>
                {cambios.map((cambio) => (
                  <Table.Tr key={cambio.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.id}>{column.render?.(cambio)}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </TableStates>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <HistoryTimeline events={habilitacion.history} stateLabel={stateLabel} />

      <ConfirmDialog
        opened={confirmActivate}
        danger={false}
        title={t('habilitaciones.activate.title', { id: habilitacion.id })}
        message={t('habilitaciones.activate.message', { customer: habilitacion.customer.name })}
        confirmLabel={t('habilitaciones.activate.button')}
        loading={activate.isPending}
        onConfirm={runActivate}
        onClose={activateDialog.close}
      />
      <RequestCambioModal
        habilitacion={habilitacion}
        opened={requestOpened}
        onClose={requestModal.close}
      />
      <CambioDecisionModal
        cambio={deciding?.cambio ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
