import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSession } from '@portal/contract';
import {
  apiErrorMessage,
  ConfirmDialog,
  StatusBadge,
  formatDate,
  notify,
  type ListColumn,
} from '@portal/design';
import { useRevokeSession, useSessions } from '../api/security-api';
import { RevocableTable } from './revocable-table';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Every signed-in browser of the account, with Revoke and "Sign out all other sessions". */
export function SessionsCard() {
  const { t } = useTranslation('profile');
  const query = useSessions();
  const revoke = useRevokeSession();
  const [othersOpen, setOthersOpen] = useState(false);

  const signOutOthers = () =>
    revoke.mutate(null, {
      onSuccess: () => notify.success(t('sessions.othersSignedOut')),
      onError: (failure) => notify.error(apiErrorMessage(failure, t)),
      onSettled: () => setOthersOpen(false),
    });

  const columns: ListColumn<ProfileSession>[] = [
    {
      id: 'browser',
      title: t('sessions.browser'),
      toggleable: false,
      render: (session) => (
        <Group gap="xs">
          <Text size="sm">
            {t('sessions.browserOn', { browser: session.browser, os: session.os })}
          </Text>
          {session.current && <StatusBadge color="teal">{t('sessions.current')}</StatusBadge>}
        </Group>
      ),
    },
    {
      id: 'createdAt',
      title: t('sessions.created'),
      toggleable: false,
      render: (session) => when(session.createdAt),
    },
    {
      id: 'lastActiveAt',
      title: t('sessions.lastActive'),
      toggleable: false,
      render: (session) => when(session.lastActiveAt),
    },
  ];

  const others = query.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
          <Button variant="default" disabled={others === 0} onClick={() => setOthersOpen(true)}>
            {t('sessions.signOutOthers')}
          </Button>
        </Group>
        <RevocableTable
          label={t('sessions.caption')}
          storageKey="profile.sessions"
          columns={columns}
          query={query}
          revokeLabel={(session) =>
            session.current
              ? null
              : t('sessions.revokeOne', { browser: session.browser, os: session.os })
          }
          confirmText={() => ({
            title: t('sessions.revokeTitle'),
            message: t('sessions.revokeMessage'),
          })}
          revoke={(session) => revoke.mutateAsync(session.id)}
          revokedText={t('sessions.revoked')}
        />
      </Stack>
      <ConfirmDialog
        opened={othersOpen}
        onClose={() => setOthersOpen(false)}
        onConfirm={signOutOthers}
        loading={revoke.isPending}
        title={t('sessions.signOutOthers')}
        message={t('sessions.othersMessage')}
        confirmLabel={t('sessions.signOutOthers')}
      />
    </Card>
  );
}
