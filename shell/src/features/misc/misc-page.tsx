import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

export type MiscKind = 'notAuthorized' | 'notFound' | 'serverError' | 'comingSoon' | 'maintenance';

const CODES: Partial<Record<MiscKind, string>> = {
  notAuthorized: '401',
  notFound: '404',
  serverError: '500',
};

export interface MiscPageProps {
  /** Which page to show. */
  kind: MiscKind;
}

/** Full-page messages of the blank layout: 401, 404, 500, coming soon, under maintenance. */
export function MiscPage({ kind }: MiscPageProps) {
  const { t } = useTranslation();
  const title = t(`misc.${kind}.title`);
  usePageTitle(title);
  const code = CODES[kind];
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        {code ? (
          <Text fz={96} fw={700} lh={1} c="var(--hd-muted)" aria-hidden="true">
            {code}
          </Text>
        ) : null}
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="var(--hd-muted)">{t(`misc.${kind}.message`)}</Text>
        <Button component={Link} to={paths.root.href()}>
          {t('misc.backHome')}
        </Button>
      </Stack>
    </Center>
  );
}
