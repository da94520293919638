import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface FormActionsProps {
  /** Text of the submit button (`type="submit"`). */
  submitLabel: string;
  /** Called by Cancel. Default: none, and no Cancel button. */
  onCancel?: () => void;
  /** Text of the cancel button. Default: the kit's "Cancel". */
  cancelLabel?: string;
  /** The form is being sent: the submit button spins and Cancel is disabled. Default: false. */
  submitting?: boolean;
  /** Colour of the submit button (e.g. `red` for a destructive one). Default: the theme's primary. */
  submitColor?: string;
}

/** The end-aligned Cancel / submit pair at the foot of a form or dialog. */
export function FormActions({
  submitLabel,
  onCancel,
  cancelLabel,
  submitting = false,
  submitColor,
}: FormActionsProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  return (
    <Group justify="flex-end">
      {onCancel ? (
        <Button variant="default" onClick={onCancel} disabled={submitting}>
          {cancelLabel ?? t('cancel')}
        </Button>
      ) : null}
      <Button type="submit" loading={submitting} color={submitColor}>
        {submitLabel}
      </Button>
    </Group>
  );
}
