import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ApiFormState } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../options';
import type { WizardValues } from './wizard-form';

/** The fields of one step of the form-wizard demos. */
export function WizardFields({
  step,
  form,
}: {
  step: number;
  form: ApiFormState<WizardValues>['form'];
}) {
  const { t } = useTranslation('ui-demo');
  if (step === 0)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.username')} withAsterisk {...form.getInputProps('username')} />
        <TextInput label={t('field.email')} withAsterisk {...form.getInputProps('email')} />
      </SimpleGrid>
    );
  if (step === 1)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.firstName')} withAsterisk {...form.getInputProps('firstName')} />
        <TextInput label={t('field.lastName')} withAsterisk {...form.getInputProps('lastName')} />
        <Select
          label={t('field.country')}
          withAsterisk
          data={COUNTRIES}
          {...form.getInputProps('country')}
        />
      </SimpleGrid>
    );
  return (
    <TextInput
      label={t('field.website')}
      description={t('field.optional')}
      placeholder="https://"
      {...form.getInputProps('website')}
    />
  );
}
