import { Alert, Anchor, Button, Input, PinInput, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect, sessionStore } from '@portal/auth';
import { ApiForm, apiFieldErrors, useApiForm, useCharacterLimit } from '@portal/design';
import { z } from 'zod';
import { useVerifyTwoSteps } from '../api/verify-two-steps';
import { AuthLayout } from '../components/auth-layout';
import { useAuthTranslation } from '../hooks/use-auth-translation';
import { codeSchema } from '../schemas';
import { authPaths } from '../paths';
import { startSession } from '../start-session';
import { rememberedTwoStepMethod } from '../two-step-method';

const CODE_LENGTH = 6;
const codeFormSchema = z.object({ code: codeSchema });
/** Authenticator-app accounts may type a recovery code (`abcde-12345`) instead. */
const RECOVERY_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
const RECOVERY_CODE_LENGTH = 11;
const appFormSchema = z.object({ code: z.string().trim().min(1, 'auth:validation.required') });

/**
 * `app` when the account signs in with an authenticator app (TOTP) or a recovery code: from the
 * navigation state, else as remembered for this tab (a reload or a typed URL has no state).
 */
function methodOf(state: unknown): 'app' | 'sms' {
  if (typeof state === 'object' && state !== null && 'method' in state)
    return state.method === 'app' ? 'app' : 'sms';
  return rememberedTwoStepMethod();
}

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
  // Read once: signing in clears the hint, and the page must not flash "expired" meanwhile.
  const [pendingSignIn] = useState(() => sessionStore.getState().twoStepPending);
  const [expired, setExpired] = useState<string | null>(null);
  const mutation = useVerifyTwoSteps();
  const byApp = methodOf(location.state) === 'app';
  const [recovery, setRecovery] = useState(false);
  const recoveryRef = useRef(recovery);
  useEffect(() => {
    recoveryRef.current = recovery;
  }, [recovery]);
  const limit = useCharacterLimit();
  const api = useApiForm({
    schema: byApp ? appFormSchema : codeFormSchema,
    initialValues: { code: '' },
    validate: ({ code }) => {
      if (!byApp || code.trim() === '') return {};
      const ok = recoveryRef.current ? RECOVERY_CODE.test(code.trim()) : /^\d{6}$/.test(code);
      if (ok) return {};
      return { code: t(recoveryRef.current ? 'validation.recoveryCode' : 'validation.code') };
    },
    submit: ({ code }) =>
      mutation.mutateAsync({ code: code.trim() }).catch((error: unknown) => {
        // An expired attempt is no field of this form: the page says so instead.
        const expiredMessage = apiFieldErrors(error, t).twoStepToken;
        if (expiredMessage !== undefined) {
          sessionStore.getState().setPendingTwoStep(false);
          setExpired(expiredMessage);
        }
        throw error;
      }),
    onSuccess: (session) => {
      startSession(session);
      void navigate(safeRedirect(to) ?? authPaths.home.href(), { replace: true });
    },
    guardLeave: false,
  });
  const codeError = api.form.errors.code ?? null;
  const errorId = useId();
  const labelId = useId();
  const maskedPhone = maskedPhoneOf(location.state);

  const backToLogin = (
    <Anchor
      component={Link}
      to={authPaths.login.href(to)}
      onClick={() => sessionStore.getState().setPendingTwoStep(false)}
      ta="center"
    >
      {t('twoSteps.backToLogin')}
    </Anchor>
  );

  const v2 = variant === 'v2';
  const title = t('twoSteps.title');
  const subtitle = byApp
    ? t('twoSteps.subtitleApp')
    : v2
      ? t('twoSteps.subtitleV2')
      : t('twoSteps.subtitle');

  if (!pendingSignIn || expired !== null)
    return (
      <AuthLayout title={title} variant={v2 ? 'split' : 'card'}>
        <Alert color="red">{expired ?? t('twoSteps.noPending')}</Alert>
        {backToLogin}
      </AuthLayout>
    );

  const pending = api.submitting;
  return (
    <AuthLayout title={title} subtitle={subtitle} variant={v2 ? 'split' : 'card'}>
      <ApiForm form={api}>
        {!v2 && maskedPhone && <Text fw={600}>{maskedPhone}</Text>}
        {recovery ? (
          <TextInput
            label={t('twoSteps.recoveryLabel')}
            dir="ltr"
            autoComplete="off"
            required
            disabled={pending}
            // XXXXX-XXXXX, checked whole: an error when longer, no counter.
            {...limit(
              { ...api.form.getInputProps('code'), description: t('twoSteps.recoveryHint') },
              RECOVERY_CODE_LENGTH,
              { counter: false },
            )}
          />
        ) : (
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
              value={api.form.values.code}
              disabled={pending}
              error={codeError !== null}
              onChange={(value) => {
                api.form.setFieldValue('code', value);
                api.form.clearFieldError('code');
              }}
              getInputProps={(index) => ({
                'aria-label': t('twoSteps.digit', { index: index + 1, count: CODE_LENGTH }),
                'aria-describedby': codeError === null ? undefined : errorId,
              })}
            />
          </Input.Wrapper>
        )}
        {byApp && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              api.form.setFieldValue('code', '');
              api.form.clearFieldError('code');
            }}
          >
            {recovery ? t('twoSteps.useApp') : t('twoSteps.useRecovery')}
          </Anchor>
        )}
        {v2 && maskedPhone && <Text fw={600}>{maskedPhone}</Text>}
        {!byApp && <Text size="sm">{t('twoSteps.demoHint')}</Text>}
        <Button type="submit" loading={pending} fullWidth>
          {t('twoSteps.submit')}
        </Button>
        {backToLogin}
      </ApiForm>
    </AuthLayout>
  );
}
