import { Button, Card, Group, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { billingAddressSchema, type BillingAddress } from '@portal/contract';
import { ApiForm, notify, useApiForm, useCharacterLimit } from '@portal/design';
import { billingWrites, useBillingWrite } from '../api/billing-api';

/** Billing address with the tax id printed on receipts. */
export function BillingAddressCard({ address }: { address: BillingAddress }) {
  const { t } = useTranslation('profile');
  const write = useBillingWrite();
  const limit = useCharacterLimit();
  const api = useApiForm<BillingAddress>({
    schema: billingAddressSchema,
    initialValues: address,
    submit: (values) => write.mutateAsync(billingWrites.saveAddress(values)),
    onSuccess: () => notify.success(t('address.saved')),
    draft: 'profile.billing-address',
  });
  // A tax id and a zip are checked whole: no counter.
  const field = (name: keyof BillingAddress, max: number, autoComplete?: string) => (
    <TextInput
      label={t(`address.${name}`)}
      autoComplete={autoComplete}
      {...limit(api.form.getInputProps(name), max, {
        counter: name !== 'taxId' && name !== 'zip',
      })}
    />
  );
  return (
    <Card withBorder padding="lg">
      <ApiForm form={api} label={t('address.title')}>
        <Title order={2} size="h4">
          {t('address.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('company', 120, 'organization')}
          {field('email', 254, 'email')}
          {field('taxId', 20)}
          {field('address', 200, 'street-address')}
          {field('country', 60, 'country-name')}
          {field('zip', 10, 'postal-code')}
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={api.submitting}>
            {t('address.save')}
          </Button>
        </Group>
      </ApiForm>
    </Card>
  );
}
