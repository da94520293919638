import { Alert, Button, SimpleGrid, TextInput } from '@mantine/core';
import { ApiForm, useApiForm } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CardFields } from '../../../components/card-fields';
import { isValidCardNumber, isValidExpiry } from '../../../lib/card-checks';

const paymentSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  address: z.string().trim().min(5).max(200),
  cardNumber: z.string().refine(isValidCardNumber, 'ui-demo:validation.cardNumber'),
  expiry: z.string().refine((value) => isValidExpiry(value), 'ui-demo:validation.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'ui-demo:validation.cvc'),
});

/** Billing details and card, checked (Luhn, expiry) before the demo confirms. Nothing is charged. */
export function CardPaymentForm({ amount }: { amount: string }) {
  const { t } = useTranslation('ui-demo');
  const [paid, setPaid] = useState(false);
  const state = useApiForm({
    schema: paymentSchema,
    initialValues: { name: '', email: '', address: '', cardNumber: '', expiry: '', cvc: '' },
    submit: (values) => Promise.resolve(values),
    onSuccess: () => setPaid(true),
    guardLeave: false,
  });
  if (paid)
    return (
      <Alert color="green" role="status" title={t('front.paid')}>
        {t('front.paidText', { amount })}
      </Alert>
    );
  const field = (name: keyof z.input<typeof paymentSchema>) => state.form.getInputProps(name);
  return (
    <ApiForm form={state} label={t('front.billing')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('field.name')} withAsterisk autoComplete="name" {...field('name')} />
        <TextInput
          label={t('field.email')}
          withAsterisk
          type="email"
          autoComplete="email"
          {...field('email')}
        />
      </SimpleGrid>
      <TextInput
        label={t('front.billingAddress')}
        withAsterisk
        autoComplete="street-address"
        {...field('address')}
      />
      <CardFields
        withName={false}
        inputProps={(name) =>
          field(name === 'number' ? 'cardNumber' : name === 'name' ? 'name' : name)
        }
      />
      <Button type="submit">{t('front.pay', { amount })}</Button>
    </ApiForm>
  );
}
