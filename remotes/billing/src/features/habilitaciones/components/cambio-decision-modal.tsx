import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ApiError } from '@portal/auth';
import { notify } from '@portal/design';
import type { Cambio } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideCambio, type Decision } from '../api/decide-cambio';
import { errorText } from './display';

export interface CambioDecisionModalProps {
  /** The request to decide; null keeps the modal closed. */
  cambio: Cambio | null;
  decision: Decision;
  onClose: () => void;
}

const MIN_REASON = 3;

/**
 * Approve (reason optional; the change is applied at once) or reject (reason required) a
 * pending change request. API field errors show under the reason; the text typed stays.
 */
export function CambioDecisionModal({ cambio, decision, onClose }: CambioDecisionModalProps) {
  const { t } = useTranslation('billing');
  const decide = useDecideCambio();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const close = () => {
    if (decide.isPending) return;
    setReason('');
    setReasonError(null);
    setFormError(null);
    onClose();
  };

  const submit = () => {
    if (!cambio) return;
    const trimmed = reason.trim();
    if (decision === 'reject' && trimmed.length < MIN_REASON) {
      setReasonError(
        trimmed === ''
          ? t('habilitaciones.errors.required')
          : t('habilitaciones.errors.reasonLength', { count: MIN_REASON }),
      );
      return;
    }
    setReasonError(null);
    setFormError(null);
    decide.mutate(
      { id: cambio.id, decision, reason: trimmed },
      {
        onSuccess: () => {
          notify.success(
            t(
              decision === 'approve'
                ? 'habilitaciones.decide.approved'
                : 'habilitaciones.decide.rejected',
              { id: cambio.id },
            ),
          );
          setReason('');
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (fields.reason?.[0]) setReasonError(fields.reason.join(' '));
          else {
            setFormError(errorText(error, t));
            notify.error(errorText(error, t));
          }
        },
      },
    );
  };

  const id = cambio?.id ?? 0;
  return (
    <Modal
      opened={cambio !== null}
      onClose={close}
      closeOnClickOutside={!decide.isPending}
      closeOnEscape={!decide.isPending}
      title={t(
        decision === 'approve'
          ? 'habilitaciones.decide.approveTitle'
          : 'habilitaciones.decide.rejectTitle',
        { id },
      )}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Text size="sm">
            {decision === 'approve'
              ? t('habilitaciones.decide.approveMessage', {
                  type: t(`habilitaciones.cambio.type.${cambio?.type ?? 'upgrade'}`),
                  enablement: cambio?.habilitacionId ?? 0,
                })
              : t('habilitaciones.decide.rejectMessage')}
          </Text>
          {formError ? (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          ) : null}
          <Textarea
            label={
              decision === 'approve'
                ? t('habilitaciones.decide.reasonOptional')
                : t('habilitaciones.decide.reasonRequired')
            }
            required={decision === 'reject'}
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={decide.isPending}>
              {t('habilitaciones.common.cancel')}
            </Button>
            <Button
              type="submit"
              color={decision === 'reject' ? 'red' : undefined}
              loading={decide.isPending}
            >
              {decision === 'approve'
                ? t('habilitaciones.decide.approve')
                : t('habilitaciones.decide.reject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
