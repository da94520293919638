import { Alert, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { RiShieldCheckLine, RiShieldUserLine } from '@remixicon/react';
import { Can, useAbility, useSession } from '@portal/auth';
import { useTranslation } from 'react-i18next';

/** Subjects the demo explains, in the order shown. */
const SUBJECTS = ['AclDemo', 'User', 'Permission'] as const;

/** Demo of ability-guarded content (spec 6: the route needs read on AclDemo). */
export default function AccessControlPage() {
  const { t } = useTranslation('apps-demo');
  const ability = useAbility();
  const user = useSession((state) => state.userData);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('acl.title')}
      </Title>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('acl.everyone.title')}
        </Title>
        <Text size="sm" mb="md">
          {t('acl.everyone.body', { name: user?.fullName ?? '', role: user?.role ?? '' })}
        </Text>
        <List spacing="xs" size="sm" aria-label={t('acl.abilities')}>
          {SUBJECTS.map((subject) => (
            <List.Item key={subject}>
              {t(`acl.subject.${subject}`)}:{' '}
              {ability.can('read', subject) ? t('acl.canRead') : t('acl.cannotRead')}
            </List.Item>
          ))}
        </List>
      </Card>
      <Can I="manage" a="all">
        <Card withBorder padding="lg">
          <Stack gap="xs">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <RiShieldUserLine size={20} />
            </ThemeIcon>
            <Title order={2} size="h4">
              {t('acl.admin.title')}
            </Title>
            <Text size="sm">{t('acl.admin.body')}</Text>
          </Stack>
        </Card>
      </Can>
      <Can not I="manage" a="all">
        <Alert
          variant="light"
          icon={<RiShieldCheckLine size={18} />}
          title={t('acl.limited.title')}
        >
          {t('acl.limited.body')}
        </Alert>
      </Can>
    </Stack>
  );
}
