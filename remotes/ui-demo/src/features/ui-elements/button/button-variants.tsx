import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS, filledColor } from '../../../lib/demo-colors';

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'transparent', 'white'] as const;

export default function ButtonVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {DEMO_COLORS.map(({ color, key }) => (
          <Button key={color} color={filledColor(color)} autoContrast>
            {t(key)}
          </Button>
        ))}
      </Group>
      <Group gap="xs">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
