import { Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { RiUserFollowLine, RiUserUnfollowLine } from '@remixicon/react';
import { ConfirmDialog, formatNumber, notify, useApiError } from '@portal/design/base';
import type { ProfileConnection } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mantineColor } from '../../../lib/remix-icon';
import { useProfileTab } from '../api/get-profile';
import { useUpdateConnection } from '../api/update-connection';
import { TabState } from './tab-state';

export function ConnectionsTab() {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const update = useUpdateConnection();
  const [toDisconnect, setToDisconnect] = useState<ProfileConnection | null>(null);

  const save = (connection: ProfileConnection, isConnected: boolean) =>
    update.mutate(
      { id: connection.id, isConnected },
      {
        onSuccess: () =>
          notify.success(
            t(
              isConnected
                ? 'userProfile.connections.connected'
                : 'userProfile.connections.disconnected',
              {
                name: connection.name,
              },
            ),
          ),
        onError: (error) => notify.error(message(error)),
        onSettled: () => setToDisconnect(null),
      },
    );

  return (
    <>
      <TabState query={useProfileTab('connections')} isEmpty={(list) => list.length === 0}>
        {(connections) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {connections.map((c) => (
              <Card
                withBorder
                padding="lg"
                key={c.id}
                component="article"
                aria-labelledby={`connection-${c.id}`}
              >
                <Stack align="center" gap={4}>
                  <Avatar src={c.avatar} alt="" size="xl" />
                  <Title order={2} size="h5" id={`connection-${c.id}`}>
                    {c.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {c.designation}
                  </Text>
                  <Group gap={4}>
                    {c.chips.map((chip) => (
                      <Badge
                        key={chip.title}
                        color={`${mantineColor(chip.color)}.9`}
                        variant="filled"
                      >
                        {chip.title}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
                <Group justify="space-around" mt="md">
                  {(
                    [
                      ['projects', c.projects],
                      ['tasks', c.tasks],
                      ['connections', c.connections],
                    ] as const
                  ).map(([key, value]) => (
                    <Stack gap={0} align="center" key={key}>
                      <Text fw={600}>{formatNumber(value)}</Text>
                      <Text size="xs" c="dimmed">
                        {t(`userProfile.connections.${key}`)}
                      </Text>
                    </Stack>
                  ))}
                </Group>
                <Button
                  mt="md"
                  variant={c.isConnected ? 'filled' : 'default'}
                  leftSection={
                    c.isConnected ? (
                      <RiUserFollowLine size={16} aria-hidden="true" />
                    ) : (
                      <RiUserUnfollowLine size={16} aria-hidden="true" />
                    )
                  }
                  loading={update.isPending && update.variables.id === c.id}
                  onClick={() => (c.isConnected ? setToDisconnect(c) : save(c, true))}
                  aria-label={t(
                    c.isConnected
                      ? 'userProfile.connections.disconnectName'
                      : 'userProfile.connections.connectName',
                    {
                      name: c.name,
                    },
                  )}
                >
                  {c.isConnected
                    ? t('userProfile.connections.disconnect')
                    : t('userProfile.connections.connect')}
                </Button>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </TabState>
      <ConfirmDialog
        opened={toDisconnect !== null}
        title={t('userProfile.connections.confirmTitle')}
        message={t('userProfile.connections.confirmMessage', { name: toDisconnect?.name ?? '' })}
        confirmLabel={t('userProfile.connections.disconnect')}
        loading={update.isPending}
        onConfirm={() => toDisconnect && save(toDisconnect, false)}
        onClose={() => setToDisconnect(null)}
      />
    </>
  );
}
