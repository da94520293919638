import { Checkbox, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FRAMEWORKS } from '../options';

export default function CheckboxGroupDemo() {
  const { t } = useTranslation('ui-demo');
  const [value, setValue] = useState<string[]>(['React']);
  return (
    <>
      <Checkbox.Group label={t('field.technology')} value={value} onChange={setValue} withAsterisk>
        <Group mt="xs">
          {FRAMEWORKS.slice(0, 4).map((item) => (
            <Checkbox key={item} value={item} label={item} />
          ))}
        </Group>
      </Checkbox.Group>
      <Text size="sm" mt="sm">
        {t('field.selected', { value: value.join(', ') || '—' })}
      </Text>
    </>
  );
}
