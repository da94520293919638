import { Autocomplete, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, GROUPED } from '../options';

export default function AutocompleteBasic() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <Autocomplete
        label={t('field.country')}
        placeholder={t('field.startTyping')}
        data={COUNTRIES}
      />
      <Autocomplete label={t('field.technology')} data={GROUPED} limit={4} clearable />
      <Autocomplete label={t('field.disabled')} data={COUNTRIES} disabled />
    </Stack>
  );
}
