import { Chip, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg'] as const;

export default function ChipVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Chip defaultChecked variant="filled">
          {t('sample.filled')}
        </Chip>
        <Chip defaultChecked variant="light" color="green">
          {t('sample.light')}
        </Chip>
        <Chip defaultChecked variant="outline" color="orange">
          {t('sample.outline')}
        </Chip>
      </Group>
      <Group gap="xs">
        {SIZES.map((size) => (
          <Chip key={size} size={size} defaultChecked>
            {size}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
