import { Button, Card, Grid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import { ErrorPanel, PageLoader, activeLocale, formatDate } from '@portal/design';
import { formatMoney, invoiceTotals, sumMinor } from '@portal/contract/money';
import type { InvoiceDetailResponse } from '@portal/contract';
import {
  RiArrowGoBackLine,
  RiEditLine,
  RiFilePdf2Line,
  RiHandCoinLine,
  RiPrinterLine,
  RiSendPlaneLine,
} from '@remixicon/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { InvoiceDocument } from '../../../components/document/invoice-document';
import { paths } from '../../../config/paths';
import { useInvoice } from '../api/get-invoices';
import { useDownloadInvoicePdf } from '../hooks/use-download-invoice-pdf';
import { invoiceDocumentModel, statusKey } from '../utils/document-model';
import { errorMessage, isNotFound } from '../utils/errors';
import { isInvoiceStatus } from '../utils/list-filters';
import { InvoiceNotFound } from './invoice-not-found';
import { AddPaymentDrawer } from './add-payment-drawer';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { SendInvoiceDrawer } from './send-invoice-drawer';

function InvoicePreview({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useTranslation('billing');
  const { invoice } = detail;
  const [sendOpened, sendDrawer] = useDisclosure(false);
  const [paymentOpened, paymentDrawer] = useDisclosure(false);
  const pdf = useDownloadInvoicePdf();
  const model = useMemo(() => invoiceDocumentModel(detail, t, activeLocale()), [detail, t]);
  const balance =
    invoiceTotals(invoice.lines).total - sumMinor(invoice.payments.map((p) => p.amount));
  const money = (minor: number) => formatMoney(minor, invoice.currency, activeLocale());
  const stateLabel = (state: string) => (isInvoiceStatus(state) ? t(statusKey(state)) : state);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('invoice.preview.title', { id: invoice.id })}{' '}
        <InvoiceStatusBadge status={invoice.invoiceStatus} />
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <InvoiceDocument model={model} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card
            withBorder
            padding="lg"
            component="section"
            aria-label={t('invoice.preview.actions')}
          >
            <Stack gap="sm">
              <Can I="update" a="Invoice">
                <Button
                  leftSection={<RiSendPlaneLine size={16} aria-hidden />}
                  onClick={sendDrawer.open}
                >
                  {t('invoice.preview.send')}
                </Button>
              </Can>
              <Can I="update" a="Invoice">
                <Button
                  variant="default"
                  leftSection={<RiHandCoinLine size={16} aria-hidden />}
                  onClick={paymentDrawer.open}
                  disabled={balance <= 0}
                >
                  {t('invoice.preview.addPayment')}
                </Button>
              </Can>
              <Button
                variant="default"
                leftSection={<RiFilePdf2Line size={16} aria-hidden />}
                loading={pdf.pendingId === invoice.id}
                onClick={() => void pdf.download(detail)}
              >
                {t('invoice.preview.download')}
              </Button>
              <Button
                variant="default"
                leftSection={<RiPrinterLine size={16} aria-hidden />}
                onClick={() => window.print()}
              >
                {t('invoice.preview.print')}
              </Button>
              <Can I="update" a="Invoice">
                <Button
                  variant="default"
                  component={Link}
                  to={paths.invoice.edit.href(invoice.id)}
                  leftSection={<RiEditLine size={16} aria-hidden />}
                >
                  {t('invoice.preview.edit')}
                </Button>
              </Can>
              <Button
                variant="subtle"
                component={Link}
                to={paths.invoice.list.href()}
                leftSection={<RiArrowGoBackLine size={16} aria-hidden />}
              >
                {t('invoice.preview.backToList')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Card withBorder padding="lg" component="section" aria-labelledby="payments-title">
        <Title order={2} size="h4" id="payments-title" mb="md">
          {t('invoice.payments.title')}
        </Title>
        {invoice.payments.length === 0 ? (
          <Text c="dimmed">{t('invoice.payments.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            {/* data-stack: rows fold to label/value cards on a phone (InvoiceDocument's CSS). */}
            <Table data-stack>
              <Table.Caption>{t('invoice.payments.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoice.payment.date')}</Table.Th>
                  <Table.Th>{t('invoice.payment.method')}</Table.Th>
                  <Table.Th ta="end">{t('invoice.payment.amount')}</Table.Th>
                  <Table.Th>{t('invoice.payment.note')}</Table.Th>
                  <Table.Th>{t('invoice.payments.recordedBy')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td data-label={t('invoice.payment.date')}>
                      {formatDate(`${payment.date}T00:00:00Z`, {
                        dateStyle: 'medium',
                        timeZone: 'UTC',
                      })}
                    </Table.Td>
                    <Table.Td data-label={t('invoice.payment.method')}>
                      {t(`paymentMethods.${payment.method}`)}
                    </Table.Td>
                    <Table.Td ta="end" data-label={t('invoice.payment.amount')}>
                      <bdi>{money(payment.amount)}</bdi>
                    </Table.Td>
                    <Table.Td data-label={t('invoice.payment.note')}>{payment.note}</Table.Td>
                    <Table.Td data-label={t('invoice.payments.recordedBy')}>
                      {payment.recordedBy}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <HistoryTimeline events={invoice.history} stateLabel={stateLabel} />
      <SendInvoiceDrawer invoice={invoice} opened={sendOpened} onClose={sendDrawer.close} />
      <AddPaymentDrawer
        invoice={invoice}
        balance={balance}
        opened={paymentOpened}
        onClose={paymentDrawer.close}
      />
    </Stack>
  );
}

export default function InvoicePreviewPage() {
  const { t } = useTranslation('billing');
  const { id } = useParams();
  const invoiceId = Number(id);
  const detail = useInvoice(invoiceId);

  if (!Number.isInteger(invoiceId) || isNotFound(detail.error)) {
    return <InvoiceNotFound id={id ?? ''} />;
  }
  if (detail.isError) {
    return (
      <ErrorPanel
        message={errorMessage(detail.error, t)}
        onRetry={() => void detail.refetch()}
        retryLabel={t('invoice.common.retry')}
      />
    );
  }
  if (!detail.data) return <PageLoader label={t('invoice.common.loading')} />;
  return <InvoicePreview detail={detail.data} />;
}
