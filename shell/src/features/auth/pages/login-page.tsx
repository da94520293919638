import {
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
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore } from '@portal/auth';
import { ApiForm, useApiForm } from '@portal/design';
import { login } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { rememberTwoStepMethod } from '../two-step-method';
import { PasswordField } from '../components/password-field';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { loginFormSchema } from '../schemas';
import { authPaths } from '../paths';
import { startSession } from '../start-session';

export function LoginPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to');
  const api = useApiForm({
    schema: loginFormSchema,
    initialValues: { email: '', password: '' },
    submit: (values) => login(loginFormSchema.parse(values)),
    onSuccess: (answer) => {
      if ('twoStepToken' in answer) {
        // The token stays in the API's HttpOnly cookie; the page keeps only that one is pending.
        sessionStore.getState().setPendingTwoStep(true);
        const method = answer.method ?? 'sms';
        rememberTwoStepMethod(method);
        void navigate(authPaths.twoSteps.href(to), {
          state: { maskedPhone: answer.maskedPhone, method },
        });
        return;
      }
      startSession(answer);
      void navigate(safeRedirect(to) ?? authPaths.home.href(), { replace: true });
    },
    guardLeave: false,
  });

  const pending = api.submitting;
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <ApiForm form={api}>
        <TextInput
          {...api.form.getInputProps('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          disabled={pending}
        />
        <PasswordField
          {...api.form.getInputProps('password')}
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
      </ApiForm>
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
                // Never squeezed by a long account line (Arabic at 390 px clipped its label).
                style={{ flexShrink: 0 }}
                disabled={pending}
                aria-label={t('login.useAccount', { email: account.email })}
                onClick={() => {
                  api.form.setValues({ email: account.email, password: account.password });
                  api.form.clearErrors();
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
