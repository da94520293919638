import { StatusBadge, type StatusColor } from '@portal/design/base';
import type { VehicleWarning } from '@portal/contract';
import { useTranslation } from 'react-i18next';

export const WARNING_KEYS: Record<VehicleWarning, string> = {
  'No Warnings': 'none',
  'Ecu Not Responding': 'ecu',
  'Oil Leakage': 'oil',
  'Fuel Problems': 'fuel',
  'Temperature not optimal': 'temperature',
};

const COLORS: Record<VehicleWarning, StatusColor> = {
  'No Warnings': 'teal',
  'Ecu Not Responding': 'red',
  'Oil Leakage': 'orange',
  'Fuel Problems': 'grape',
  'Temperature not optimal': 'cyan',
};

export function WarningBadge({ warning }: { warning: VehicleWarning }) {
  const { t } = useTranslation('apps-demo');
  return (
    <StatusBadge color={COLORS[warning]}>
      {t(`logistics.warnings.${WARNING_KEYS[warning]}`)}
    </StatusBadge>
  );
}
