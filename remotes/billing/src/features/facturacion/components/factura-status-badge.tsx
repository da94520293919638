import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { FacturaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FacturaStatus, StatusColor> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'orange',
  paid: 'teal',
  overdue: 'red',
  voided: 'dark',
};

/** The status of an invoice as a coloured, translated badge. */
export function FacturaStatusBadge({ status }: { status: FacturaStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge color={COLORS[status]}>{t(`facturacion.status.${status}`)}</StatusBadge>;
}
