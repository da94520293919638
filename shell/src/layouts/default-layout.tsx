import {
  ActionIcon,
  Affix,
  AppShell,
  Burger,
  Container,
  Drawer,
  Group,
  ScrollArea,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RiMenuFoldLine, RiMenuUnfoldLine, RiSearchLine, RiSettings3Line } from '@remixicon/react';
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { OVERLAY_Z_INDEX, preferencesStore, usePreferences } from '@portal/design/base';
import { ensureAllMenus } from '../federation/remote-areas';
import { afterPaint } from '../lib/after-paint';
import { LanguageMenu } from '../features/app-bar/language-menu';
import { ThemeMenu } from '../features/app-bar/theme-menu';
import { UserMenu } from '../features/app-bar/user-menu';
import { NotificationsMenu } from '../features/notifications/notifications-menu';
import { useLiveMenuCounters } from '../features/navigation/api/get-menu-counters';
import { HorizontalNav } from '../features/navigation/horizontal-nav';
import { useMenu } from '../features/navigation/use-menu';
import { VerticalNav } from '../features/navigation/vertical-nav';
import { openSearch, SearchSpotlight } from '../features/search/search-spotlight';
import { Brand } from './brand';
import { ScrollManager, ScrollToTopButton } from './scroll-manager';
import { useLayoutMode } from './use-layout-mode';
import { resetDemoData } from './reset-demo-data';

export interface DefaultLayoutProps {
  children: ReactNode;
  /** Content takes the viewport height minus chrome (chat, tickets). Default: false. */
  fixedHeight?: boolean;
}

/** The customizer's code loads when it is first opened: no page needs it to paint. */
const CustomizerDrawer = lazy(() =>
  import('../features/customizer/customizer-drawer').then((module) => ({
    default: module.CustomizerDrawer,
  })),
);

const NAV_WIDTH = 260;
const NAV_COLLAPSED_WIDTH = 76;

/** The portal frame: app bar, vertical or horizontal navigation, content, footer. */
export function DefaultLayout({ children, fixedHeight = false }: DefaultLayoutProps) {
  const { t } = useTranslation();
  const { small, nav, collapsed } = useLayoutMode();
  const [drawerOpened, drawer] = useDisclosure(false);
  const [customizerOpened, customizer] = useDisclosure(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [customizerUsed, setCustomizerUsed] = useState(false);
  if (customizerOpened && !customizerUsed) setCustomizerUsed(true);
  const prefs = usePreferences((s) => s);
  const sections = useMenu();
  // The menu's counts (the chat's unread messages) follow the live stream.
  useLiveMenuCounters();

  // Paint first, then fill the menu as each remote's table arrives (in parallel).
  useEffect(() => afterPaint(ensureAllMenus), []);
  const closeDrawer = drawer.close;
  // Widening the window past the breakpoint closes the drawer too.
  useEffect(() => {
    if (!small) closeDrawer();
  }, [small, closeDrawer]);

  const semiDark = prefs.isVerticalNavSemiDark && prefs.theme !== 'dark';
  const showHeader = prefs.navbarType !== 'hidden' || small || nav === 'horizontal';
  const headerType =
    nav === 'horizontal' && prefs.navbarType === 'hidden' ? 'sticky' : prefs.navbarType;

  const navLabel = t('nav.label');
  // The frame's parts are kept as the same elements from one page to the next, so a navigation
  // renders the page (and the menu's current link), not the whole frame again.
  const appBar = useMemo(
    () => (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          {small ? (
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              size="sm"
              aria-label={drawerOpened ? t('nav.close') : t('nav.open')}
            />
          ) : null}
          {small || nav === 'horizontal' ? <Brand /> : null}
          <Tooltip label={t('search.shortcut')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('search.open')}
              onClick={openSearch}
            >
              <RiSearchLine size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          <LanguageMenu />
          <ThemeMenu />
          <Tooltip label={t('customizer.open')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('customizer.open')}
              onClick={customizer.open}
            >
              <RiSettings3Line size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <NotificationsMenu />
          <UserMenu onResetDemoData={resetDemoData} />
        </Group>
      </Group>
    ),
    [t, small, nav, drawerOpened, drawer.toggle, customizer.open],
  );

  const verticalNav = useMemo(
    () => (
      <>
        <Group justify={collapsed ? 'center' : 'space-between'} p="md" wrap="nowrap">
          <Brand compact={collapsed} />
          {small || collapsed ? null : (
            <Tooltip label={t('nav.collapse')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('nav.collapse')}
                onClick={() => preferencesStore.getState().set({ isVerticalNavCollapsed: true })}
              >
                <RiMenuFoldLine size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {collapsed ? (
          <Group justify="center" pb="xs">
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('nav.expand')}
              onClick={() => preferencesStore.getState().set({ isVerticalNavCollapsed: false })}
            >
              <RiMenuUnfoldLine size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ) : null}
        <ScrollArea flex={1} px={collapsed ? 'xs' : 'sm'} pb="md">
          <VerticalNav sections={sections} collapsed={collapsed} onNavigate={drawer.close} />
        </ScrollArea>
      </>
    ),
    [t, small, collapsed, sections, drawer.close],
  );
  const overlays = useMemo(
    () => (
      <>
        <ScrollToTopButton />
        <SearchSpotlight />
        {customizerUsed && (
          <Suspense fallback={null}>
            <CustomizerDrawer opened={customizerOpened} onClose={customizer.close} />
          </Suspense>
        )}
      </>
    ),
    [customizerOpened, customizerUsed, customizer.close],
  );

  return (
    <AppShell
      padding={0}
      navbar={
        nav === 'vertical' && !small
          ? { width: collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH, breakpoint: 0 }
          : undefined
      }
    >
      <a href="#main-content" className="hd-skip-link">
        {t('nav.skip')}
      </a>
      <ScrollManager />
      {nav === 'vertical' && !small ? (
        <AppShell.Navbar
          className="hd-navbar"
          data-semi-dark={semiDark || undefined}
          aria-label={navLabel}
        >
          {verticalNav}
        </AppShell.Navbar>
      ) : null}
      {small ? (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          size={NAV_WIDTH + 20}
          withCloseButton={false}
          zIndex={OVERLAY_Z_INDEX}
          padding={0}
          title={null}
          aria-label={navLabel}
          classNames={{ body: 'hd-navbar' }}
          styles={{ body: { height: '100%' } }}
        >
          <nav
            aria-label={navLabel}
            className="hd-navbar"
            data-semi-dark={semiDark || undefined}
            style={{ height: '100dvh' }}
          >
            {verticalNav}
          </nav>
        </Drawer>
      ) : null}
      <AppShell.Main className="hd-main" data-fixed-height={fixedHeight || undefined}>
        {showHeader ? (
          <header
            className="hd-header"
            data-type={small && prefs.navbarType === 'hidden' ? 'static' : headerType}
            data-blur={prefs.isNavbarBlurEnabled || undefined}
          >
            {appBar}
            {nav === 'horizontal' ? (
              <nav aria-label={navLabel} style={{ marginTop: 8 }}>
                <HorizontalNav sections={sections} />
              </nav>
            ) : null}
          </header>
        ) : null}
        <Container
          id="main-content"
          tabIndex={-1}
          className="hd-content"
          fluid={prefs.appContentWidth === 'fluid'}
          size={1440}
        >
          {children}
        </Container>
        {prefs.footerType === 'hidden' ? null : (
          <footer className="hd-footer" data-type={prefs.footerType}>
            {t('footer.text', { year: new Date().getFullYear() })}
          </footer>
        )}
      </AppShell.Main>
      {showHeader ? null : (
        <Affix position={{ top: 12, right: 12 }} className="no-print">
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={t('customizer.open')}
            onClick={customizer.open}
          >
            <RiSettings3Line size={20} aria-hidden="true" />
          </ActionIcon>
        </Affix>
      )}
      {overlays}
      <CloseOnNavigate close={closeDrawer} />
    </AppShell>
  );
}

/** Leaving a page closes the mobile drawer (a component apart: the frame does not read the path). */
const CloseOnNavigate = memo(function CloseOnNavigate({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);
  return null;
});
