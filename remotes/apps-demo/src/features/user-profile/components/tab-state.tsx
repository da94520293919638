import { Card, Skeleton, Text } from '@mantine/core';
import { ErrorPanel, apiErrorMessage } from '@portal/design/base';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Loading, error, empty and data states of one profile tab. */
export function TabState<T>({
  query,
  isEmpty,
  children,
}: {
  query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown };
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('apps-demo');
  if (query.isError)
    return (
      <ErrorPanel message={apiErrorMessage(query.error, t)} onRetry={() => void query.refetch()} />
    );
  if (query.data === undefined) return <Skeleton height={240} />;
  if (isEmpty?.(query.data))
    return (
      <Card withBorder padding="xl">
        <Text ta="center">{t('userProfile.empty')}</Text>
      </Card>
    );
  return <>{children(query.data)}</>;
}
