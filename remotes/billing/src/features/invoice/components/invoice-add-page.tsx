import dayjs from 'dayjs';
import { useState } from 'react';
import { InvoiceForm, emptyInvoiceForm } from './invoice-form';

/** /apps/invoice/add: a new invoice (saved as a Draft). */
export default function InvoiceAddPage() {
  const [initial] = useState(() => emptyInvoiceForm(dayjs().format('YYYY-MM-DD')));
  return <InvoiceForm initial={initial} />;
}
