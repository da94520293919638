import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { NotaStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

// One hue per status: draft grey, sent blue, paid teal, cancelled red.
const COLORS: Record<NotaStatus, StatusColor> = {
  draft: 'gray',
  sent: 'blue',
  paid: 'teal',
  cancelled: 'red',
};

/** The status of a billing note as a coloured, translated badge. */
export function NotaStatusBadge({ status }: { status: NotaStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge color={COLORS[status]}>{t(`notas.status.${status}`)}</StatusBadge>;
}
