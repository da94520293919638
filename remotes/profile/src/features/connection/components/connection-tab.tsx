import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionsResponse } from '@portal/contract';
import { StatusBadge, apiErrorMessage, notify } from '@portal/design/base';
import { LoadError } from '../../../lib/load-error';
import { useConnections, useSetConnection } from '../api/connections';

type Connection = ConnectionsResponse['connections'][number];

function ConnectionList({ title, items }: { title: string; items: Connection[] }) {
  const { t } = useTranslation('profile');
  const mutation = useSetConnection();
  const toggle = (item: Connection) =>
    mutation.mutate(
      { id: item.id, connect: !item.connected },
      {
        onSuccess: () =>
          notify.success(
            t(item.connected ? 'connections.disconnected' : 'connections.connected', {
              name: t(`connections.names.${item.id}`),
            }),
          ),
        // 409: the API says why (the last way to sign in).
        onError: (failure) => notify.error(apiErrorMessage(failure, t)),
      },
    );
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        {items.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{t(`connections.names.${item.id}`)}</Text>
              <Text size="sm">{t(`connections.descriptions.${item.id}`)}</Text>
            </div>
            <Group gap="xs" wrap="nowrap">
              {item.connected && <StatusBadge color="teal">{t('connections.on')}</StatusBadge>}
              <Button
                size="xs"
                variant={item.connected ? 'default' : 'filled'}
                loading={mutation.isPending && mutation.variables.id === item.id}
                aria-label={t(
                  item.connected ? 'connections.disconnectOne' : 'connections.connectOne',
                  {
                    name: t(`connections.names.${item.id}`),
                  },
                )}
                onClick={() => toggle(item)}
              >
                {t(item.connected ? 'connections.disconnect' : 'connections.connect')}
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** Connection tab: connected apps and the social accounts that sign you in. */
export function ConnectionTab() {
  const { t } = useTranslation('profile');
  const query = useConnections();
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { connections } = query.data;
  return (
    <Stack gap="lg">
      <ConnectionList title={t('connections.apps')} items={connections.filter((c) => !c.signIn)} />
      <ConnectionList title={t('connections.social')} items={connections.filter((c) => c.signIn)} />
    </Stack>
  );
}
