import { ErrorPanel, PageLoader } from '@portal/design';
import type { Invoice } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fromLineItems } from '../../../components/document/line-items';
import { useInvoice } from '../api/get-invoices';
import { errorMessage, isNotFound } from '../utils/errors';
import { InvoiceNotFound } from './invoice-not-found';
import { InvoiceForm, type InvoiceFormValues } from './invoice-form';

const formValues = (invoice: Invoice): InvoiceFormValues => ({
  client: invoice.client,
  issuedDate: invoice.issuedDate,
  dueDate: invoice.dueDate,
  service: invoice.service,
  currency: invoice.currency,
  rows: fromLineItems(invoice.lines, invoice.currency),
  note: invoice.note,
});

function EditForm({ invoice }: { invoice: Invoice }) {
  // Once per invoice: later refetches must not reset what the user typed.
  const initial = useMemo(() => formValues(invoice), [invoice.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return <InvoiceForm key={invoice.id} invoiceId={invoice.id} initial={initial} />;
}

/** /apps/invoice/edit/:id */
export default function InvoiceEditPage() {
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
  return <EditForm invoice={detail.data.invoice} />;
}
