import { CloseButton, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { RiAtLine, RiSearchLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function TextfieldSections() {
  const { t } = useTranslation('ui-demo');
  const [search, setSearch] = useState('Mantine');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('field.email')} leftSection={<RiAtLine size={16} aria-hidden />} />
      <TextInput
        label={t('field.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<RiSearchLine size={16} aria-hidden />}
        rightSection={
          search && <CloseButton aria-label={t('field.clear')} onClick={() => setSearch('')} />
        }
      />
      <PasswordInput label={t('field.password')} />
      <TextInput label={t('field.username')} description={t('field.usernameHint')} />
      <TextInput label={t('field.website')} error={t('validation.url')} defaultValue="not a url" />
    </SimpleGrid>
  );
}
