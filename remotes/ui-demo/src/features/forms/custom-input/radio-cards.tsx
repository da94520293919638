import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { RiBriefcaseLine, RiRocketLine, RiUserLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PLANS = [
  { value: 'basic', icon: RiUserLine },
  { value: 'team', icon: RiBriefcaseLine },
  { value: 'enterprise', icon: RiRocketLine },
];

export default function RadioCards() {
  const { t } = useTranslation('ui-demo');
  const [value, setValue] = useState('basic');
  return (
    <Radio.Group value={value} onChange={setValue} label={t('field.plan')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {PLANS.map(({ value: plan, icon: Icon }) => (
          <Radio.Card key={plan} value={plan} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Icon size={20} aria-hidden />
                <Text fw={600}>{t(`plan.${plan}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`plan.${plan}Text`)}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
