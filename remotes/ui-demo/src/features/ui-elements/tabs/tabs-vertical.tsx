import { Button, Stack, Tabs, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TABS = ['first', 'second', 'third'] as const;

export default function TabsVertical() {
  const { t } = useTranslation('ui-demo');
  const [tab, setTab] = useState<string | null>('first');
  return (
    <Stack>
      <Button size="xs" variant="light" onClick={() => setTab('third')} w="fit-content">
        {t('sample.goToThird')}
      </Button>
      {/* keepMounted (the default) keeps what was typed when the tab changes. */}
      <Tabs orientation="vertical" value={tab} onChange={setTab} keepMounted>
        <Tabs.List>
          {TABS.map((item) => (
            <Tabs.Tab key={item} value={item}>
              {t(`sample.${item}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Panel key={item} value={item} px="md">
            <TextInput label={t('sample.typeSomething')} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
