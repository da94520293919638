import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { DirectionProvider, MantineProvider, useMantineColorScheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AbilityContext, useSession } from '@portal/auth';
import { i18n } from './i18n';
import { isRtl, usePreferences } from './preferences';
import { buildTheme } from './theme';

/** Overlay base z-index (spec section 9). */
export const OVERLAY_Z_INDEX = 2000;

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

function ColorSchemeSync() {
  const theme = usePreferences((s) => s.theme);
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(theme === 'system' ? 'auto' : theme), [theme, setColorScheme]);
  return null;
}

function AbilityProvider({ children }: { children: ReactNode }) {
  const ability = useSession((s) => s.ability);
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Query cache of the app. Default: a new client with the portal's defaults. */
  queryClient?: QueryClient;
}

/** Everything a page needs around it: theme, direction, i18n, abilities, query cache, snackbar. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const client = useMemo(() => queryClient ?? createQueryClient(), [queryClient]);
  const language = usePreferences((s) => s.language);
  const theme = usePreferences((s) => s.theme);
  const light = usePreferences((s) => s.lightThemePrimaryColor);
  const dark = usePreferences((s) => s.darkThemePrimaryColor);
  const rtl = isRtl(language);
  const mantineTheme = useMemo(
    () => buildTheme(theme === 'dark' ? dark : light),
    [theme, light, dark],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={rtl ? 'rtl' : 'ltr'} detectDirection>
        <MantineProvider theme={mantineTheme} defaultColorScheme="auto">
          <ColorSchemeSync />
          <Notifications position={rtl ? 'top-left' : 'top-right'} zIndex={OVERLAY_Z_INDEX + 100} />
          <QueryClientProvider client={client}>
            <AbilityProvider>{children}</AbilityProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
