import { Alert, Button, Card, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/auth';
import { apiErrorMessage, apiFieldErrors } from '@portal/design/base';
import { useDeactivateAccount } from '../api/deactivate-account';

/** "Deactivate account": the user types their own e-mail; then the session ends. */
export function DeactivateCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const [opened, dialog] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useDeactivateAccount();
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const close = () => {
    if (mutation.isPending) return;
    setTyped('');
    setError(null);
    dialog.close();
  };

  const confirm = () => {
    mutation.mutate(typed.trim(), {
      onSuccess: () => {
        sessionStore.getState().signOut();
        void navigate('/authentication/login', { replace: true });
      },
      onError: (failure) =>
        setError(apiFieldErrors(failure, t).email ?? apiErrorMessage(failure, t)),
    });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('deactivate.title')}
        </Title>
        <Alert color="yellow" title={t('deactivate.warningTitle')}>
          {t('deactivate.warning')}
        </Alert>
        <Group>
          <Button color="red.9" onClick={dialog.open}>
            {t('deactivate.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('deactivate.dialogTitle')} centered>
        <Stack>
          <Text size="sm">{t('deactivate.dialogMessage', { email })}</Text>
          <TextInput
            label={t('deactivate.typeEmail')}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red.9"
              disabled={!matches}
              loading={mutation.isPending}
              onClick={confirm}
            >
              {t('deactivate.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
