import { RiComputerLine, RiMoonClearLine, RiSunLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { preferencesStore, usePreferences } from '@portal/design/base';
import { ChoiceMenu } from './choice-menu';

export const THEME_ICONS = { light: RiSunLine, dark: RiMoonClearLine, system: RiComputerLine };

export function ThemeMenu() {
  const { t } = useTranslation();
  const theme = usePreferences((s) => s.theme);
  const Icon = THEME_ICONS[theme];
  const choices = (['light', 'dark', 'system'] as const).map((value) => {
    const ItemIcon = THEME_ICONS[value];
    return {
      value,
      label: t(`theme.${value}`),
      icon: <ItemIcon size={16} aria-hidden="true" />,
    };
  });
  return (
    <ChoiceMenu
      label={t('appBar.theme')}
      icon={<Icon size={20} aria-hidden="true" />}
      choices={choices}
      current={theme}
      onChoose={(value) => preferencesStore.getState().set({ theme: value })}
    />
  );
}
