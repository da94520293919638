import { Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function RadioDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <Radio.Group name="plan" label={t('field.plan')} defaultValue="team" withAsterisk>
        <Group mt="xs">
          {['basic', 'team', 'company', 'enterprise'].map((plan) => (
            <Radio
              key={plan}
              value={plan}
              label={t(`plan.${plan}`)}
              disabled={plan === 'enterprise'}
            />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group name="colour" label={t('field.colour')} defaultValue="blue">
        <Group mt="xs">
          {DEMO_COLORS.map(({ color, key }) => (
            <Radio key={color} value={color} color={color} label={t(key)} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}
