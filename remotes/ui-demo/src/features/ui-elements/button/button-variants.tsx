import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'transparent', 'white'] as const;
/** White text on the default shade of these is below 4.5:1: a darker shade fills them. */
const FILLED_SHADE: Partial<Record<string, string>> = {
  blue: 'blue.8',
  gray: 'gray.7',
  red: 'red.9',
};

export default function ButtonVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {DEMO_COLORS.map(({ color, key }) => (
          <Button key={color} color={FILLED_SHADE[color] ?? color} autoContrast>
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
