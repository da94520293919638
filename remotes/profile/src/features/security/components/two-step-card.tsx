import {
  Alert,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileResponse, TwoStepSetup } from '@portal/contract';
import {
  StatusBadge,
  apiErrorMessage,
  apiFieldErrors,
  notify,
  useCharacterLimit,
} from '@portal/design';
import {
  disableTwoStep,
  enableTwoStep,
  useSetupTwoStep,
  useTwoStepChange,
} from '../api/security-api';

const CODE = /^\d{6}$/;

/** A 6-digit code field whose error comes from the API or from its own check. */
function CodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('profile');
  const limit = useCharacterLimit();
  return (
    <TextInput
      label={t('twoStep.code')}
      {...limit({ value, error, description: t('twoStep.codeHint') }, 6, { counter: false })}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s/g, ''))}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      required
    />
  );
}

function useCodeError() {
  const { t } = useTranslation('profile');
  return (failure: unknown) => apiFieldErrors(failure, t).code ?? apiErrorMessage(failure, t);
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const download = () => {
    const blob = new Blob([`${t('twoStep.fileHeader')}\n\n${codes.join('\n')}\n`], {
      type: 'text/plain',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'hostdesk-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack>
      <Alert color="yellow" title={t('twoStep.recoveryTitle')}>
        {t('twoStep.recoveryHint')}
      </Alert>
      <SimpleGrid
        cols={2}
        component="ul"
        aria-label={t('twoStep.recoveryTitle')}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code dir="ltr">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={download}>
          {t('twoStep.download')}
        </Button>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('twoStep.copied') : t('twoStep.copy')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{t('twoStep.done')}</Button>
      </Group>
    </Stack>
  );
}

function Enrol({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation('profile');
  const setup = useSetupTwoStep();
  const enable = useTwoStepChange(enableTwoStep);
  const codeError = useCodeError();
  const [pending, setPending] = useState<TwoStepSetup | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!pending) return;
    let live = true;
    void QRCode.toDataURL(pending.otpauthUrl, { margin: 1, width: 192 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [pending]);

  if (!pending)
    return (
      <Group>
        <Button
          loading={setup.isPending}
          onClick={() =>
            setup.mutate(undefined, {
              onSuccess: setPending,
              onError: (failure) => notify.error(apiErrorMessage(failure, t)),
            })
          }
        >
          {t('twoStep.setUp')}
        </Button>
      </Group>
    );

  const confirm = () => {
    if (!CODE.test(code)) {
      setError(t('validation.code'));
      return;
    }
    enable.mutate(code, {
      onSuccess: ({ recoveryCodes }) => onCodes(recoveryCodes),
      onError: (failure) => setError(codeError(failure)),
    });
  };

  return (
    <Stack>
      <Text size="sm">{t('twoStep.scan')}</Text>
      <Group align="flex-start" gap="lg">
        {qr ? (
          <Image src={qr} w={192} h={192} alt={t('twoStep.qrAlt')} />
        ) : (
          <div style={{ width: 192, height: 192 }} />
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 220 }}>
          <TextInput label={t('twoStep.secret')} value={pending.secret} readOnly dir="ltr" />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
            noValidate
          >
            <Stack gap="sm">
              <CodeField
                value={code}
                onChange={(value) => {
                  setCode(value);
                  setError(null);
                }}
                error={error}
              />
              <Group>
                <Button type="submit" loading={enable.isPending}>
                  {t('twoStep.confirm')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Group>
    </Stack>
  );
}

function TurnOff() {
  const { t } = useTranslation('profile');
  const [opened, dialog] = useDisclosure(false);
  const disable = useTwoStepChange(disableTwoStep);
  const codeError = useCodeError();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (disable.isPending) return;
    setCode('');
    setError(null);
    dialog.close();
  };
  const confirm = () => {
    if (!CODE.test(code)) {
      setError(t('validation.code'));
      return;
    }
    disable.mutate(code, {
      onSuccess: () => {
        close();
        notify.success(t('twoStep.turnedOff'));
      },
      onError: (failure) => setError(codeError(failure)),
    });
  };
  return (
    <>
      <Button color="red.9" variant="filled" onClick={dialog.open}>
        {t('twoStep.turnOff')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('twoStep.turnOffTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
          noValidate
        >
          <Stack>
            <Text size="sm">{t('twoStep.turnOffMessage')}</Text>
            <CodeField
              value={code}
              onChange={(value) => {
                setCode(value);
                setError(null);
              }}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={disable.isPending}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={disable.isPending}>
                {t('twoStep.turnOff')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

/** Two-step sign-in with an authenticator app (TOTP, RFC 6238) and 10 one-time recovery codes. */
export function TwoStepCard({ profile }: { profile: ProfileResponse }) {
  const { t } = useTranslation('profile');
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('twoStep.title')}
          </Title>
          <StatusBadge color={profile.twoStepEnabled ? 'teal' : 'gray'}>
            {profile.twoStepEnabled ? t('twoStep.on') : t('twoStep.off')}
          </StatusBadge>
        </Group>
        <Text size="sm">{t('twoStep.intro')}</Text>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : profile.twoStepEnabled ? (
          <Stack gap="sm">
            <Text size="sm">{t('twoStep.codesLeft', { count: profile.recoveryCodesLeft })}</Text>
            <Group>
              <TurnOff />
            </Group>
          </Stack>
        ) : (
          <Enrol onCodes={setCodes} />
        )}
      </Stack>
    </Card>
  );
}
