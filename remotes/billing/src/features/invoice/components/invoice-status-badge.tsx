import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { InvoiceStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { statusKey } from '../utils/document-model';

const COLORS: Record<InvoiceStatus, StatusColor> = {
  Paid: 'green',
  Downloaded: 'cyan',
  Sent: 'blue',
  Draft: 'gray',
  'Partial Payment': 'yellow',
  'Past Due': 'red',
};

/** The translated status of an invoice as a coloured badge. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge color={COLORS[status]}>{t(statusKey(status))}</StatusBadge>;
}
