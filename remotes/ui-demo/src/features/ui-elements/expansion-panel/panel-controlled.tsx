import { Accordion, Button, Group, Stack } from '@mantine/core';
import { RiAddLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = ['first', 'second', 'third'] as const;

export default function PanelControlled() {
  const { t } = useTranslation('ui-demo');
  const [value, setValue] = useState<string | null>('first');
  return (
    <Stack>
      <Group gap="xs">
        {ITEMS.map((item) => (
          <Button key={item} size="xs" variant="light" onClick={() => setValue(item)}>
            {t(`sample.${item}`)}
          </Button>
        ))}
      </Group>
      <Accordion value={value} onChange={setValue} chevron={<RiAddLine size={16} />}>
        {ITEMS.map((item) => (
          <Accordion.Item key={item} value={item}>
            <Accordion.Control>{t(`sample.${item}`)}</Accordion.Control>
            <Accordion.Panel>{t('sample.lorem')}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
