import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { PasswordField } from '../components/password-field';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
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
  const form = useFormValues({ password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const mutation = useResetPassword();
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

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = resetFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(zodFieldErrors(parsed.error, t));
      return;
    }
    mutation.mutate(
      { resetToken: token, password: parsed.data.password },
      {
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error, t);
          if (fieldErrors?.resetToken !== undefined) setTokenError(fieldErrors.resetToken);
          else if (fieldErrors) form.setErrors(fieldErrors);
          else setFormError(apiErrorMessage(error, t));
        },
      },
    );
  };

  const pending = mutation.isPending;
  return (
    <AuthLayout
      title={title}
      subtitle={v2 ? t('reset.subtitleV2') : t('reset.subtitle')}
      variant={layout}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
          <PasswordField
            {...form.field('password')}
            label={t('fields.newPassword')}
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
          <Button type="submit" loading={pending} fullWidth>
            {t('reset.submit')}
          </Button>
          {toLogin}
        </Stack>
      </form>
    </AuthLayout>
  );
}
