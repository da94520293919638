import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Container,
  Drawer,
  Group,
  Stack,
  Text,
  useComputedColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { preferencesStore } from '@portal/design/base';
import { RiMoonLine, RiSunLine } from '@remixicon/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

export interface FrontLink {
  /** Translation key of the link text. */
  labelKey: string;
  /** A route (`/front-pages/pricing`) or a section of this page (`#features`). */
  to: string;
}

export const FRONT_PAGES: FrontLink[] = [
  { labelKey: 'front.nav.landing', to: '/front-pages/landing' },
  { labelKey: 'front.nav.pricing', to: '/front-pages/pricing' },
  { labelKey: 'front.nav.payment', to: '/front-pages/payment' },
  { labelKey: 'front.nav.checkout', to: '/front-pages/checkout' },
  { labelKey: 'front.nav.helpCenter', to: '/front-pages/help-center' },
];

/** The id of the section currently in view, among the `#id` links (for the landing page). */
function useSectionInView(ids: string[]) {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(',');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !key) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((entry) => entry.isIntersecting);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-40% 0px -55% 0px' },
    );
    for (const id of key.split(',')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/**
 * The public pages' frame (inside the shell's blank layout): a navbar that highlights the page or
 * the section in view, a theme switch and a drawer on small screens; a footer.
 */
export function FrontLayout({
  links = FRONT_PAGES,
  children,
}: {
  links?: FrontLink[];
  children: ReactNode;
}) {
  const { t } = useTranslation('ui-demo');
  const location = useLocation();
  const [opened, drawer] = useDisclosure(false);
  const dark = useComputedColorScheme('light') === 'dark';
  const section = useSectionInView(
    links.filter((link) => link.to.startsWith('#')).map((link) => link.to.slice(1)),
  );
  const isCurrent = (link: FrontLink) =>
    link.to.startsWith('#') ? section === link.to.slice(1) : location.pathname === link.to;
  const items = links.map((link) => {
    const current = isCurrent(link);
    const common = {
      fw: current ? 700 : 500,
      c: current ? undefined : 'dimmed',
      'aria-current': current ? ('location' as const) : undefined,
      onClick: drawer.close,
    };
    return link.to.startsWith('#') ? (
      <Anchor key={link.to} href={link.to} {...common}>
        {t(link.labelKey)}
      </Anchor>
    ) : (
      <Anchor key={link.to} component={Link} to={link.to} {...common}>
        {t(link.labelKey)}
      </Anchor>
    );
  });
  return (
    <Box>
      <Box
        component="header"
        py="sm"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          backdropFilter: 'blur(8px)',
          borderBottom: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/front-pages/landing" fw={800} fz="lg" underline="never">
              HostDesk
            </Anchor>
            <Group component="nav" aria-label={t('front.nav.label')} gap="lg" visibleFrom="md">
              {items}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={dark ? t('front.lightTheme') : t('front.darkTheme')}
                onClick={() => preferencesStore.getState().set({ theme: dark ? 'light' : 'dark' })}
              >
                {dark ? <RiSunLine size={18} /> : <RiMoonLine size={18} />}
              </ActionIcon>
              <Anchor component={Link} to="/authentication/login" visibleFrom="sm">
                {t('front.signIn')}
              </Anchor>
              <Burger
                hiddenFrom="md"
                opened={opened}
                onClick={drawer.toggle}
                aria-label={opened ? t('front.closeMenu') : t('front.openMenu')}
              />
            </Group>
          </Group>
        </Container>
      </Box>
      <Drawer opened={opened} onClose={drawer.close} title="HostDesk" size="xs">
        <Stack component="nav" aria-label={t('front.nav.label')}>
          {items}
          <Anchor component={Link} to="/authentication/login">
            {t('front.signIn')}
          </Anchor>
        </Stack>
      </Drawer>
      <Container size="lg" py="xl">
        {children}
      </Container>
      <Box
        component="footer"
        py="lg"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Text size="sm" c="dimmed">
            {t('front.footer', { year: new Date().getFullYear() })}
          </Text>
        </Container>
      </Box>
    </Box>
  );
}
