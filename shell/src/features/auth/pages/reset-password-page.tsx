import { Alert, Anchor, Button } from '@mantine/core';
import { ApiForm, apiFieldErrors, useApiForm } from '@portal/design';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { resetFormSchema } from '../schemas';
import { authPaths } from '../paths';

export interface ResetPasswordPageProps {
  /** v2 shows the same form beside a brand panel. Default 'v1'. */
  variant?: 'v1' | 'v2';
}

/** New password for the reset token of `?token=`. */
export function ResetPasswordPage({ variant = 'v1' }: ResetPasswordPageProps) {
  const { t } = useAuthTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [tokenError, setTokenError] = useState<string | null>(null);
  const mutation = useResetPassword();
  const api = useApiForm({
    schema: resetFormSchema,
    initialValues: { password: '', confirmPassword: '' },
    submit: (values) =>
      mutation
        .mutateAsync({ resetToken: token, password: values.password })
        .catch((error: unknown) => {
          // A bad token is no field of this form: the page says so instead.
          const tokenMessage = apiFieldErrors(error, t).resetToken;
          if (tokenMessage !== undefined) setTokenError(tokenMessage);
          throw error;
        }),
    guardLeave: false,
  });
  const v2 = variant === 'v2';
  const title = v2 ? t('reset.titleV2') : t('reset.title');
  const layout = v2 ? 'split' : 'card';

  const toLogin = (
    <Anchor component={Link} to={authPaths.login.href()} ta="center">
      {t('twoSteps.backToLogin')}
    </Anchor>
  );

  if (token === '' || tokenError !== null)
    return (
      <AuthLayout title={title} variant={layout}>
        <Alert color="red">{tokenError ?? t('reset.missingToken')}</Alert>
        <Anchor component={Link} to={authPaths.forgotPassword.href()} ta="center">
          {t('reset.requestNew')}
        </Anchor>
        {toLogin}
      </AuthLayout>
    );

  if (mutation.isSuccess)
    return (
      <AuthLayout title={title} variant={layout}>
        <Alert color="green" role="status">
          {t('reset.success')}
        </Alert>
        {toLogin}
      </AuthLayout>
    );

  const pending = api.submitting;
  return (
    <AuthLayout
      title={title}
      subtitle={v2 ? t('reset.subtitleV2') : t('reset.subtitle')}
      variant={layout}
    >
      <ApiForm form={api}>
        <PasswordField
          {...api.form.getInputProps('password')}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          required
          disabled={pending}
        />
        <PasswordField
          {...api.form.getInputProps('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={pending}
        />
        <Button type="submit" loading={pending} fullWidth>
          {t('reset.submit')}
        </Button>
        {toLogin}
      </ApiForm>
    </AuthLayout>
  );
}
