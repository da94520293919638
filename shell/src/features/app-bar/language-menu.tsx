import { RiTranslate2 } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, usePreferences } from '@portal/design/base';
import { ChoiceMenu } from './choice-menu';

/** Language names are written in their own language so everyone finds theirs. */
const NATIVE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
  es: 'Español',
};

const CHOICES = LANGUAGES.map((language) => ({
  value: language,
  label: NATIVE_NAMES[language],
  lang: language,
}));

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = usePreferences((s) => s.language);
  return (
    <ChoiceMenu
      label={t('appBar.language')}
      icon={<RiTranslate2 size={20} aria-hidden="true" />}
      choices={CHOICES}
      current={current}
      onChoose={(language) => void changeLanguage(language)}
    />
  );
}
