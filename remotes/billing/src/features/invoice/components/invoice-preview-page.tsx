import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Can } from '@portal/auth';
import { DetailScreen, activeLocale } from '@portal/design';
import { invoiceTotals, sumMinor } from '@portal/contract/money';
import type { InvoiceDetailResponse } from '@portal/contract';
import {
  RiEditLine,
  RiFilePdf2Line,
  RiHandCoinLine,
  RiPrinterLine,
  RiSendPlaneLine,
} from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { InvoiceDocument } from '../../../components/document/invoice-document';
import { paths } from '../../../config/paths';
import { useInvoice } from '../api/get-invoices';
import { useDownloadInvoicePdf } from '../hooks/use-download-invoice-pdf';
import { invoiceDocumentModel, statusKey } from '../utils/document-model';
import { isInvoiceStatus } from '../utils/list-filters';
import { AddPaymentDrawer } from './add-payment-drawer';
import { InvoicePayments } from './invoice-payments';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { SendInvoiceDrawer } from './send-invoice-drawer';
import { useLiveInvalidate } from '@portal/design/base';
import { invoiceQueries } from '../api/get-invoices';

/** Send, pay, download, print, edit: the one next step of the invoice's status is the filled button. */
function InvoiceActions({ detail }: { detail: InvoiceDetailResponse }) {
  const { t } = useTranslation('billing');
  const { invoice } = detail;
  const [sendOpened, sendDrawer] = useDisclosure(false);
  const [paymentOpened, paymentDrawer] = useDisclosure(false);
  const pdf = useDownloadInvoicePdf();
  const balance =
    invoiceTotals(invoice.lines).total - sumMinor(invoice.payments.map((p) => p.amount));
  const next = invoice.invoiceStatus === 'Draft' ? 'send' : balance > 0 ? 'pay' : 'download';
  const variant = (action: typeof next) => (action === next ? 'filled' : 'default');
  return (
    <>
      <Can I="update" a="Invoice">
        <Button
          variant={variant('send')}
          leftSection={<RiSendPlaneLine size={16} aria-hidden />}
          onClick={sendDrawer.open}
        >
          {t('invoice.preview.send')}
        </Button>
        <Button
          variant={variant('pay')}
          leftSection={<RiHandCoinLine size={16} aria-hidden />}
          onClick={paymentDrawer.open}
          disabled={balance <= 0}
        >
          {t('invoice.preview.addPayment')}
        </Button>
      </Can>
      <Button
        variant={variant('download')}
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
      <SendInvoiceDrawer invoice={invoice} opened={sendOpened} onClose={sendDrawer.close} />
      <AddPaymentDrawer
        invoice={invoice}
        balance={balance}
        opened={paymentOpened}
        onClose={paymentDrawer.close}
      />
    </>
  );
}

/** /apps/invoice/preview/:id */
/** Someone else's change to one of these refetches what the page shows. */
const LIVE_KINDS = ['invoice'];

export default function InvoicePreviewPage() {
  useLiveInvalidate(LIVE_KINDS, invoiceQueries);
  const { t } = useTranslation('billing');
  const id = Number(useParams().id);
  const stateLabel = (state: string) => (isInvoiceStatus(state) ? t(statusKey(state)) : state);
  return (
    <DetailScreen
      query={useInvoice(id)}
      backTo={paths.invoice.list.href()}
      backLabel={t('invoice.notFound.back')}
      title={({ invoice }) => (
        <>
          {t('invoice.preview.title', { id: invoice.id })}{' '}
          <InvoiceStatusBadge status={invoice.invoiceStatus} />
        </>
      )}
      actions={(detail) => <InvoiceActions detail={detail} />}
      history={({ invoice }) => (
        <HistoryTimeline events={invoice.history} stateLabel={stateLabel} />
      )}
    >
      {(detail) => (
        <>
          <InvoiceDocument
            model={invoiceDocumentModel(detail, t, activeLocale())}
            titleOnPaperOnly
          />
          <InvoicePayments invoice={detail.invoice} />
        </>
      )}
    </DetailScreen>
  );
}
