import { Badge } from '@mantine/core';
import type { CambioStatus, HabilitacionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

// Dark shades under white text: at least 4.5:1 contrast in light and dark schemes.
const HABILITACION_COLORS: Record<HabilitacionStatus, string> = {
  pending: 'violet.9',
  active: 'teal.9',
  suspended: 'orange.9',
  cancelled: 'gray.7',
};
const CAMBIO_COLORS: Record<CambioStatus, string> = {
  pending: 'violet.9',
  approved: 'teal.9',
  rejected: 'red.9',
};

export function HabilitacionStatusBadge({ status }: { status: HabilitacionStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={HABILITACION_COLORS[status]} variant="filled">
      {t(`habilitaciones.status.${status}`)}
    </Badge>
  );
}

export function CambioStatusBadge({ status }: { status: CambioStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={CAMBIO_COLORS[status]} variant="filled">
      {t(`habilitaciones.cambio.status.${status}`)}
    </Badge>
  );
}
