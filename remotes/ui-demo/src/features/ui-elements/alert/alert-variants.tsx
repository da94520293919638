import { Alert, Stack } from '@mantine/core';
import { RiInformationLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['filled', 'light', 'outline', 'default', 'white', 'transparent'] as const;

export default function AlertVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      {VARIANTS.map((variant) => (
        <Alert key={variant} variant={variant} icon={<RiInformationLine aria-hidden />}>
          {t('sample.variant', { name: variant })}
        </Alert>
      ))}
    </Stack>
  );
}
