import { Stack, Tabs, Title } from '@mantine/core';
import { RiLockLine, RiNotification3Line, RiUserLine } from '@remixicon/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ProfileTab } from '../config/paths';
import { AccountTab } from '../features/account/components/account-tab';
import { NotificationTab } from '../features/notification/components/notification-tab';
import { SecurityTab } from '../features/security/components/security-tab';
import { tabHref } from './tab-href';

type ShownTab = Exclude<ProfileTab, 'billing-plans' | 'connection'>;
/** Tabs this release shows (remotes/profile/README.md says what is not built yet). */
const SHOWN: ShownTab[] = ['account', 'security', 'notification'];
const isShown = (tab: string | undefined): tab is ShownTab => SHOWN.some((s) => s === tab);

const ICONS: Record<ShownTab, ComponentType<{ size?: number | string }>> = {
  account: RiUserLine,
  security: RiLockLine,
  notification: RiNotification3Line,
};

const PANELS: Record<ShownTab, ComponentType> = {
  account: AccountTab,
  security: SecurityTab,
  notification: NotificationTab,
};

/** The signed-in account's own profile: one tab per URL (`/perfilClient/:tab`). */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { tab } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!isShown(tab)) return <Navigate replace to={tabHref(pathname, 'account')} />;
  const Panel = PANELS[tab];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Tabs
        value={tab}
        onChange={(next) => {
          if (isShown(next ?? undefined)) void navigate(tabHref(pathname, next as ShownTab));
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('tabsLabel')}>
          {SHOWN.map((value) => {
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
