import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './styles.css';
import {
  DirectionProvider,
  MantineProvider,
  useDirection,
  useMantineColorScheme,
} from '@mantine/core';
import { useColorScheme } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { AbilityContext, sessionAbility, useSession } from '@portal/auth';
import { firstDayOfWeek } from './format';
import { DESIGN_NAMESPACE, i18n } from './i18n';
import { isRtl, usePreferences } from './preferences';
import { buildTheme, NOTIFICATIONS_Z_INDEX } from './theme';

export { OVERLAY_Z_INDEX } from './theme';

/** The portal's query defaults: 30 s fresh, one retry, no refetch on focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** dayjs's month and day names for Mantine's date pickers, fetched when the language is chosen. */
const DAYJS_LOCALES: Partial<Record<string, () => Promise<unknown>>> = {
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  ar: () => import('dayjs/locale/ar'),
};

/** The language's dayjs locale once it has loaded (English until then, and if it cannot load). */
function useDatesLocale(language: string): string {
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set(['en']));
  useEffect(() => {
    const load = DAYJS_LOCALES[language];
    if (!load || loaded.has(language)) return;
    let current = true;
    load().then(
      () => {
        if (current) setLoaded((previous) => new Set(previous).add(language));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language, loaded]);
  return loaded.has(language) ? language : 'en';
}

/** Light / dark / system preference -> Mantine colour scheme. */
function ColorSchemeSync() {
  const theme = usePreferences((s) => s.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(theme === 'system' ? 'auto' : theme), [theme, setColorScheme]);
  return null;
}

/** `DirectionProvider` only reads its initial direction: follow language changes at run time. */
function DirectionSync({ rtl }: { rtl: boolean }) {
  const { dir, setDirection } = useDirection();
  useEffect(() => {
    const wanted = rtl ? 'rtl' : 'ltr';
    if (dir !== wanted) setDirection(wanted);
  }, [rtl, dir, setDirection]);
  return null;
}

function AbilityProvider({ children }: { children: ReactNode }) {
  const ability = useSession(sessionAbility);
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Query cache of the app. Default: a new client with the portal's defaults. */
  queryClient?: QueryClient;
  /** Mantine environment: 'test' turns off transitions and portals (used by renderWithProviders). Default: 'default'. */
  env?: 'default' | 'test';
}

/** Everything a page needs around it: theme, direction, i18n, abilities, query cache, snackbar. */
export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const skin = usePreferences((s) => s.skin);
  const light = usePreferences((s) => s.lightThemePrimaryColor);
  const dark = usePreferences((s) => s.darkThemePrimaryColor);
  const osScheme = useColorScheme('light');
  const closeLabel = useTranslation(DESIGN_NAMESPACE).t('close');
  const scheme = theme === 'system' ? osScheme : theme;
  const rtl = isRtl(language);
  const datesLocale = useDatesLocale(language);
  const dates = useMemo(
    () => ({ locale: datesLocale, firstDayOfWeek: firstDayOfWeek(language) }),
    [datesLocale, language],
  );
  const mantineTheme = useMemo(
    () => buildTheme(scheme === 'dark' ? dark : light, { skin, closeLabel, dates }),
    [scheme, light, dark, skin, closeLabel, dates],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection={false}>
        <DirectionSync rtl={rtl} />
        <MantineProvider theme={mantineTheme} defaultColorScheme="auto" env={env}>
          <ColorSchemeSync />
          {/* Top end in both directions: Mantine positions are physical. */}
          <Notifications position={rtl ? 'top-left' : 'top-right'} zIndex={NOTIFICATIONS_Z_INDEX} />
          <QueryClientProvider client={client}>
            <AbilityProvider>{children}</AbilityProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
