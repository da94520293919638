import { Progress, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function ProgressLinearDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      {DEMO_COLORS.map(({ color, key }, index) => (
        <Progress
          key={color}
          color={color}
          value={30 + index * 12}
          size={['xs', 'sm', 'md', 'lg', 'xl', 'md'][index]}
          striped={index >= 3}
          animated={index === 5}
          aria-label={t(key)}
        />
      ))}
    </Stack>
  );
}
