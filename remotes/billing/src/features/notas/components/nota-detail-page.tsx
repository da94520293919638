import { Anchor, Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import {
  Ltr,
  ConfirmDialog,
  DetailScreen,
  ReasonModal,
  activeLocale,
  notify,
} from '@portal/design';
import { formatMoney, sumMinor } from '@portal/contract/money';
import type { FacturaRow, Nota } from '@portal/contract';
import { RiCloseCircleLine, RiMoneyDollarCircleLine, RiSendPlaneLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/day';
import { useCancelNota } from '../api/cancel-nota';
import { useNota } from '../api/get-notas';
import { useSendNota } from '../api/send-nota';
import { NotaStatusBadge } from './nota-status-badge';
import { PayNotaModal, isOpenNota } from './pay-nota-modal';
import { useLiveInvalidate } from '@portal/design/base';
import { notaKeys } from '../api/query-keys';

/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['nota'];

export default function NotaDetailPage() {
  useLiveInvalidate(LIVE_KINDS, notaKeys);
  const { t } = useTranslation('billing');
  const params = useParams();
  // Not a number: ask for id 0, which the API answers with its own 404 text.
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : 0;
  return (
    <DetailScreen
      query={useNota(id)}
      backTo={paths.notas.list.href()}
      backLabel={t('notas.detail.back')}
      title={(data) => <bdi>{data.nota.number}</bdi>}
      badge={(data) => <NotaStatusBadge status={data.nota.status} />}
      actions={(data) => <NotaActions nota={data.nota} facturas={data.facturas} />}
      history={(data) => (
        <HistoryTimeline
          events={data.nota.history}
          stateLabel={(state) => t(`notas.status.${state}`, { defaultValue: state })}
        />
      )}
    >
      {(data) => <NotaSections nota={data.nota} facturas={data.facturas} />}
    </DetailScreen>
  );
}

const outstandingOf = (facturas: FacturaRow[]) =>
  facturas.filter(
    (factura) => factura.balance > 0 && factura.status !== 'voided' && factura.status !== 'draft',
  );

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

function NotaActions({ nota, facturas }: { nota: Nota; facturas: FacturaRow[] }) {
  const { t } = useTranslation('billing');
  const [payOpened, paying] = useDisclosure(false);
  const [cancelOpened, cancelling] = useDisclosure(false);
  const [sendOpened, sending] = useDisclosure(false);
  const send = useSendNota();
  const cancel = useCancelNota();
  const open = isOpenNota(nota);
  const outstanding = outstandingOf(facturas);
  const amountDue = formatMoney(
    sumMinor(outstanding.map((factura) => factura.balance)),
    nota.currency,
    activeLocale(),
  );

  const confirmSend = () =>
    send.mutate(nota.id, {
      onSuccess: () => notify.success(t('notas.send.success', { number: nota.number })),
      onSettled: sending.close,
    });

  return (
    <Can I="update" a="NotaCobro">
      {nota.status === 'draft' && open ? (
        <Button
          variant="default"
          leftSection={<RiSendPlaneLine size={16} aria-hidden />}
          onClick={sending.open}
        >
          {t('notas.actions.send')}
        </Button>
      ) : null}
      {open ? (
        <>
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
        </>
      ) : null}
      {/* Mounted whatever the status: a colleague's payment must not close the dialog under the user. */}
      <PayNotaModal
        opened={payOpened}
        onClose={paying.close}
        nota={nota}
        amountDue={amountDue}
        invoiceCount={outstanding.length}
      />
      <ReasonModal
        opened={cancelOpened}
        onClose={cancelling.close}
        title={t('notas.cancel.title')}
        message={t('notas.cancel.message', { number: nota.number })}
        confirmLabel={t('notas.cancel.confirm')}
        onConfirm={(reason) =>
          cancel
            .mutateAsync({ id: nota.id, reason })
            .then(() => notify.success(t('notas.cancel.success', { number: nota.number })))
        }
      />
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
    </Can>
  );
}

function NotaSections({ nota, facturas }: { nota: Nota; facturas: FacturaRow[] }) {
  const { t } = useTranslation('billing');
  const locale = activeLocale();
  const money = (minor: number) => formatMoney(minor, nota.currency, locale);
  const amountDue = money(sumMinor(outstandingOf(facturas).map((factura) => factura.balance)));
  return (
    <>
      <Card withBorder padding="lg" component="section" aria-label={t('notas.detail.summary')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
          <Field label={t('notas.fields.customer')}>
            {nota.customer.name}{' '}
            <Text component="span" size="sm" c="dimmed">
              <Ltr>{nota.customer.taxId}</Ltr>
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
    </>
  );
}
