import { Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceForm, emptyInvoiceForm } from './invoice-form';

/** /apps/invoice/add: a new invoice (saved as a Draft). */
export default function InvoiceAddPage() {
  const { t } = useTranslation('billing');
  const [initial] = useState(() => emptyInvoiceForm(dayjs().format('YYYY-MM-DD')));
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('invoice.form.addTitle')}
      </Title>
      <InvoiceForm initial={initial} />
    </Stack>
  );
}
