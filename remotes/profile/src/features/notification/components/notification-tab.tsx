import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TIMINGS,
  notificationSettingsSchema,
  type NotificationSettings,
} from '@portal/contract';
import { ApiForm, notify, useApiForm } from '@portal/design';
import { LoadError } from '../../../lib/load-error';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

type Permission = NotificationPermission | 'unsupported';
const currentPermission = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation('profile');
  const mutation = useSaveNotificationSettings();
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const api = useApiForm<NotificationSettings>({
    schema: notificationSettingsSchema,
    initialValues: settings,
    submit: (values) => mutation.mutateAsync(values),
    onSuccess: () => notify.success(t('notification.saved')),
    draft: 'profile.notification-settings',
  });
  const { form } = api;

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };
  const browserOn = NOTIFICATION_EVENTS.some((event) => form.values.events[event].browser);

  return (
    <ApiForm form={api} label={t('notification.title')}>
      <Title order={2} size="h4">
        {t('notification.title')}
      </Title>
      <Text size="sm">{t('notification.intro')}</Text>
      {browserOn && permission === 'denied' && (
        <Alert color="red" title={t('notification.blockedTitle')}>
          {t('notification.blocked')}
        </Alert>
      )}
      {browserOn && permission === 'unsupported' && (
        <Alert color="yellow">{t('notification.unsupported')}</Alert>
      )}
      {browserOn && permission === 'default' && (
        <Alert color="blue" title={t('notification.askTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('notification.ask')}</Text>
            <Button size="xs" onClick={() => void askPermission()}>
              {t('notification.allow')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Table.ScrollContainer minWidth={520}>
        <Table>
          <Table.Caption>{t('notification.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notification.event')}</Table.Th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <Table.Th key={channel} ta="center">
                  {t(`notification.channels.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_EVENTS.map((event) => (
              <Table.Tr key={event}>
                <Table.Th scope="row" fw={400}>
                  {t(`notification.events.${event}`)}
                </Table.Th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={t('notification.cell', {
                          event: t(`notification.events.${event}`),
                          channel: t(`notification.channels.${channel}`),
                        })}
                        {...form.getInputProps(`events.${event}.${channel}`, { type: 'checkbox' })}
                        onChange={(e) => {
                          const checked = e.currentTarget.checked;
                          form.setFieldValue(`events.${event}.${channel}`, checked);
                          if (checked && channel === 'browser' && permission === 'default')
                            void askPermission();
                        }}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Select
        label={t('notification.when')}
        allowDeselect={false}
        maw={360}
        data={NOTIFICATION_TIMINGS.map((timing) => ({
          value: timing,
          label: t(`notification.timings.${timing}`),
        }))}
        {...form.getInputProps('timing')}
      />
      <Group>
        <Button type="submit" loading={api.submitting}>
          {t('notification.save')}
        </Button>
        <Button variant="default" onClick={api.draft.discard} disabled={api.submitting}>
          {t('account.reset')}
        </Button>
      </Group>
    </ApiForm>
  );
}

/** Notification tab: events x channels, and when to send. */
export function NotificationTab() {
  const query = useNotificationSettings();
  return (
    <Card withBorder padding="lg">
      {query.isPending ? (
        <Skeleton height={320} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm key={query.dataUpdatedAt} settings={query.data} />
      )}
    </Card>
  );
}
