import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import { ConfirmDialog, ErrorPanel, PageLoader, TableStates, notify } from '@portal/design';
import type { Cambio, Habilitacion } from '@portal/contract';
import { RiCheckLine, RiSwapLine } from '@remixicon/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { HistoryTimeline } from '../../../components/history-timeline';
import { paths } from '../../../config/paths';
import { useActivateHabilitacion } from '../api/activate-habilitacion';
import type { Decision } from '../api/decide-cambio';
import { useHabilitacion } from '../api/get-habilitaciones';
import { validCambioTypes } from './cambio-rules';
import { CambioDecisionModal } from './cambio-decision-modal';
import { CambioRow } from './cambio-row';
import { formatDay } from '../../../lib/day';
import { errorText, isNotFound, money } from './display';
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
  const numericId = /^\d+$/.test(id) ? Number(id) : Number.NaN;
  const detail = useHabilitacion(numericId);
  const backLink = (
    <BackLink to={paths.habilitaciones.list.href()}>{t('habilitaciones.detail.back')}</BackLink>
  );

  if (Number.isNaN(numericId) || (detail.isError && isNotFound(detail.error)))
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('habilitaciones.detail.heading')}
        </Title>
        <Alert color="red" variant="light" role="alert" title={t('habilitaciones.detail.notFound')}>
          {backLink}
        </Alert>
      </Stack>
    );

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('habilitaciones.detail.title', { id: numericId })}
        </Title>
        {backLink}
      </Group>
      {detail.isError ? (
        <ErrorPanel message={errorText(detail.error, t)} onRetry={() => void detail.refetch()} />
      ) : !detail.data ? (
        <PageLoader />
      ) : (
        <DetailBody habilitacion={detail.data.habilitacion} cambios={detail.data.cambios} />
      )}
    </Stack>
  );
}

function DetailBody({ habilitacion, cambios }: { habilitacion: Habilitacion; cambios: Cambio[] }) {
  const { t } = useTranslation('billing');
  const activate = useActivateHabilitacion();
  const [confirmActivate, activateDialog] = useDisclosure(false);
  const [requestOpened, requestModal] = useDisclosure(false);
  const [deciding, setDeciding] = useState<{ cambio: Cambio; decision: Decision } | null>(null);
  const pending = cambios.some((c) => c.status === 'pending');
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
      onError: (error) => notify.error(errorText(error, t)),
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
            <HabilitacionStatusBadge status={habilitacion.status} />
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
              <bdi>{habilitacion.customer.taxId}</bdi>
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
          <Detail label={t('habilitaciones.fields.status')}>
            {t(`habilitaciones.status.${habilitacion.status}`)}
          </Detail>
          <Detail label={t('habilitaciones.fields.startDate')}>
            {formatDay(habilitacion.startDate)}
          </Detail>
          <Detail label={t('habilitaciones.fields.renewalDate')}>
            {formatDay(habilitacion.renewalDate)}
          </Detail>
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
                <Table.Th>{t('habilitaciones.cambio.fields.id')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.type')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.plan')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.status')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.requested')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.decision')}</Table.Th>
                <Table.Th>{t('habilitaciones.cambio.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <TableStates colSpan={7} empty={cambios.length === 0}>
                {cambios.map((cambio) => (
                  <CambioRow
                    key={cambio.id}
                    cambio={cambio}
                    onDecide={(picked, decision) => setDeciding({ cambio: picked, decision })}
                  />
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
