import {
  Avatar,
  Button,
  Group,
  Loader,
  Menu,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RiDatabase2Line, RiLogoutBoxRLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiFetch, isAuthenticated, sessionStore, useSession } from '@portal/auth';
import { notify } from '@portal/design/base';
import { paths } from '../../config/paths';

export interface UserMenuProps {
  /** Wipes the demo database (MSW) and reloads; injected so tests need no service worker. */
  onResetDemoData: () => Promise<void>;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

export function UserMenu({ onResetDemoData }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession(isAuthenticated);
  // A restored session: who it is comes with the API's answer, after the frame has painted.
  const user = useSession((s) => s.userData);
  const asking = useSession((s) => s.abilityStatus === 'pending' && !s.abilityCheckFailed);
  const [confirmOpened, confirm] = useDisclosure(false);
  const [resetting, setResetting] = useState(false);

  const signOut = async () => {
    try {
      await apiFetch('/api/auth/logout', { method: 'POST' });
    } catch {
      // The local session ends anyway: a failed logout call must not keep the user signed in.
    }
    sessionStore.getState().signOut();
    void navigate(paths.login.href());
  };

  const reset = async () => {
    setResetting(true);
    try {
      await onResetDemoData();
    } catch {
      setResetting(false);
      notify.error(t('user.resetFailed'));
    }
  };

  // The menu is there from the frame's first paint: opened before the API answered, it says so.
  if (!signedIn) return null;
  let header = null;
  if (user) {
    header = (
      <Group px="sm" py="xs" wrap="nowrap">
        <Avatar src={user.avatar || null} alt="" radius="xl" color="brand">
          {initials(user.fullName)}
        </Avatar>
        <Stack gap={0}>
          <Text fw={600} size="sm">
            {user.fullName}
          </Text>
          <Text size="xs" c="var(--hd-muted)">
            {t(`roles.${user.role}`, { defaultValue: user.role })}
          </Text>
        </Stack>
      </Group>
    );
  } else if (asking) {
    header = (
      // Text, not a status role: a menu may hold only items, groups and separators.
      <Group px="sm" py="xs" mih={58} wrap="nowrap">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm" c="var(--hd-muted)">
          {t('user.loading')}
        </Text>
      </Group>
    );
  }
  return (
    <>
      <Menu position="bottom-end" withinPortal width={240}>
        <Menu.Target>
          <UnstyledButton
            aria-label={user ? t('user.menu', { name: user.fullName }) : t('user.menuUnknown')}
          >
            <Avatar src={user?.avatar || null} alt="" radius="xl" color="brand">
              {user ? initials(user.fullName) : null}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {header}
          {header ? <Menu.Divider /> : null}
          <Menu.Item
            leftSection={<RiDatabase2Line size={16} aria-hidden="true" />}
            onClick={confirm.open}
          >
            {t('user.resetDemo')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<RiLogoutBoxRLine size={16} aria-hidden="true" />}
            onClick={() => void signOut()}
          >
            {t('user.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirmOpened} onClose={confirm.close} title={t('user.resetTitle')} centered>
        <Text size="sm">{t('user.resetMessage')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={resetting}>
            {t('actions.cancel')}
          </Button>
          <Button color="red.9" loading={resetting} onClick={() => void reset()}>
            {t('user.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
