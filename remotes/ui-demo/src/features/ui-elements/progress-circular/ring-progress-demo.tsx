import { Group, RingProgress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function RingProgressDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      {DEMO_COLORS.slice(0, 3).map(({ color, key }, index) => (
        <RingProgress
          key={color}
          size={60 + index * 30}
          thickness={6 + index * 2}
          roundCaps
          sections={[{ value: 40 + index * 20, color, tooltip: t(key) }]}
          label={
            <Text ta="center" size="xs">
              {40 + index * 20}%
            </Text>
          }
          role="img"
          aria-label={t('sample.progressOf', { label: t(key), value: 40 + index * 20 })}
        />
      ))}
      <RingProgress
        size={120}
        sections={[
          { value: 40, color: 'blue', tooltip: t('sample.color.primary') },
          { value: 25, color: 'orange', tooltip: t('sample.color.warning') },
          { value: 15, color: 'red', tooltip: t('sample.color.error') },
        ]}
        label={
          <Text ta="center" size="xs">
            {t('sample.sections')}
          </Text>
        }
      />
    </Group>
  );
}
