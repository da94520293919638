import { Checkbox, Group, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';

const EXTRAS = ['backup', 'ssl', 'cdn'] as const;

export default function CheckboxCards() {
  const { t } = useTranslation('ui-demo');
  const [value, setValue] = useState<string[]>(['ssl']);
  return (
    <Checkbox.Group value={value} onChange={setValue} label={t('field.extras')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {EXTRAS.map((extra, index) => (
          <Checkbox.Card key={extra} value={extra} p="md" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Checkbox.Indicator />
              <div>
                <GeneratedImage seed={index} height={60} label={t(`extra.${extra}`)} />
                <Text fw={600} mt={4}>
                  {t(`extra.${extra}`)}
                </Text>
              </div>
            </Group>
          </Checkbox.Card>
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
