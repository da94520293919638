import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Modal,
  PinInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { RiMessage2Line, RiSmartphoneLine } from '@remixicon/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

type Method = 'app' | 'sms';
const SETUP_KEY = 'JBSW Y3DP EHPK 3PXP';
/** What an authenticator app reads from the QR code (the key without its spaces). */
const OTPAUTH_URL = `otpauth://totp/HostDesk:admin%40demo.com?secret=${SETUP_KEY.replace(/ /g, '')}&issuer=HostDesk`;

/** The QR code as an SVG picture, drawn in the page: dark on white in both themes, so apps read it. */
function useQrCode(text: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(text, {
      type: 'svg',
      margin: 2,
      color: { dark: '#000000', light: '#ffffff' },
    }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

const appSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'ui-demo:validation.sixDigits') });
const smsSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ]{8,16}$/, 'ui-demo:validation.phone'),
});

/** Step 2 with an authenticator app: the set-up key, then a code from the app. */
function AppSetup({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('ui-demo');
  const state = useApiForm({
    schema: appSchema,
    initialValues: { code: '' },
    // A demo: nothing checks the code against a server.
    submit: (values) => Promise.resolve(values),
    onSuccess: onDone,
    guardLeave: false,
  });
  const labelId = useId();
  const qr = useQrCode(OTPAUTH_URL);
  const codeError = state.form.errors.code;
  const error = typeof codeError === 'string' ? codeError : null;
  return (
    <ApiForm form={state}>
      <Text size="sm">{t('dialogs.twoStep.appIntro')}</Text>
      {qr && (
        <Image src={qr} w={160} h={160} mx="auto" radius="sm" alt={t('dialogs.twoStep.qrAlt')} />
      )}
      <Text size="sm" c="dimmed">
        {t('dialogs.twoStep.keyIntro')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" dir="ltr" aria-label={t('dialogs.twoStep.key')}>
          {SETUP_KEY}
        </Code>
        <CopyButton value={SETUP_KEY.replace(/ /g, '')}>
          {({ copied, copy }) => (
            <Button size="compact-sm" variant="light" onClick={copy}>
              {copied ? t('demo.copied') : t('dialogs.twoStep.copyKey')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <div>
        <Text id={labelId} size="sm" fw={500} mb={4}>
          {t('dialogs.twoStep.code')}
        </Text>
        <PinInput
          length={6}
          type="number"
          oneTimeCode
          dir="ltr"
          role="group"
          aria-labelledby={labelId}
          error={Boolean(error)}
          getInputProps={(index) => ({
            'aria-label': t('dialogs.twoStep.digit', { number: index + 1 }),
          })}
          value={state.form.getValues().code}
          onChange={(value) => state.form.setFieldValue('code', value)}
        />
        {error && (
          <Text size="xs" c="var(--mantine-color-error)" mt={4} role="alert">
            {error}
          </Text>
        )}
      </div>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button type="submit">{t('dialogs.twoStep.enable')}</Button>
      </Group>
    </ApiForm>
  );
}

/** Step 2 by text message: the phone number the codes go to. */
function SmsSetup({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation('ui-demo');
  const state = useApiForm({
    schema: smsSchema,
    initialValues: { phone: '' },
    submit: (values) => Promise.resolve(values),
    onSuccess: onDone,
    guardLeave: false,
  });
  return (
    <ApiForm form={state}>
      <Text size="sm">{t('dialogs.twoStep.smsIntro')}</Text>
      <TextInput
        label={t('field.phone')}
        type="tel"
        autoComplete="tel"
        withAsterisk
        dir="ltr"
        {...state.form.getInputProps('phone')}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button type="submit">{t('dialogs.twoStep.enable')}</Button>
      </Group>
    </ApiForm>
  );
}

export default function TwoStepDialog() {
  const { t } = useTranslation('ui-demo');
  const [opened, { open, close }] = useDisclosure(false);
  const [method, setMethod] = useState<Method>('app');
  const [step, setStep] = useState<'choose' | 'setup'>('choose');
  const [enabled, setEnabled] = useState<Method | null>(null);
  const start = () => {
    setStep('choose');
    open();
  };
  const done = () => {
    setEnabled(method);
    notify.success(t('dialogs.twoStep.enabled'));
    close();
  };
  return (
    <>
      <Text size="sm" mb="sm" data-testid="two-step-status">
        {enabled
          ? t('dialogs.twoStep.statusOn', { method: t(`dialogs.twoStep.${enabled}`) })
          : t('dialogs.twoStep.statusOff')}
      </Text>
      <Button onClick={start}>{t('dialogs.twoStepSetup')}</Button>
      <Modal opened={opened} onClose={close} title={t('dialogs.twoStepSetup')} size="md">
        {step === 'choose' ? (
          <Stack>
            <Radio.Group
              label={t('dialogs.twoStep.choose')}
              value={method}
              onChange={(value) => setMethod(value === 'sms' ? 'sms' : 'app')}
            >
              <Stack mt="xs" gap="xs">
                {(['app', 'sms'] as const).map((value) => (
                  <Radio.Card key={value} value={value} p="md" radius="md">
                    <Group wrap="nowrap" align="flex-start">
                      <Radio.Indicator />
                      {value === 'app' ? (
                        <RiSmartphoneLine size={22} aria-hidden />
                      ) : (
                        <RiMessage2Line size={22} aria-hidden />
                      )}
                      <div>
                        <Text fw={500}>{t(`dialogs.twoStep.${value}`)}</Text>
                        <Text size="sm" c="dimmed">
                          {t(`dialogs.twoStep.${value}Text`)}
                        </Text>
                      </div>
                    </Group>
                  </Radio.Card>
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button onClick={() => setStep('setup')}>{t('wizard.next')}</Button>
            </Group>
          </Stack>
        ) : method === 'app' ? (
          <AppSetup onDone={done} onBack={() => setStep('choose')} />
        ) : (
          <SmsSetup onDone={done} onBack={() => setStep('choose')} />
        )}
        {enabled && step === 'choose' && (
          <Alert mt="md" color="blue" role="status">
            {t('dialogs.twoStep.statusOn', { method: t(`dialogs.twoStep.${enabled}`) })}
          </Alert>
        )}
      </Modal>
    </>
  );
}
