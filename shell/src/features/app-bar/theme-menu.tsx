import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { RiComputerLine, RiMoonClearLine, RiSunLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { preferencesStore, usePreferences, type Preferences } from '@portal/design';

export const THEME_ICONS = { light: RiSunLine, dark: RiMoonClearLine, system: RiComputerLine };

export function ThemeMenu() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const Icon = THEME_ICONS[theme];
  const choose = (value: Preferences['theme']) => preferencesStore.getState().set({ theme: value });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('appBar.theme')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('appBar.theme')}>
            <Icon size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {(['light', 'dark', 'system'] as const).map((value) => {
          const ItemIcon = THEME_ICONS[value];
          return (
            <Menu.Item
              key={value}
              leftSection={<ItemIcon size={16} aria-hidden="true" />}
              aria-current={value === theme ? 'true' : undefined}
              fw={value === theme ? 600 : undefined}
              onClick={() => choose(value)}
            >
              {t(`theme.${value}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
