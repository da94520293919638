import {
  Alert,
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
import { useId, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import type { RegisterBody } from '@portal/contract';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors, type FieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
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

/**
 * Three-step registration: account, personal details, plan and payment. Only the plan is sent;
 * card and invoice details are checked here and never leave the browser.
 */
export function RegisterMultiStepsPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [active, setActive] = useState(0);
  const [plan, setPlan] = useState<Plan>('basic');
  const [payment, setPayment] = useState<'card' | 'invoice'>('card');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useFormValues({
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
  });
  const mutation = useRegister();
  const paymentLabelId = useId();
  const pending = mutation.isPending;

  /** Checks one step; shows its errors and returns false when it is not valid. */
  const validateStep = (step: number): boolean => {
    const { values } = form;
    let errors: FieldErrors = {};
    if (step === 0) {
      const result = accountStepSchema.safeParse(values);
      if (!result.success) errors = zodFieldErrors(result.error, t);
    } else if (step === 1) {
      const result = personalStepSchema.safeParse(values);
      if (!result.success) errors = zodFieldErrors(result.error, t);
    } else if (plan !== 'basic') {
      const result = (payment === 'card' ? cardSchema : invoiceSchema).safeParse(values);
      if (!result.success) errors = zodFieldErrors(result.error, t);
    }
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const submit = () => {
    const { values } = form;
    const body: RegisterBody = {
      username: values.username.trim(),
      email: values.email.trim(),
      password: values.password,
      fullName: values.fullName.trim(),
      contact: values.contact.trim(),
      country: values.country.trim(),
      plan,
    };
    mutation.mutate(body, {
      onSuccess: (session) => {
        sessionStore.getState().signIn(session);
        void navigate(authPaths.home.href(), { replace: true });
      },
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error, t);
        if (!fieldErrors) {
          setFormError(apiErrorMessage(error, t));
          return;
        }
        form.setErrors(fieldErrors);
        setActive(Math.min(...Object.keys(fieldErrors).map(stepOfField)));
      },
    });
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!validateStep(active)) return;
    if (active < STEP_FIELDS.length - 1) setActive(active + 1);
    else submit();
  };

  const back = () => {
    form.setErrors({});
    setActive((step) => Math.max(0, step - 1));
  };

  // Steps already passed can be revisited; moving forward goes through validation.
  const goTo = (step: number) => {
    if (step < active) {
      form.setErrors({});
      setActive(step);
    }
  };

  return (
    <AuthLayout title={t('multiStep.title')} maxWidth={720}>
      <form onSubmit={onSubmit} noValidate aria-label={t('multiStep.title')}>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
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
                  {...form.field('username')}
                  label={t('fields.username')}
                  autoComplete="username"
                  required
                  disabled={pending}
                />
                <TextInput
                  {...form.field('email')}
                  label={t('fields.email')}
                  type="email"
                  autoComplete="email"
                  required
                  disabled={pending}
                />
                <PasswordField
                  {...form.field('password')}
                  label={t('fields.password')}
                  autoComplete="new-password"
                  required
                  disabled={pending}
                />
                <PasswordField
                  {...form.field('confirmPassword')}
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
                  {...form.field('fullName')}
                  label={t('fields.fullName')}
                  autoComplete="name"
                  required
                  disabled={pending}
                />
                <TextInput
                  {...form.field('contact')}
                  label={t('fields.mobile')}
                  type="tel"
                  autoComplete="tel"
                  required
                  disabled={pending}
                />
                <TextInput
                  {...form.field('country')}
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
                  value={plan}
                  error={form.errors.plan}
                  onChange={(value) => {
                    if (isPlan(value)) setPlan(value);
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
                {plan === 'basic' ? (
                  <Text size="sm">{t('multiStep.basicFree')}</Text>
                ) : (
                  <>
                    <Stack gap={4}>
                      <Text size="sm" fw={500} id={paymentLabelId}>
                        {t('multiStep.paymentMethod')}
                      </Text>
                      <SegmentedControl
                        aria-labelledby={paymentLabelId}
                        value={payment}
                        disabled={pending}
                        onChange={(value) => {
                          form.setErrors({});
                          setPayment(value === 'invoice' ? 'invoice' : 'card');
                        }}
                        data={[
                          { value: 'card', label: t('multiStep.card') },
                          { value: 'invoice', label: t('multiStep.invoice') },
                        ]}
                      />
                    </Stack>
                    {payment === 'card' ? (
                      <>
                        <Text size="sm">{t('multiStep.cardNotice')}</Text>
                        <TextInput
                          {...form.field('cardNumber')}
                          label={t('multiStep.cardNumber')}
                          inputMode="numeric"
                          autoComplete="cc-number"
                          required
                          disabled={pending}
                        />
                        <TextInput
                          {...form.field('cardName')}
                          label={t('multiStep.cardName')}
                          autoComplete="cc-name"
                          required
                          disabled={pending}
                        />
                        <Group grow align="flex-start">
                          <TextInput
                            {...form.field('cardExpiry')}
                            label={t('multiStep.cardExpiry')}
                            placeholder="MM/YY"
                            autoComplete="cc-exp"
                            required
                            disabled={pending}
                          />
                          <TextInput
                            {...form.field('cardCvc')}
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
                          {...form.field('invoiceCompany')}
                          label={t('multiStep.invoiceCompany')}
                          autoComplete="organization"
                          required
                          disabled={pending}
                        />
                        <Textarea
                          name="invoiceAddress"
                          value={form.values.invoiceAddress}
                          error={form.errors.invoiceAddress}
                          onChange={(event) =>
                            form.setValue('invoiceAddress', event.currentTarget.value)
                          }
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
            <Button variant="default" onClick={back} disabled={active === 0 || pending}>
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
        </Stack>
      </form>
    </AuthLayout>
  );
}
