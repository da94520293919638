import { Select, SimpleGrid, Tabs, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../options';

export default function LayoutColumns() {
  const { t } = useTranslation('ui-demo');
  return (
    <Tabs defaultValue="personal">
      <Tabs.List>
        <Tabs.Tab value="personal">{t('field.personalInfo')}</Tabs.Tab>
        <Tabs.Tab value="account">{t('field.accountDetails')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="personal" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.firstName')} />
          <TextInput label={t('field.lastName')} />
          <Select label={t('field.country')} data={COUNTRIES} />
          <TextInput label={t('field.phone')} type="tel" />
        </SimpleGrid>
      </Tabs.Panel>
      <Tabs.Panel value="account" pt="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('field.username')} />
          <TextInput label={t('field.email')} type="email" />
        </SimpleGrid>
      </Tabs.Panel>
    </Tabs>
  );
}
