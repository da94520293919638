import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function TimelineColors() {
  const { t } = useTranslation('ui-demo');
  return (
    <Timeline active={DEMO_COLORS.length}>
      {DEMO_COLORS.map(({ color, key }) => (
        <Timeline.Item key={color} color={color} title={t(key)} lineVariant="dashed">
          <Text size="sm">{t('sample.alertText', { color: t(key) })}</Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
