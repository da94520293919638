import { DetailScreen } from '@portal/design';
import type { Invoice } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fromLineItems } from '../../../components/document/line-items';
import { paths } from '../../../config/paths';
import { useInvoice } from '../api/get-invoices';
import { InvoiceForm } from './invoice-form';

function EditForm({ invoice }: { invoice: Invoice }) {
  // Once per invoice: later refetches must not reset what the user typed.
  const [initial] = useState(() => ({
    client: invoice.client,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    service: invoice.service,
    currency: invoice.currency,
    rows: fromLineItems(invoice.lines, invoice.currency),
    note: invoice.note,
  }));
  return <InvoiceForm invoiceId={invoice.id} initial={initial} />;
}

/** /apps/invoice/edit/:id */
export default function InvoiceEditPage() {
  const { t } = useTranslation('billing');
  const id = Number(useParams().id);
  return (
    <DetailScreen
      query={useInvoice(id)}
      backTo={paths.invoice.list.href()}
      backLabel={t('invoice.notFound.back')}
      title={({ invoice }) => t('invoice.form.editTitle', { id: invoice.id })}
    >
      {({ invoice }) => <EditForm key={invoice.id} invoice={invoice} />}
    </DetailScreen>
  );
}
