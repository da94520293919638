import {
  RiArrowLeftRightLine,
  RiBillLine,
  RiBookOpenLine,
  RiGlobalLine,
  RiHistoryLine,
  RiMailSettingsLine,
  RiServerLine,
  RiShieldCheckLine,
  type RemixiconComponentType,
} from '@remixicon/react';

/** Remix icon names the API sends (the help center's categories) to their components. */
const ICONS: Record<string, RemixiconComponentType> = {
  'ri-arrow-left-right-line': RiArrowLeftRightLine,
  'ri-bill-line': RiBillLine,
  'ri-global-line': RiGlobalLine,
  'ri-history-line': RiHistoryLine,
  'ri-mail-settings-line': RiMailSettingsLine,
  'ri-server-line': RiServerLine,
  'ri-shield-check-line': RiShieldCheckLine,
};

/** The icon the API names, or a book when the name is unknown. Decorative (aria-hidden). */
export function RemixIcon({ name, size = 20 }: { name: string; size?: number }) {
  const Icon = ICONS[name] ?? RiBookOpenLine;
  return <Icon size={size} aria-hidden="true" />;
}

/** Theme colour names the API uses (primary, success...) to Mantine colours. */
export function mantineColor(name: string): string {
  const colors: Record<string, string> = {
    primary: 'blue',
    success: 'teal',
    info: 'cyan',
    warning: 'orange',
    error: 'red',
    secondary: 'gray',
  };
  return colors[name] ?? 'blue';
}
