import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
import { forgotFormSchema } from '../schemas';
import { authPaths } from '../paths';

export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const form = useFormValues({ email: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useForgotPassword();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = forgotFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    mutation.mutate(parsed.data, {
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error, t);
        if (fieldErrors) form.setErrors(fieldErrors);
        else setFormError(apiErrorMessage(error, t));
      },
    });
  };

  const backToLogin = (
    <Anchor component={Link} to={authPaths.login.href()} ta="center">
      {t('twoSteps.backToLogin')}
    </Anchor>
  );

  if (mutation.isSuccess) {
    const resetHref = authPaths.resetPassword.href(mutation.data.resetToken);
    return (
      <AuthLayout title={t('forgot.sentTitle')}>
        <Text role="status">{t('forgot.sent', { email: mutation.variables.email })}</Text>
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text size="sm">{t('forgot.demoNotice')}</Text>
            <Anchor component={Link} to={resetHref} fw={600} underline="always">
              {t('forgot.demoLink')}
            </Anchor>
          </Stack>
        </Paper>
        {backToLogin}
      </AuthLayout>
    );
  }

  const pending = mutation.isPending;
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
          <TextInput
            {...form.field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            disabled={pending}
          />
          <Button type="submit" loading={pending} fullWidth>
            {t('forgot.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthLayout>
  );
}
