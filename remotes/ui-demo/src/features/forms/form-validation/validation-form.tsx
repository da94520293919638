import { Button, Group, NumberInput, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** Messages that are translation keys are translated by the kit's zod resolver. */
export const validationSchema = z
  .object({
    name: z.string().trim().min(1).max(30),
    email: z.email(),
    password: z
      .string()
      .min(8)
      .regex(/[A-Z]/, 'ui-demo:validation.uppercase')
      .regex(/\d/, 'ui-demo:validation.digit'),
    confirm: z.string().min(1),
    age: z.number().int('ui-demo:validation.integer').min(18).max(99),
    postcode: z.string().regex(/^\d{5}$/, 'ui-demo:validation.postcode'),
    website: z.url(),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'ui-demo:validation.confirm',
  });

type Values = Omit<z.input<typeof validationSchema>, 'age'> & { age: number | string };

const EMPTY: Values = {
  name: '',
  email: '',
  password: '',
  confirm: '',
  age: '',
  postcode: '',
  website: '',
};

export default function ValidationForm() {
  const { t } = useTranslation('ui-demo');
  const state = useApiForm<Values>({
    schema: validationSchema,
    initialValues: EMPTY,
    // A demo: nothing is sent.
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('sample.snackSuccess'));
      // After a success the kit marks the sent values clean: start again from the empty form.
      state.form.resetDirty(EMPTY);
      state.form.reset();
    },
    guardLeave: false,
  });
  const field = (name: keyof Values) => state.form.getInputProps(name);
  return (
    <ApiForm form={state} label={t('forms.formValidation.form')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('field.name')}
          withAsterisk
          description={t('field.nameHint')}
          {...field('name')}
        />
        <TextInput label={t('field.email')} withAsterisk type="email" {...field('email')} />
        <PasswordInput
          label={t('field.password')}
          withAsterisk
          description={t('field.passwordHint')}
          {...field('password')}
        />
        <PasswordInput label={t('field.confirmPassword')} withAsterisk {...field('confirm')} />
        <NumberInput
          label={t('field.age')}
          withAsterisk
          description={t('field.ageHint')}
          {...field('age')}
        />
        <TextInput
          label={t('field.postcode')}
          withAsterisk
          description={t('field.postcodeHint')}
          {...field('postcode')}
        />
        <TextInput
          label={t('field.website')}
          withAsterisk
          placeholder="https://"
          {...field('website')}
        />
      </SimpleGrid>
      <Group>
        <Button type="submit">{t('sample.submit')}</Button>
        <Button variant="default" onClick={() => state.form.reset()}>
          {t('sample.resetForm')}
        </Button>
      </Group>
    </ApiForm>
  );
}
