import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Can } from '@portal/auth';
import type { DeactivatedAccount } from '@portal/contract';
import { ConfirmDialog, StatusBadge, notify, useApiError } from '@portal/design/base';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeactivatedAccounts, useReactivateAccount } from '../api/deactivated-accounts';
import { UserAvatar } from './user-avatar';

/**
 * Sign-in accounts their owners deactivated (profile, "Deactivate account"), shown above the
 * user list to admins who may update users, each with Reactivate. Nothing shows when none is.
 */
export function DeactivatedAccountsCard() {
  return (
    <Can I="update" a="User">
      <DeactivatedAccounts />
    </Can>
  );
}

function DeactivatedAccounts() {
  const { t } = useTranslation('apps-demo');
  const { message: errorMessage } = useApiError();
  const query = useDeactivatedAccounts();
  const reactivate = useReactivateAccount();
  const [toReactivate, setToReactivate] = useState<DeactivatedAccount | null>(null);
  const titleId = useId();

  if (query.isError)
    return (
      <Alert color="red" title={t('users.deactivated.title')}>
        <Group justify="space-between">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            {t('users.deactivated.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const accounts = query.data?.accounts ?? [];
  if (accounts.length === 0) return null;

  const confirm = () => {
    if (!toReactivate) return;
    const account = toReactivate;
    reactivate.mutate(account.id, {
      onSuccess: () => notify.success(t('users.deactivated.success', { name: account.fullName })),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setToReactivate(null),
    });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h5" id={titleId}>
        {t('users.deactivated.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('users.deactivated.description')}
      </Text>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {accounts.map((account) => (
          <Group key={account.id} component="li" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <UserAvatar fullName={account.fullName} avatar={account.avatar} />
              <div>
                <Text fw={500} size="sm">
                  {account.fullName}
                </Text>
                <Text size="xs">
                  <bdi>{account.email}</bdi>
                </Text>
              </div>
              <StatusBadge color="red">{t('users.deactivated.status')}</StatusBadge>
            </Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => setToReactivate(account)}
              aria-label={t('users.deactivated.button', { name: account.fullName })}
            >
              {t('users.deactivated.action')}
            </Button>
          </Group>
        ))}
      </Stack>
      <ConfirmDialog
        opened={toReactivate !== null}
        title={t('users.deactivated.confirmTitle')}
        message={t('users.deactivated.confirmMessage', { name: toReactivate?.fullName ?? '' })}
        confirmLabel={t('users.deactivated.action')}
        danger={false}
        loading={reactivate.isPending}
        onConfirm={confirm}
        onClose={() => setToReactivate(null)}
      />
    </Card>
  );
}
