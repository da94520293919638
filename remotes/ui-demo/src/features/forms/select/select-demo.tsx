import { MultiSelect, Select, SimpleGrid, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, FRAMEWORKS, GROUPED } from '../options';

export default function SelectDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Select
        label={t('field.country')}
        data={COUNTRIES}
        searchable
        clearable
        nothingFoundMessage={t('field.nothingFound')}
      />
      <Select label={t('field.technology')} data={GROUPED} />
      <MultiSelect
        label={t('field.frameworks')}
        data={FRAMEWORKS}
        defaultValue={['React']}
        searchable
        clearable
      />
      <TagsInput
        label={t('field.tags')}
        description={t('field.tagsHint')}
        defaultValue={['mantine']}
      />
      <Select label={t('field.disabled')} data={COUNTRIES} disabled />
    </SimpleGrid>
  );
}
