import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useAuthTranslation } from '../hooks/use-auth-translation';

/** Mantine PasswordInput whose show/hide toggle is labelled and reachable with the keyboard. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useAuthTranslation();
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword'), tabIndex: 0 }}
    />
  );
}
