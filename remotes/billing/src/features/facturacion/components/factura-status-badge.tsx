import { Badge } from '@mantine/core';
import type { FacturaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const COLORS: Record<FacturaStatus, string> = {
  draft: 'gray.7',
  issued: 'blue.9',
  partially_paid: 'orange.9',
  paid: 'teal.9',
  overdue: 'red.9',
  voided: 'dark.5',
};

/** The status of an invoice as a coloured, translated badge. */
export function FacturaStatusBadge({ status }: { status: FacturaStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`facturacion.status.${status}`)}
    </Badge>
  );
}
