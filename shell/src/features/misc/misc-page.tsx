import { Button, Center, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useSession } from '@portal/auth';
import {
  RiCompass3Line,
  RiErrorWarningLine,
  RiLockLine,
  RiRocket2Line,
  RiToolsLine,
  type RemixiconComponentType,
} from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export type MiscKind = 'notAuthorized' | 'notFound' | 'serverError' | 'comingSoon' | 'maintenance';

const CODES: Partial<Record<MiscKind, string>> = {
  notAuthorized: '401',
  notFound: '404',
  serverError: '500',
};

const ICONS: Record<MiscKind, RemixiconComponentType> = {
  notAuthorized: RiLockLine,
  notFound: RiCompass3Line,
  serverError: RiErrorWarningLine,
  comingSoon: RiRocket2Line,
  maintenance: RiToolsLine,
};

export interface MiscPageProps {
  /** Which page to show. */
  kind: MiscKind;
}

/**
 * Full-page messages of the blank layout: 401, 404, 500, coming soon, under maintenance. Each
 * says what happened and what to do: the address that led nowhere, who is signed in where
 * access is refused, and a way back (the previous page, home, or a retry after a server error).
 */
export function MiscPage({ kind }: MiscPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const email = useSession((s) => s.userData?.email);
  const title = t(`misc.${kind}.title`);
  usePageTitle(title);
  const code = CODES[kind];
  const Icon = ICONS[kind];
  // Only where there is a page to go back to inside the portal's tab.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <Icon size={36} />
        </ThemeIcon>
        {code ? (
          <Text fz={72} fw={700} lh={1} c="var(--hd-muted)" aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="var(--hd-muted)">{t(`misc.${kind}.message`)}</Text>
        {kind === 'notFound' ? (
          <Text size="sm" c="var(--hd-muted)">
            {t('misc.notFound.address')}{' '}
            <Code>
              <bdi dir="ltr">{pathname}</bdi>
            </Code>
          </Text>
        ) : null}
        {kind === 'notAuthorized' && email ? (
          <Text size="sm" c="var(--hd-muted)">
            {t('misc.notAuthorized.signedInAs')}{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              <bdi dir="ltr">{email}</bdi>
            </Text>
          </Text>
        ) : null}
        <Group justify="center" gap="sm">
          {canGoBack ? (
            <Button variant="default" onClick={() => void navigate(-1)}>
              {t('misc.goBack')}
            </Button>
          ) : null}
          {kind === 'serverError' ? (
            <Button variant="default" onClick={() => window.location.reload()}>
              {t('misc.tryAgain')}
            </Button>
          ) : null}
          <Button component={Link} to={paths.root.href()}>
            {t('misc.backHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
