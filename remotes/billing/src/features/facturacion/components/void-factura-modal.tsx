import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notify } from '@portal/design';
import type { Factura } from '@portal/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, fieldErrors } from '../api/error-message';
import { useVoidFactura } from '../api/void-factura';

export interface VoidFacturaModalProps {
  opened: boolean;
  onClose: () => void;
  factura: Factura;
  /** "FA-2026-00012" or "Draft #12". */
  label: string;
}

/** Confirm voiding an invoice, with the reason (3 to 500 characters). */
export function VoidFacturaModal({ opened, onClose, factura, label }: VoidFacturaModalProps) {
  const { t } = useTranslation('billing');
  return (
    <Modal opened={opened} onClose={onClose} title={t('facturacion.void.title')}>
      <VoidForm factura={factura} label={label} onDone={onClose} />
    </Modal>
  );
}

function VoidForm({
  factura,
  label,
  onDone,
}: {
  factura: Factura;
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('billing');
  const voidFactura = useVoidFactura();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(t('facturacion.void.errors.reason'));
      return;
    }
    voidFactura.mutate(
      { id: factura.id, reason: reason.trim() },
      {
        onSuccess: () => {
          notify.success(t('facturacion.void.success', { number: label }));
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
        <Text size="sm">{t('facturacion.void.message', { number: label })}</Text>
        <Textarea
          label={t('facturacion.void.reason')}
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
          <Button variant="default" onClick={onDone} disabled={voidFactura.isPending}>
            {t('facturacion.actions.cancel')}
          </Button>
          <Button type="submit" color="red" loading={voidFactura.isPending}>
            {t('facturacion.void.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
