import { Alert, Stack } from '@mantine/core';
import { versionOf } from '@portal/auth';
import { DetailScreen } from '@portal/design';
import type { InvoiceDetailResponse } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useInvoice } from '../api/get-invoices';
import { InvoiceForm, invoiceFormValues } from './invoice-form';

function EditForm({ detail }: { detail: InvoiceDetailResponse }) {
  // Once per invoice: later refetches must not reset what the user typed, nor move the version
  // the values were edited from.
  const [initial] = useState(() => invoiceFormValues(detail.invoice));
  const [version] = useState(() => versionOf(detail));
  const { t } = useTranslation('billing');
  const { invoiceStatus } = detail.invoice;
  // Payments were taken against these lines: say so before the user changes them.
  const paid =
    invoiceStatus === 'Paid' ? 'paid' : invoiceStatus === 'Partial Payment' ? 'partial' : null;
  return (
    <Stack>
      {paid ? (
        <Alert color="yellow" variant="light" role="note" title={t(`invoice.form.${paid}Title`)}>
          {t('invoice.form.paidMessage')}
        </Alert>
      ) : null}
      <InvoiceForm invoiceId={detail.invoice.id} initial={initial} version={version} />
    </Stack>
  );
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
      {(detail) => <EditForm key={detail.invoice.id} detail={detail} />}
    </DetailScreen>
  );
}
