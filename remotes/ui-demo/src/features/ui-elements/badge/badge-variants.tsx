import { Badge, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS, filledColor, outlineText } from '../../../lib/demo-colors';

const VARIANTS = ['filled', 'light', 'outline', 'dot'] as const;

export default function BadgeVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      {VARIANTS.map((variant) => (
        <Group key={variant} gap="xs">
          {DEMO_COLORS.map(({ color, key }) => (
            <Badge
              key={color}
              color={variant === 'filled' ? filledColor(color) : color}
              variant={variant}
              autoContrast
              style={variant === 'outline' ? { color: outlineText(color) } : undefined}
            >
              {t(key)}
            </Badge>
          ))}
        </Group>
      ))}
    </Stack>
  );
}
