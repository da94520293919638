import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore } from '@portal/auth';
import { useLogin } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
import { loginFormSchema } from '../schemas';
import { authPaths } from '../paths';

export function LoginPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to');
  const form = useFormValues({ email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useLogin();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        if ('twoStepToken' in answer) {
          sessionStore.getState().setPendingTwoStep(answer.twoStepToken);
          void navigate(authPaths.twoSteps.href(to), {
            state: { maskedPhone: answer.maskedPhone },
          });
          return;
        }
        sessionStore.getState().signIn(answer);
        void navigate(safeRedirect(to) ?? authPaths.home.href(), { replace: true });
      },
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error, t);
        if (fieldErrors) form.setErrors(fieldErrors);
        else setFormError(apiErrorMessage(error, t));
      },
    });
  };

  const pending = mutation.isPending;
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            {...form.field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            required
            disabled={pending}
          />
          <PasswordField
            {...form.field('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            required
            disabled={pending}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={authPaths.forgotPassword.href()} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={pending} fullWidth>
            {t('login.submit')}
          </Button>
          <Text ta="center" size="sm">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={authPaths.register.href()} underline="always">
              {t('login.createAccount')}
            </Anchor>
            {' · '}
            <Anchor component={Link} to={authPaths.registerMultiSteps.href()} underline="always">
              {t('login.multiStepRegister')}
            </Anchor>
          </Text>
        </Stack>
      </form>
      <Divider />
      <Paper withBorder p="md" component="section" aria-labelledby="demo-accounts-title">
        <Stack gap="xs">
          <Title order={2} size="h5" id="demo-accounts-title">
            {t('login.demoTitle')}
          </Title>
          <Text size="sm">{t('login.demoHint')}</Text>
          {DEMO_ACCOUNTS.map((account) => (
            <Group key={account.email} justify="space-between" wrap="nowrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {account.email} / {account.password}
                </Text>
                <Text size="xs">{t(account.descriptionKey)}</Text>
              </div>
              <Button
                variant="light"
                size="xs"
                disabled={pending}
                aria-label={t('login.useAccount', { email: account.email })}
                onClick={() => {
                  form.setValues({ email: account.email, password: account.password });
                  form.setErrors({});
                }}
              >
                {t('login.fill')}
              </Button>
            </Group>
          ))}
        </Stack>
      </Paper>
    </AuthLayout>
  );
}
