import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { ApiForm, useApiForm } from '@portal/design';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { registerFormSchema } from '../schemas';
import { authPaths } from '../paths';

export function RegisterPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const mutation = useRegister();
  const api = useApiForm({
    schema: registerFormSchema,
    initialValues: { username: '', email: '', password: '' },
    submit: (values) => mutation.mutateAsync(registerFormSchema.parse(values)),
    onSuccess: (session) => {
      sessionStore.getState().signIn(session);
      void navigate(authPaths.home.href(), { replace: true });
    },
    guardLeave: false,
  });

  const pending = api.submitting;
  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <ApiForm form={api}>
        <TextInput
          {...api.form.getInputProps('username')}
          label={t('fields.username')}
          autoComplete="username"
          required
          disabled={pending}
        />
        <TextInput
          {...api.form.getInputProps('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          disabled={pending}
        />
        <PasswordField
          {...api.form.getInputProps('password')}
          label={t('fields.password')}
          autoComplete="new-password"
          required
          disabled={pending}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('register.submit')}
        </Button>
        <Text ta="center" size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={authPaths.loginShort.href()} underline="always">
            {t('register.signIn')}
          </Anchor>
        </Text>
      </ApiForm>
    </AuthLayout>
  );
}
