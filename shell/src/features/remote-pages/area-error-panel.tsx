import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { RiErrorWarningLine, RiRefreshLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteTimeoutError } from '../../federation/remote-areas';

export interface AreaErrorPanelProps {
  /** Remote id (`apps_demo`): only used to look up the area's translated name. */
  remote?: string | undefined;
  /** What went wrong; a timeout gets its own message. */
  error?: unknown;
  /** Loads the area again. */
  onRetry: () => unknown;
}

/** Shown in place of an area that cannot be reached; the rest of the portal keeps working. */
export function AreaErrorPanel({ remote, error, onRetry }: AreaErrorPanelProps) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const area = remote
    ? t(`remotes.${remote}`, { defaultValue: t('remotes.unknown') })
    : t('remotes.unknown');
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The panel stays; the state that owns it reports the new failure.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Center p="xl" mih={320}>
      <Alert
        color="red"
        variant="light"
        icon={<RiErrorWarningLine aria-hidden="true" />}
        maw={560}
        w="100%"
        role="alert"
      >
        <Stack gap="sm">
          <Title order={1} size="h4">
            {t('remoteError.title', { area })}
          </Title>
          <Text size="sm">
            {error instanceof RemoteTimeoutError
              ? t('remoteError.timeout', { area })
              : t('remoteError.message', { area })}
          </Text>
          <div>
            <Button
              color="red.9"
              leftSection={<RiRefreshLine size={16} aria-hidden="true" />}
              loading={retrying}
              onClick={() => void retry()}
            >
              {t('actions.retry')}
            </Button>
          </div>
        </Stack>
      </Alert>
    </Center>
  );
}

export function AreaLoader() {
  const { t } = useTranslation();
  // At least the viewport under the app bar: the footer stays below the fold while a page
  // loads, instead of showing at the bottom and being pushed away by the page (layout shift).
  return (
    <Center p="xl" mih="calc(100dvh - 3.5rem)">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text size="sm" role="status">
          {t('remoteError.loading')}
        </Text>
      </Stack>
    </Center>
  );
}
