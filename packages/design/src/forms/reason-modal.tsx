import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DESIGN_NAMESPACE } from '../i18n';
import { ApiForm } from './api-form';
import { useCharacterLimit } from './character-limit';
import { useApiForm } from './use-api-form';

export interface ReasonModalProps {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Called on Cancel, Escape or after a successful confirm. */
  onClose: () => void;
  /**
   * Sends the reason (void, cancel, reject…); rejects with the API's error to keep the dialog open,
   * or resolves `false` to keep it open with the reason typed (a conflict the caller shows).
   */
  onConfirm: (reason: string) => Promise<unknown>;
  /** Dialog title, e.g. "Void invoice F-2026-0012". */
  title: ReactNode;
  /** What will happen, shown above the field. Default: none. */
  message?: ReactNode;
  /** A warning above the message (someone else changed the record meanwhile). Default: none. */
  notice?: ReactNode;
  /** Confirm button label, e.g. "Void invoice". */
  confirmLabel: ReactNode;
  /** Field label. Default: "Reason" (design:reason.label). */
  label?: string;
  /** Shortest reason accepted. Default: 3. */
  minLength?: number;
  /** Longest reason accepted (a counter shows it near the limit). Default: 500. */
  maxLength?: number;
  /** Red confirm button, for destructive actions. Default: true. */
  danger?: boolean;
  /** The reason may be left empty (approve with an optional note). Default: false. */
  optional?: boolean;
  /** Confirm is disabled (the record is still loading, or nothing is left to decide). Default: false. */
  confirmDisabled?: boolean;
}

/**
 * The one "why?" dialog (void, cancel, reject): a required reason with a counter, checked
 * before sending, API field errors beside it, and the text kept when the request fails.
 */
export function ReasonModal({
  opened,
  onClose,
  onConfirm,
  title,
  message,
  notice,
  confirmLabel,
  label,
  minLength = 3,
  maxLength = 500,
  danger = true,
  optional = false,
  confirmDisabled = false,
}: ReasonModalProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  const limit = useCharacterLimit();
  const schema = useMemo(
    () =>
      z.object({
        reason: z
          .string()
          .check(
            z.trim(),
            z.minLength(optional ? 0 : minLength, `${DESIGN_NAMESPACE}:reason.required`),
            z.maxLength(maxLength),
          ),
      }),
    [minLength, maxLength, optional],
  );
  const api = useApiForm({
    schema,
    initialValues: { reason: '' },
    guardLeave: false,
    submit: ({ reason }) => onConfirm(reason.trim()),
    onSuccess: (result) => {
      if (result === false) return;
      api.form.reset();
      onClose();
    },
  });
  const close = () => {
    if (!api.submitting) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} closeOnClickOutside={!api.submitting}>
      <ApiForm form={api}>
        {notice ? (
          <Alert color="yellow" variant="light">
            {notice}
          </Alert>
        ) : null}
        {message ? <Text size="sm">{message}</Text> : null}
        <Textarea
          label={label ?? t('reason.label')}
          placeholder={t('reason.placeholder')}
          required={!optional}
          autosize
          minRows={3}
          data-autofocus
          {...limit(api.form.getInputProps('reason'), maxLength)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={api.submitting}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            color={danger ? 'red' : undefined}
            loading={api.submitting}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </Group>
      </ApiForm>
    </Modal>
  );
}
