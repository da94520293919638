import {
  Anchor,
  Button,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError, sessionStore } from '@portal/auth';
import { ApiForm, useApiForm } from '@portal/design';
import { z } from 'zod';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import {
  accountStepSchema,
  cardSchema,
  invoiceSchema,
  personalStepSchema,
  PLANS,
  type Plan,
} from '../schemas';
import { authPaths } from '../paths';

const STEP_FIELDS = [
  ['username', 'email', 'password', 'confirmPassword'],
  ['fullName', 'contact', 'country'],
  ['plan'],
] as const;

/** Step holding a field the API complained about; unknown fields land on the last step. */
function stepOfField(field: string): number {
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(field));
  return index === -1 ? STEP_FIELDS.length - 1 : index;
}

const isPlan = (value: string): value is Plan => (PLANS as readonly string[]).includes(value);

const EMPTY = {
  step: 0,
  plan: 'basic' as Plan,
  payment: 'card' as 'card' | 'invoice',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  fullName: '',
  contact: '',
  country: '',
  cardNumber: '',
  cardName: '',
  cardExpiry: '',
  cardCvc: '',
  invoiceCompany: '',
  invoiceAddress: '',
};
type Values = typeof EMPTY;

/** Checks the current step only: its fields, or the chosen payment's on the last step. */
const stepSchema = z.custom<Values>().superRefine((values, ctx) => {
  const schema =
    [accountStepSchema, personalStepSchema][values.step] ??
    (values.plan === 'basic' ? null : values.payment === 'card' ? cardSchema : invoiceSchema);
  const result = schema?.safeParse(values);
  if (result && !result.success)
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/**
 * Three-step registration: account, personal details, plan and payment. Only the plan is sent;
 * card and invoice details are checked here and never leave the browser.
 */
export function RegisterMultiStepsPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const mutation = useRegister();
  const paymentLabelId = useId();
  const api = useApiForm<Values, Awaited<ReturnType<typeof mutation.mutateAsync>> | null>({
    schema: stepSchema,
    initialValues: EMPTY,
    submit: async (values) => {
      if (values.step < STEP_FIELDS.length - 1) {
        api.form.setFieldValue('step', values.step + 1);
        return null;
      }
      // Only the account, the person and the plan are sent; payment details stay here.
      return mutation
        .mutateAsync({
          username: values.username.trim(),
          email: values.email.trim(),
          password: values.password,
          fullName: values.fullName.trim(),
          contact: values.contact.trim(),
          country: values.country.trim(),
          plan: values.plan,
        })
        .catch((error: unknown) => {
          const fields = error instanceof ApiError ? Object.keys(error.fieldErrors) : [];
          if (fields.length > 0)
            api.form.setFieldValue('step', Math.min(...fields.map(stepOfField)));
          throw error;
        });
    },
    onSuccess: (session) => {
      if (!session) return;
      sessionStore.getState().signIn(session);
      void navigate(authPaths.home.href(), { replace: true });
    },
    guardLeave: false,
  });
  const { values } = api.form;
  const active = values.step;
  const pending = api.submitting;
  const field = (name: keyof Values) => api.form.getInputProps(name);

  // Steps already passed can be revisited; moving forward goes through validation.
  const goTo = (step: number) => {
    if (step < active) {
      api.form.clearErrors();
      api.form.setFieldValue('step', step);
    }
  };

  return (
    <AuthLayout title={t('multiStep.title')} maxWidth={720}>
      <ApiForm form={api} label={t('multiStep.title')}>
        <Stepper
          active={active}
          onStepClick={goTo}
          allowNextStepsSelect={false}
          size="sm"
          aria-label={t('multiStep.stepsLabel')}
        >
          <Stepper.Step
            label={t('multiStep.account')}
            description={t('multiStep.accountDescription')}
          >
            <Stack mt="md">
              <TextInput
                {...field('username')}
                label={t('fields.username')}
                autoComplete="username"
                required
                disabled={pending}
              />
              <TextInput
                {...field('email')}
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                disabled={pending}
              />
              <PasswordField
                {...field('password')}
                label={t('fields.password')}
                autoComplete="new-password"
                required
                disabled={pending}
              />
              <PasswordField
                {...field('confirmPassword')}
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                required
                disabled={pending}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('multiStep.personal')}
            description={t('multiStep.personalDescription')}
          >
            <Stack mt="md">
              <TextInput
                {...field('fullName')}
                label={t('fields.fullName')}
                autoComplete="name"
                required
                disabled={pending}
              />
              <TextInput
                {...field('contact')}
                label={t('fields.mobile')}
                type="tel"
                autoComplete="tel"
                required
                disabled={pending}
              />
              <TextInput
                {...field('country')}
                label={t('fields.country')}
                autoComplete="country-name"
                required
                disabled={pending}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step
            label={t('multiStep.billing')}
            description={t('multiStep.billingDescription')}
          >
            <Stack mt="md">
              <Radio.Group
                label={t('multiStep.plan')}
                value={values.plan}
                error={api.form.errors.plan}
                onChange={(value) => {
                  if (isPlan(value)) api.form.setFieldValue('plan', value);
                }}
                required
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                  {PLANS.map((value) => (
                    <Radio
                      key={value}
                      value={value}
                      disabled={pending}
                      label={t(`multiStep.plans.${value}`)}
                      description={t(`multiStep.plans.${value}Description`)}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
              {values.plan === 'basic' ? (
                <Text size="sm">{t('multiStep.basicFree')}</Text>
              ) : (
                <>
                  <Stack gap={4}>
                    <Text size="sm" fw={500} id={paymentLabelId}>
                      {t('multiStep.paymentMethod')}
                    </Text>
                    <SegmentedControl
                      aria-labelledby={paymentLabelId}
                      value={values.payment}
                      disabled={pending}
                      onChange={(value) => {
                        api.form.clearErrors();
                        api.form.setFieldValue('payment', value === 'invoice' ? 'invoice' : 'card');
                      }}
                      data={[
                        { value: 'card', label: t('multiStep.card') },
                        { value: 'invoice', label: t('multiStep.invoice') },
                      ]}
                    />
                  </Stack>
                  {values.payment === 'card' ? (
                    <>
                      <Text size="sm">{t('multiStep.cardNotice')}</Text>
                      <TextInput
                        {...field('cardNumber')}
                        label={t('multiStep.cardNumber')}
                        inputMode="numeric"
                        autoComplete="cc-number"
                        required
                        disabled={pending}
                      />
                      <TextInput
                        {...field('cardName')}
                        label={t('multiStep.cardName')}
                        autoComplete="cc-name"
                        required
                        disabled={pending}
                      />
                      <Group grow align="flex-start">
                        <TextInput
                          {...field('cardExpiry')}
                          label={t('multiStep.cardExpiry')}
                          placeholder="MM/YY"
                          autoComplete="cc-exp"
                          required
                          disabled={pending}
                        />
                        <TextInput
                          {...field('cardCvc')}
                          label={t('multiStep.cardCvc')}
                          inputMode="numeric"
                          autoComplete="cc-csc"
                          required
                          disabled={pending}
                        />
                      </Group>
                    </>
                  ) : (
                    <>
                      <Text size="sm">{t('multiStep.invoiceNotice')}</Text>
                      <TextInput
                        {...field('invoiceCompany')}
                        label={t('multiStep.invoiceCompany')}
                        autoComplete="organization"
                        required
                        disabled={pending}
                      />
                      <Textarea
                        {...field('invoiceAddress')}
                        label={t('multiStep.invoiceAddress')}
                        autoComplete="street-address"
                        required
                        disabled={pending}
                      />
                    </>
                  )}
                </>
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => goTo(active - 1)}
            disabled={active === 0 || pending}
          >
            {t('multiStep.back')}
          </Button>
          <Button type="submit" loading={pending}>
            {active === STEP_FIELDS.length - 1 ? t('multiStep.submit') : t('multiStep.next')}
          </Button>
        </Group>
        <Text ta="center" size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={authPaths.login.href()} underline="always">
            {t('register.signIn')}
          </Anchor>
        </Text>
      </ApiForm>
    </AuthLayout>
  );
}
