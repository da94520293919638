import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { CambioStatus, HabilitacionStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const HABILITACION_COLORS: Record<HabilitacionStatus, StatusColor> = {
  pending: 'violet',
  active: 'teal',
  suspended: 'orange',
  cancelled: 'gray',
};
const CAMBIO_COLORS: Record<CambioStatus, StatusColor> = {
  pending: 'violet',
  approved: 'teal',
  rejected: 'red',
};

export function HabilitacionStatusBadge({ status }: { status: HabilitacionStatus }) {
  const { t } = useTranslation('billing');
  return (
    <StatusBadge color={HABILITACION_COLORS[status]}>
      {t(`habilitaciones.status.${status}`)}
    </StatusBadge>
  );
}

export function CambioStatusBadge({ status }: { status: CambioStatus }) {
  const { t } = useTranslation('billing');
  return (
    <StatusBadge color={CAMBIO_COLORS[status]}>
      {t(`habilitaciones.cambio.status.${status}`)}
    </StatusBadge>
  );
}
