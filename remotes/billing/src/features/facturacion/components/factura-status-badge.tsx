import { Badge } from '@mantine/core';
import type { FacturaStatus } from '@portal/mock-api/schemas';
import { useTranslation } from 'react-i18next';

const COLORS: Record<FacturaStatus, string> = {
  draft: 'gray',
  issued: 'blue',
  partially_paid: 'yellow',
  paid: 'green',
  overdue: 'red',
  voided: 'dark',
};

/** The status of an invoice as a coloured, translated badge. */
export function FacturaStatusBadge({ status }: { status: FacturaStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`facturacion.status.${status}`)}
    </Badge>
  );
}
