import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { useRegister } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
import { registerFormSchema } from '../schemas';
import { authPaths } from '../paths';

export function RegisterPage() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const form = useFormValues({ username: '', email: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useRegister();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = registerFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (session) => {
        sessionStore.getState().signIn(session);
        void navigate(authPaths.home.href(), { replace: true });
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
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
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
          <Button type="submit" loading={pending} fullWidth>
            {t('register.submit')}
          </Button>
          <Text ta="center" size="sm">
            {t('register.haveAccount')}{' '}
            <Anchor component={Link} to={authPaths.loginShort.href()} underline="always">
              {t('register.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
