import { notify, useApiError } from '@portal/design/base';
import type { Invoice } from '@portal/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDuplicateInvoice } from '../api/save-invoice';

/** Copies an invoice as a new Draft dated today (same payment term) and opens its edit page. */
export function useDuplicate() {
  const { t } = useTranslation('billing');
  const apiError = useApiError();
  const navigate = useNavigate();
  const duplicate = useDuplicateInvoice();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const run = (invoice: Invoice) => {
    const term = Math.max(dayjs(invoice.dueDate).diff(dayjs(invoice.issuedDate), 'day'), 0);
    const { client, service, currency, lines, note } = invoice;
    setPendingId(invoice.id);
    duplicate.mutate(
      {
        client,
        service,
        currency,
        lines,
        note,
        issuedDate: dayjs().format('YYYY-MM-DD'),
        dueDate: dayjs().add(term, 'day').format('YYYY-MM-DD'),
      },
      {
        onSuccess: ({ invoice: copy }) => {
          notify.success(t('invoice.duplicate.success', { id: invoice.id, copy: copy.id }));
          void navigate(paths.invoice.edit.href(copy.id));
        },
        onError: (error) => notify.error(apiError.message(error)),
        onSettled: () => setPendingId(null),
      },
    );
  };
  return { run, pendingId };
}
