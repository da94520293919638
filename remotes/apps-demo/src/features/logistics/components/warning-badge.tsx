import { Badge } from '@mantine/core';
import type { VehicleWarning } from '@portal/contract';
import { useTranslation } from 'react-i18next';

export const WARNING_KEYS: Record<VehicleWarning, string> = {
  'No Warnings': 'none',
  'Ecu Not Responding': 'ecu',
  'Oil Leakage': 'oil',
  'Fuel Problems': 'fuel',
  'Temperature not optimal': 'temperature',
};

// Dark shades under white text: at least 4.5:1 in both schemes.
const COLORS: Record<VehicleWarning, string> = {
  'No Warnings': 'teal.9',
  'Ecu Not Responding': 'red.9',
  'Oil Leakage': 'orange.9',
  'Fuel Problems': 'grape.9',
  'Temperature not optimal': 'cyan.9',
};

export function WarningBadge({ warning }: { warning: VehicleWarning }) {
  const { t } = useTranslation('apps-demo');
  return (
    <Badge color={COLORS[warning]} variant="filled">
      {t(`logistics.warnings.${WARNING_KEYS[warning]}`)}
    </Badge>
  );
}
