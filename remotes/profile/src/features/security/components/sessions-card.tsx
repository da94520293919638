import { Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSession } from '@portal/contract';
import { apiErrorMessage, ConfirmDialog, formatDate, notify } from '@portal/design';
import { LoadError } from '../../../lib/load-error';
import { useRevokeSession, useSessions } from '../api/security-api';

const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** Every signed-in browser of the account, with Revoke and "Sign out all other sessions". */
export function SessionsCard() {
  const { t } = useTranslation('profile');
  const query = useSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<ProfileSession | 'others' | null>(null);

  const confirm = () => {
    if (target === null) return;
    revoke.mutate(target === 'others' ? null : target.id, {
      onSuccess: () => {
        setTarget(null);
        notify.success(t(target === 'others' ? 'sessions.othersSignedOut' : 'sessions.revoked'));
      },
      onError: (failure) => {
        setTarget(null);
        notify.error(apiErrorMessage(failure, t));
      },
    });
  };

  const others = query.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
          <Button variant="default" disabled={others === 0} onClick={() => setTarget('others')}>
            {t('sessions.signOutOthers')}
          </Button>
        </Group>
        {query.isPending ? (
          <Skeleton height={120} />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Caption>{t('sessions.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('sessions.browser')}</Table.Th>
                  <Table.Th>{t('sessions.created')}</Table.Th>
                  <Table.Th>{t('sessions.lastActive')}</Table.Th>
                  <Table.Th>{t('sessions.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.map((session) => (
                  <Table.Tr key={session.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm">
                          {t('sessions.browserOn', { browser: session.browser, os: session.os })}
                        </Text>
                        {session.current && (
                          <Badge color="teal.9" variant="filled">
                            {t('sessions.current')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{when(session.createdAt)}</Table.Td>
                    <Table.Td>{when(session.lastActiveAt)}</Table.Td>
                    <Table.Td>
                      {!session.current && (
                        <Button
                          size="xs"
                          color="red.9"
                          variant="light"
                          aria-label={t('sessions.revokeOne', {
                            browser: session.browser,
                            os: session.os,
                          })}
                          onClick={() => setTarget(session)}
                        >
                          {t('sessions.revoke')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
        loading={revoke.isPending}
        title={t(target === 'others' ? 'sessions.signOutOthers' : 'sessions.revokeTitle')}
        message={t(target === 'others' ? 'sessions.othersMessage' : 'sessions.revokeMessage')}
        confirmLabel={t(target === 'others' ? 'sessions.signOutOthers' : 'sessions.revoke')}
      />
    </Card>
  );
}
