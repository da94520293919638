import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function AlertColors() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      {DEMO_COLORS.map(({ color, key }) => (
        <Alert key={color} color={color}>
          {t('sample.alertText', { color: t(key) })}
        </Alert>
      ))}
    </Stack>
  );
}
