import { Anchor, Button, Paper, Text, TextInput } from '@mantine/core';
import { ApiForm, useApiForm } from '@portal/design';
import { Link } from 'react-router-dom';
import { useForgotPassword } from '../api/forgot-password';
import { AuthLayout } from '../components/auth-layout';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { forgotFormSchema } from '../schemas';
import { authPaths } from '../paths';

export function ForgotPasswordPage() {
  const { t } = useAuthTranslation();
  const mutation = useForgotPassword();
  const api = useApiForm({
    schema: forgotFormSchema,
    initialValues: { email: '' },
    submit: (values) => mutation.mutateAsync(forgotFormSchema.parse(values)),
    guardLeave: false,
  });

  const backToLogin = (
    <Anchor component={Link} to={authPaths.login.href()} ta="center">
      {t('twoSteps.backToLogin')}
    </Anchor>
  );

  // The link goes by e-mail only (SMTP, or the outbox admins read): the answer has no token.
  if (mutation.isSuccess) {
    return (
      <AuthLayout title={t('forgot.sentTitle')}>
        <Text role="status">{t('forgot.sent', { email: mutation.variables.email })}</Text>
        <Paper withBorder p="md">
          <Text size="sm">{t('forgot.outboxHint')}</Text>
        </Paper>
        {backToLogin}
      </AuthLayout>
    );
  }

  const pending = api.submitting;
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ApiForm form={api}>
        <TextInput
          {...api.form.getInputProps('email')}
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
      </ApiForm>
    </AuthLayout>
  );
}
