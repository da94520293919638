import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notify } from '@portal/design';
import type { Nota } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelNota } from '../api/cancel-nota';
import { errorMessage, fieldErrors } from '../api/error-message';

export interface CancelNotaModalProps {
  opened: boolean;
  onClose: () => void;
  nota: Nota;
}

/** Confirm cancelling a note, with the reason; its invoices stay as they are. */
export function CancelNotaModal({ opened, onClose, nota }: CancelNotaModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('notas.cancel.title')}>
      <CancelForm nota={nota} onDone={onClose} />
    </Modal>
  );
}

function CancelForm({ nota, onDone }: { nota: Nota; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const cancel = useCancelNota();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('notas.cancel.errors.reason'));
      return;
    }
    cancel.mutate(
      { id: nota.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t('notas.cancel.success', { number: nota.number }));
          onDone();
        },
        onError: (failure) => {
          setError(fieldErrors(failure).reason);
          notify.error(errorMessage(failure, t));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('notas.cancel.message', { number: nota.number })}</Text>
        <Textarea
          label={t('notas.cancel.reason')}
          required
          value={reason}
          maxLength={500}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
            {t('notas.actions.back')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('notas.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
