import { Badge } from '@mantine/core';
import type { NotaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

// Dark shades under white text (at least 4.5:1 in light and dark schemes), one hue per status:
// draft grey, sent blue, paid teal, cancelled red.
const COLORS: Record<NotaStatus, string> = {
  draft: 'gray.7',
  sent: 'blue.9',
  paid: 'teal.9',
  cancelled: 'red.9',
};

/** The status of a billing note as a coloured, translated badge. */
export function NotaStatusBadge({ status }: { status: NotaStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={COLORS[status]} variant="filled">
      {t(`notas.status.${status}`)}
    </Badge>
  );
}
