import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { ApiForm, useApiForm } from '@portal/design';
import { Link, useSearchParams } from 'react-router-dom';
import { useResendVerificationEmail } from '../api/resend-verification-email';
import { AuthLayout } from '../components/auth-layout';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { forgotFormSchema } from '../schemas';
import { authPaths } from '../paths';

/** "Check your inbox" page for the address in `?email=`, with a resend button. */
export function VerifyEmailPage() {
  const { t } = useAuthTranslation();
  const [searchParams] = useSearchParams();
  const emailParam = searchParams.get('email')?.trim() ?? '';
  const mutation = useResendVerificationEmail();
  const api = useApiForm({
    schema: forgotFormSchema,
    initialValues: { email: emailParam },
    submit: (values) => mutation.mutateAsync(forgotFormSchema.parse(values)),
    guardLeave: false,
  });
  // With the address from the link there is no field to show its error beside.
  const hiddenFieldError = emailParam === '' ? null : api.form.errors.email;

  return (
    <AuthLayout
      title={t('verify.title')}
      subtitle={
        emailParam === ''
          ? t('verify.subtitleNoEmail')
          : t('verify.subtitle', { email: emailParam })
      }
    >
      <ApiForm form={api}>
        {hiddenFieldError ? <Alert color="red">{hiddenFieldError}</Alert> : null}
        {mutation.isSuccess && (
          <Alert color="green" role="status">
            {t('verify.resent')}
          </Alert>
        )}
        {emailParam === '' && (
          <TextInput
            {...api.form.getInputProps('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            disabled={api.submitting}
          />
        )}
        <Button component={Link} to={authPaths.home.href()} variant="default" fullWidth>
          {t('verify.skip')}
        </Button>
        <Group justify="center" gap="xs">
          <Text size="sm">{t('verify.noEmail')}</Text>
          <Button type="submit" variant="subtle" size="compact-sm" loading={api.submitting}>
            {t('verify.resend')}
          </Button>
        </Group>
      </ApiForm>
    </AuthLayout>
  );
}
