import { Badge, type MantineColor } from '@mantine/core';
import type { InvoiceStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { statusKey } from '../utils/document-model';

const COLORS: Record<InvoiceStatus, MantineColor> = {
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
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(statusKey(status))}
    </Badge>
  );
}
