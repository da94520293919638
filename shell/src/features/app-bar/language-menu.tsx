import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { RiTranslate2 } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, usePreferences } from '@portal/design';

/** Language names are written in their own language so everyone finds theirs. */
const NATIVE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  es: 'Español',
};

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = usePreferences((s) => s.language);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label={t('appBar.language')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('appBar.language')}>
            <RiTranslate2 size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 600 : undefined}
            onClick={() => void changeLanguage(language)}
          >
            {NATIVE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
