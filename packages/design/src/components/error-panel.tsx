import { Alert, Button, Group, Text } from '@mantine/core';
import { RiErrorWarningLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface ErrorPanelProps {
  /** Title. Default: "Something went wrong" (design:errorTitle). */
  title?: ReactNode;
  /** Explanation. Default: "Could not load the data." (design:loadError). */
  message?: ReactNode;
  /** Retry action; without it no button is shown. */
  onRetry?: () => void;
  /** Retry button label. Default: "Retry" (design:retry). */
  retryLabel?: ReactNode;
}

/** A failed load: red alert with a title, a message and Retry. Announced to screen readers. */
export function ErrorPanel({ title, message, onRetry, retryLabel }: ErrorPanelProps) {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title ?? t('errorTitle')}
      icon={<RiErrorWarningLine aria-hidden="true" />}
    >
      <Text size="sm">{message ?? t('loadError')}</Text>
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" color="red" variant="light" onClick={onRetry}>
            {retryLabel ?? t('retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
