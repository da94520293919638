import {
  Anchor,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useAbility } from '@portal/auth';
import { ConfirmDialog, ErrorPanel, PageLoader, activeLocale, notify } from '@portal/design';
import { formatMoney, sumMinor } from '@portal/contract/money';
import type { FacturaRow, Nota } from '@portal/contract';
import { RiCloseCircleLine, RiMoneyDollarCircleLine, RiSendPlaneLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { BackLink } from '../../../components/back-link';
import { HistoryTimeline } from '../../../components/history-timeline';
import { paths } from '../../../config/paths';
import { errorMessage, isNotFound } from '../api/error-message';
import { useNota } from '../api/get-notas';
import { useSendNota } from '../api/send-nota';
import { CancelNotaModal } from './cancel-nota-modal';
import { formatDay } from '../../../lib/day';
import { NotaStatusBadge } from './nota-status-badge';
import { PayNotaModal } from './pay-nota-modal';

export default function NotaDetailPage() {
  const { t } = useTranslation('billing');
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const query = useNota(id);

  if (!Number.isInteger(id) || isNotFound(query.error)) {
    return (
      <Stack>
        <BackLink to={paths.notas.list.href()}>{t('notas.detail.back')}</BackLink>
        <Paper withBorder p="xl" radius="md">
          <Title order={1} size="h3" mb="xs">
            {t('notas.detail.notFoundTitle')}
          </Title>
          <Text>{t('notas.detail.notFound')}</Text>
        </Paper>
      </Stack>
    );
  }
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <Stack>
        <BackLink to={paths.notas.list.href()}>{t('notas.detail.back')}</BackLink>
        <ErrorPanel message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }
  return <NotaDetail nota={query.data.nota} facturas={query.data.facturas} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{children}</Text>
    </div>
  );
}

function NotaDetail({ nota, facturas }: { nota: Nota; facturas: FacturaRow[] }) {
  const { t } = useTranslation('billing');
  const ability = useAbility();
  const locale = activeLocale();
  const money = (minor: number) => formatMoney(minor, nota.currency, locale);
  const [payOpened, paying] = useDisclosure(false);
  const [cancelOpened, cancelling] = useDisclosure(false);
  const [sendOpened, sending] = useDisclosure(false);
  const send = useSendNota();
  const canUpdate = ability.can('update', 'NotaCobro');
  const open = nota.status === 'draft' || nota.status === 'sent';
  const outstanding = facturas.filter(
    (factura) => factura.balance > 0 && factura.status !== 'voided' && factura.status !== 'draft',
  );
  const amountDue = money(sumMinor(outstanding.map((factura) => factura.balance)));

  const confirmSend = () =>
    send.mutate(nota.id, {
      onSuccess: () => notify.success(t('notas.send.success', { number: nota.number })),
      onError: (error) => notify.error(errorMessage(error, t)),
      onSettled: sending.close,
    });

  return (
    <Stack>
      <BackLink to={paths.notas.list.href()}>{t('notas.detail.back')}</BackLink>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            <bdi>{nota.number}</bdi>
          </Title>
          <NotaStatusBadge status={nota.status} />
        </Group>
        {open && canUpdate ? (
          <Group gap="xs">
            {nota.status === 'draft' ? (
              <Button
                variant="default"
                leftSection={<RiSendPlaneLine size={16} aria-hidden />}
                onClick={sending.open}
              >
                {t('notas.actions.send')}
              </Button>
            ) : null}
            <Button
              leftSection={<RiMoneyDollarCircleLine size={16} aria-hidden />}
              onClick={paying.open}
            >
              {t('notas.actions.pay')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<RiCloseCircleLine size={16} aria-hidden />}
              onClick={cancelling.open}
            >
              {t('notas.actions.cancelNota')}
            </Button>
          </Group>
        ) : null}
      </Group>

      <Card withBorder padding="lg" component="section" aria-label={t('notas.detail.summary')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <Field label={t('notas.fields.customer')}>
            {nota.customer.name}{' '}
            <Text component="span" size="sm" c="dimmed">
              <bdi>{nota.customer.taxId}</bdi>
            </Text>
          </Field>
          <Field label={t('notas.fields.total')}>
            <bdi>{money(nota.total)}</bdi>
          </Field>
          <Field label={t('notas.fields.createdAt')}>{formatDay(nota.createdAt)}</Field>
          <Field label={t('notas.fields.dueDate')}>{formatDay(nota.dueDate)}</Field>
          <Field label={t('notas.detail.amountDue')}>
            <bdi>{amountDue}</bdi>
          </Field>
        </SimpleGrid>
        {nota.message ? (
          <Stack gap={2} mt="md">
            <Text size="sm" c="dimmed">
              {t('notas.fields.message')}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{nota.message}</Text>
          </Stack>
        ) : null}
        {nota.cancelReason ? (
          <Stack gap={2} mt="md">
            <Text size="sm" c="dimmed">
              {t('notas.fields.cancelReason')}
            </Text>
            <Text>{nota.cancelReason}</Text>
          </Stack>
        ) : null}
      </Card>

      <Card withBorder padding="lg" component="section" aria-labelledby="nota-invoices-title">
        <Title order={2} size="h4" id="nota-invoices-title" mb="sm">
          {t('notas.detail.invoices')}
        </Title>
        <Table.ScrollContainer minWidth={620}>
          <Table aria-labelledby="nota-invoices-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('notas.fields.number')}</Table.Th>
                <Table.Th>{t('notas.fields.status')}</Table.Th>
                <Table.Th>{t('notas.fields.dueDate')}</Table.Th>
                <Table.Th ta="end">{t('notas.fields.total')}</Table.Th>
                <Table.Th ta="end">{t('notas.fields.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {facturas.map((factura) => (
                <Table.Tr key={factura.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.facturacion.detail.href(factura.id)}
                      size="sm"
                    >
                      <bdi>{factura.number ?? `#${factura.id}`}</bdi>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`notas.facturaStatus.${factura.status}`)}</Table.Td>
                  <Table.Td>{formatDay(factura.dueDate)}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(factura.total, factura.currency, locale)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(factura.balance, factura.currency, locale)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <HistoryTimeline
        events={nota.history}
        stateLabel={(state) => t(`notas.status.${state}`, { defaultValue: state })}
      />

      {open ? (
        <>
          <PayNotaModal
            opened={payOpened}
            onClose={paying.close}
            nota={nota}
            amountDue={amountDue}
            invoiceCount={outstanding.length}
          />
          <CancelNotaModal opened={cancelOpened} onClose={cancelling.close} nota={nota} />
        </>
      ) : null}
      <ConfirmDialog
        opened={sendOpened}
        title={t('notas.send.title')}
        message={t('notas.send.message', { number: nota.number, customer: nota.customer.name })}
        confirmLabel={t('notas.actions.send')}
        danger={false}
        loading={send.isPending}
        onConfirm={confirmSend}
        onClose={sending.close}
      />
    </Stack>
  );
}
