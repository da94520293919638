import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { AuthLayout } from '../components/auth-layout';
import { apiErrorMessage, apiFieldErrors, zodFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { useFormValues } from '../hooks/use-form-values';
import { forgotFormSchema } from '../schemas';
import { authPaths } from '../paths';

/** "Check your inbox" page for the address in `?email=`, with a resend button. */
export function VerifyEmailPage() {
  const { t } = useAuthTranslation();
  const [searchParams] = useSearchParams();
  const emailParam = searchParams.get('email')?.trim() ?? '';
  const form = useFormValues({ email: emailParam });
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useResendVerificationEmail();

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = forgotFormSchema.safeParse(form.values);
    if (!parsed.success) {
      const errors = zodFieldErrors(parsed.error, t);
      if (emailParam === '') form.setErrors(errors);
      else setFormError(errors.email ?? t('validation.email'));
      return;
    }
    mutation.mutate(parsed.data, {
      onError: (error) => {
        const fieldErrors = apiFieldErrors(error, t);
        if (fieldErrors?.email !== undefined && emailParam === '') form.setErrors(fieldErrors);
        else setFormError(fieldErrors?.email ?? apiErrorMessage(error, t));
      },
    });
  };

  return (
    <AuthLayout
      title={t('verify.title')}
      subtitle={
        emailParam === ''
          ? t('verify.subtitleNoEmail')
          : t('verify.subtitle', { email: emailParam })
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
          {mutation.isSuccess && (
            <Alert color="green" role="status">
              {t('verify.resent')}
            </Alert>
          )}
          {emailParam === '' && (
            <TextInput
              {...form.field('email')}
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              required
              disabled={mutation.isPending}
            />
          )}
          <Button component={Link} to={authPaths.home.href()} variant="default" fullWidth>
            {t('verify.skip')}
          </Button>
          <Group justify="center" gap="xs">
            <Text size="sm">{t('verify.noEmail')}</Text>
            <Button type="submit" variant="subtle" size="compact-sm" loading={mutation.isPending}>
              {t('verify.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
