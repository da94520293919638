import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface ConfirmDialogProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called on Cancel, Escape, the close button or a click outside (not while loading). */
  onClose: () => void;
  /** Called on Confirm. The caller closes the dialog when the action is done. */
  onConfirm: () => void;
  /** Dialog title. Default: "Are you sure?" (design:confirmTitle). */
  title?: ReactNode;
  /** What will happen, e.g. "Delete user Jane Doe? This cannot be undone." */
  message: ReactNode;
  /** Confirm button label. Default: "Confirm" (design:confirm). */
  confirmLabel?: ReactNode;
  /** Cancel button label. Default: "Cancel" (design:cancel). */
  cancelLabel?: ReactNode;
  /** Red confirm button, for destructive actions. Default: true. */
  danger?: boolean;
  /** Action in progress: Confirm shows a spinner, closing is blocked. Default: false. */
  loading?: boolean;
}

/**
 * Confirmation before an action, destructive by default. Focus starts on Cancel (the safe
 * choice), is trapped in the dialog, and returns to the trigger on close.
 */
export function ConfirmDialog({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = true,
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const close = () => {
    if (!loading) onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title ?? t('confirmTitle')}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={false}
      trapFocus
      returnFocus
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={close} disabled={loading} data-autofocus>
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button color={danger ? 'red.8' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel ?? t('confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
