import { Stack, Tabs } from '@mantine/core';
import { RiImageLine, RiMessage2Line, RiSettings4Line } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

const VARIANTS = ['default', 'outline', 'pills'] as const;

export default function TabsVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="lg">
      {VARIANTS.map((variant) => (
        <Tabs key={variant} variant={variant} defaultValue="gallery">
          <Tabs.List grow={variant === 'pills'}>
            <Tabs.Tab value="gallery" leftSection={<RiImageLine size={16} />}>
              {t('sample.gallery')}
            </Tabs.Tab>
            <Tabs.Tab value="messages" leftSection={<RiMessage2Line size={16} />}>
              {t('sample.messages')}
            </Tabs.Tab>
            <Tabs.Tab value="settings" leftSection={<RiSettings4Line size={16} />}>
              {t('sample.settings')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="gallery" pt="xs">
            {t('sample.tabContent', { name: t('sample.gallery') })}
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="xs">
            {t('sample.tabContent', { name: t('sample.messages') })}
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="xs">
            {t('sample.tabContent', { name: t('sample.settings') })}
          </Tabs.Panel>
        </Tabs>
      ))}
    </Stack>
  );
}
