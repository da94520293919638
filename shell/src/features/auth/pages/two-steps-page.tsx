import { Alert, Anchor, Button, Input, PinInput, Stack, Text } from '@mantine/core';
import { useId, useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore } from '@portal/auth';
import { useVerifyTwoSteps } from '../api/verify-two-steps';
import { AuthLayout } from '../components/auth-layout';
import { apiErrorMessage, apiFieldErrors } from '../form-errors';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { codeSchema } from '../schemas';
import { authPaths } from '../paths';

const CODE_LENGTH = 6;

function maskedPhoneOf(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'maskedPhone' in state)
    return typeof state.maskedPhone === 'string' ? state.maskedPhone : null;
  return null;
}

export interface TwoStepsPageProps {
  /** v2 shows the same flow beside a brand panel, with the code field first. Default 'v1'. */
  variant?: 'v1' | 'v2';
}

/** Second sign-in step: the code for the token stored at login, then the session and `?to=`. */
export function TwoStepsPage({ variant = 'v1' }: TwoStepsPageProps) {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const to = searchParams.get('to');
  // Read once: signing in clears the stored token, and the page must not flash "expired" meanwhile.
  const [token] = useState(() => sessionStore.getState().pendingTwoStepToken);
  const [expired, setExpired] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useVerifyTwoSteps();
  const errorId = useId();
  const labelId = useId();
  const maskedPhone = maskedPhoneOf(location.state);

  const backToLogin = (
    <Anchor
      component={Link}
      to={authPaths.login.href(to)}
      onClick={() => sessionStore.getState().setPendingTwoStep(null)}
      ta="center"
    >
      {t('twoSteps.backToLogin')}
    </Anchor>
  );

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (token === null) return;
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(t(parsed.error.issues[0]?.message ?? 'validation.code'));
      return;
    }
    mutation.mutate(
      { twoStepToken: token, code: parsed.data },
      {
        onSuccess: (session) => {
          sessionStore.getState().signIn(session);
          void navigate(safeRedirect(to) ?? authPaths.home.href(), { replace: true });
        },
        onError: (error) => {
          const fieldErrors = apiFieldErrors(error, t);
          if (fieldErrors?.twoStepToken !== undefined) {
            sessionStore.getState().setPendingTwoStep(null);
            setExpired(fieldErrors.twoStepToken);
          } else if (fieldErrors?.code !== undefined) setCodeError(fieldErrors.code);
          else setFormError(apiErrorMessage(error, t));
        },
      },
    );
  };

  const v2 = variant === 'v2';
  const title = t('twoSteps.title');
  const subtitle = v2 ? t('twoSteps.subtitleV2') : t('twoSteps.subtitle');

  if (token === null || expired !== null)
    return (
      <AuthLayout title={title} variant={v2 ? 'split' : 'card'}>
        <Alert color="red">{expired ?? t('twoSteps.noPending')}</Alert>
        {backToLogin}
      </AuthLayout>
    );

  const pending = mutation.isPending;
  return (
    <AuthLayout title={title} subtitle={subtitle} variant={v2 ? 'split' : 'card'}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {formError !== null && <Alert color="red">{formError}</Alert>}
          {!v2 && maskedPhone !== null && <Text fw={600}>{maskedPhone}</Text>}
          <Input.Wrapper
            label={t('twoSteps.codeLabel')}
            error={codeError}
            errorProps={{ id: errorId }}
            labelElement="div"
            labelProps={{ id: labelId }}
            required
          >
            <PinInput
              role="group"
              aria-labelledby={labelId}
              // Codes read left to right in every language.
              dir="ltr"
              length={CODE_LENGTH}
              type="number"
              oneTimeCode
              size={v2 ? 'lg' : 'md'}
              mt={4}
              value={code}
              disabled={pending}
              error={codeError !== null}
              onChange={(value) => {
                setCode(value);
                setCodeError(null);
              }}
              getInputProps={(index) => ({
                'aria-label': t('twoSteps.digit', { index: index + 1, count: CODE_LENGTH }),
                'aria-describedby': codeError === null ? undefined : errorId,
              })}
            />
          </Input.Wrapper>
          {v2 && maskedPhone !== null && <Text fw={600}>{maskedPhone}</Text>}
          <Text size="sm">{t('twoSteps.demoHint')}</Text>
          <Button type="submit" loading={pending} fullWidth>
            {t('twoSteps.submit')}
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthLayout>
  );
}
