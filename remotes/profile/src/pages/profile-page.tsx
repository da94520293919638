import { Stack, Tabs, Title } from '@mantine/core';
import {
  RiBankCardLine,
  RiLinksLine,
  RiLockLine,
  RiNotification3Line,
  RiUserLine,
} from '@remixicon/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { isProfileTab, PROFILE_TABS, type ProfileTab } from '../config/paths';
import { BillingPlansTab } from '../features/billing-plans/components/billing-plans-tab';
import { ConnectionTab } from '../features/connection/components/connection-tab';
import { AccountTab } from '../features/account/components/account-tab';
import { NotificationTab } from '../features/notification/components/notification-tab';
import { SecurityTab } from '../features/security/components/security-tab';
import { registerProfileApiMessages } from '../lib/api-messages';
import { tabHref } from './tab-href';

// The profile API's answers reach people translated (kit API-error module).
registerProfileApiMessages();

const ICONS: Record<ProfileTab, ComponentType<{ size?: number | string }>> = {
  account: RiUserLine,
  security: RiLockLine,
  'billing-plans': RiBankCardLine,
  notification: RiNotification3Line,
  connection: RiLinksLine,
};

const PANELS: Record<ProfileTab, ComponentType> = {
  account: AccountTab,
  security: SecurityTab,
  'billing-plans': BillingPlansTab,
  notification: NotificationTab,
  connection: ConnectionTab,
};

/** The signed-in account's own profile: one tab per URL (`/perfilClient/:tab`). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { tab } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!isProfileTab(tab)) return <Navigate replace to={tabHref(pathname, 'account')} />;
  const Panel = PANELS[tab];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isProfileTab(next ?? undefined)) void navigate(tabHref(pathname, next as ProfileTab));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabsLabel')}>
          {PROFILE_TABS.map((value) => {
            const Icon = ICONS[value];
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<Icon size={16} aria-hidden="true" />}
              >
                {t(`tabs.${value}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="lg">
          <Panel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
