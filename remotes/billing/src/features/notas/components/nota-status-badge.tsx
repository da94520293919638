import { Badge } from '@mantine/core';
import type { NotaStatus } from '@portal/mock-api/schemas';
import { useTranslation } from 'react-i18next';

const COLORS: Record<NotaStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  paid: 'green',
  cancelled: 'dark',
};

/** The status of a billing note as a coloured, translated badge. */
export function NotaStatusBadge({ status }: { status: NotaStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(`notas.status.${status}`)}
    </Badge>
  );
}
