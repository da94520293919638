import {
  Button,
  Group,
  Modal,
  Radio,
  Select,
  SimpleGrid,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApiForm, countryName, notify, useApiForm, FormActions } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const COUNTRY_CODES = ['AR', 'CL', 'ES', 'FR', 'MA', 'US'];

const addressSchema = z.object({
  type: z.enum(['home', 'office']),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  country: z.string().min(1),
  line1: z.string().trim().min(1),
  line2: z.string().trim(),
  landmark: z.string().trim(),
  city: z.string().trim().min(1),
  region: z.string().trim(),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/, 'ui-demo:validation.postcodeAny'),
  billing: z.boolean(),
});
type Address = z.infer<typeof addressSchema>;

const EMPTY: Address = {
  type: 'home',
  firstName: '',
  lastName: '',
  country: '',
  line1: '',
  line2: '',
  landmark: '',
  city: '',
  region: '',
  postcode: '',
  billing: false,
};

export default function AddressDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [saved, setSaved] = useState<Address | null>(null);
  const state = useApiForm({
    schema: addressSchema,
    initialValues: EMPTY,
    // A demo: nothing is sent; the address shows under the button.
    submit: (values) => Promise.resolve(values),
    onSuccess: (address) => {
      setSaved(address);
      notify.success(t('dialogs.address.saved'));
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
      close();
    },
    guardLeave: false,
  });
  const input = state.form.getInputProps;
  return (
    <>
      <Button onClick={open}>{t('dialogs.addAddress')}</Button>
      {saved && (
        <Text size="sm" mt="sm" data-testid="saved-address">
          {t(`dialogs.address.${saved.type}`)}: {saved.firstName} {saved.lastName}, {saved.line1},{' '}
          {saved.postcode} {saved.city}, {countryName(saved.country)}
        </Text>
      )}
      <Modal opened={opened} onClose={close} title={t('dialogs.addAddress')} size="lg">
        <ApiForm form={state}>
          <Radio.Group label={t('dialogs.address.type')} {...input('type')}>
            <Group mt={4}>
              <Radio value="home" label={t('dialogs.address.home')} />
              <Radio value="office" label={t('dialogs.address.office')} />
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('field.firstName')}
              withAsterisk
              autoComplete="given-name"
              {...input('firstName')}
            />
            <TextInput
              label={t('field.lastName')}
              withAsterisk
              autoComplete="family-name"
              {...input('lastName')}
            />
          </SimpleGrid>
          <Select
            label={t('field.country')}
            withAsterisk
            searchable
            data={COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }))}
            {...input('country')}
          />
          <TextInput
            label={t('dialogs.address.line1')}
            withAsterisk
            autoComplete="address-line1"
            {...input('line1')}
          />
          <TextInput
            label={t('dialogs.address.line2')}
            autoComplete="address-line2"
            {...input('line2')}
          />
          <TextInput label={t('dialogs.address.landmark')} {...input('landmark')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('dialogs.address.city')}
              withAsterisk
              autoComplete="address-level2"
              {...input('city')}
            />
            <TextInput
              label={t('dialogs.address.region')}
              autoComplete="address-level1"
              {...input('region')}
            />
            <TextInput
              label={t('field.postcode')}
              withAsterisk
              autoComplete="postal-code"
              {...input('postcode')}
            />
          </SimpleGrid>
          <Switch
            label={t('dialogs.address.useForBilling')}
            {...input('billing', { type: 'checkbox' })}
          />
          <FormActions
            onCancel={close}
            cancelLabel={t('sample.cancel')}
            submitLabel={t('sample.save')}
          />
        </ApiForm>
      </Modal>
    </>
  );
}
