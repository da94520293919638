import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Menu,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { RiNotification3Line } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@portal/contract';
import { useSession } from '@portal/auth';
import { formatDate } from '@portal/design/base';
import { useLiveNotifications, useMarkRead, useNotifications } from './api/notifications';

function NotificationText({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { event, params } = notification;
  const detail =
    event === 'newSignIn'
      ? t('notifications.newSignInDetail', {
          browser: params.browser ?? '',
          os: params.os ?? '',
        })
      : event === 'securityChange' && params.change
        ? t(`notifications.changes.${params.change}`, { defaultValue: '' })
        : (event === 'ticketAssigned' || event === 'ticketReply') && params.number
          ? t('notifications.ticketDetail', {
              number: params.number,
              subject: params.subject ?? '',
            })
          : event === 'invoicePaid' && params.label
            ? t('notifications.invoiceDetail', {
                label: params.label,
                customer: params.customer ?? '',
              })
            : '';
  return (
    <Stack gap={0}>
      <Text size="sm" fw={notification.read ? 400 : 600}>
        {t(`notifications.events.${event}`)}
      </Text>
      {detail && <Text size="xs">{detail}</Text>}
      <Text size="xs" c="var(--hd-muted)">
        {formatDate(notification.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </Text>
    </Stack>
  );
}

/** The app bar's bell: in-app notifications of the signed-in account (`/api/notifications`). */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const userId = useSession((s) => s.userData?.id ?? 0);
  const query = useNotifications(userId);
  useLiveNotifications(userId);
  const mark = useMarkRead(userId);
  const unread = query.data?.unread ?? 0;
  const label =
    unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open');
  return (
    <Menu position="bottom-end" withinPortal width={320}>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <Indicator
              disabled={unread === 0}
              label={unread > 99 ? '99+' : unread}
              size={16}
              color="red.9"
              offset={2}
            >
              <RiNotification3Line size={20} aria-hidden="true" />
            </Indicator>
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            disabled={unread === 0 || mark.isPending}
            onClick={() => mark.mutate(null)}
          >
            {t('notifications.markAll')}
          </Button>
        </Group>
        <Menu.Divider />
        {query.isError ? (
          <Text size="sm" px="sm" py="xs" role="alert">
            {t('notifications.loadError')}
          </Text>
        ) : (query.data?.notifications.length ?? 0) === 0 ? (
          <Text size="sm" px="sm" py="xs">
            {query.isPending ? t('notifications.loading') : t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            {query.data?.notifications.map((notification) => (
              <Group key={notification.id} px="sm" py={6} wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>
                  <NotificationText notification={notification} />
                </div>
                {!notification.read && (
                  <UnstyledButton
                    onClick={() => mark.mutate(notification.id)}
                    aria-label={t('notifications.markOne', {
                      event: t(`notifications.events.${notification.event}`),
                    })}
                    fz="xs"
                    c="var(--mantine-primary-color-filled)"
                    td="underline"
                  >
                    {t('notifications.markRead')}
                  </UnstyledButton>
                )}
              </Group>
            ))}
          </ScrollArea.Autosize>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
