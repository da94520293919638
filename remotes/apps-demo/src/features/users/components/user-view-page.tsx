import {
  Badge,
  Card,
  Divider,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { RiCheckboxCircleLine, RiBriefcaseLine } from '@remixicon/react';
import { DetailScreen, countryName, formatNumber } from '@portal/design';
import type { UserDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../api/get-users';
import { UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

const TABS = ['overview', 'account', 'plan'] as const;
type Tab = (typeof TABS)[number];

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text fw={600} size="sm">
        {label}:
      </Text>
      <Text size="sm" component="div">
        {/* Isolated so numbers and addresses keep their order in right-to-left text. */}
        {typeof children === 'string' ? <bdi>{children}</bdi> : children}
      </Text>
    </Group>
  );
}

function ProfilePanel({ user }: { user: UserDetail }) {
  const { t } = useTranslation('apps-demo');
  return (
    <Card withBorder padding="lg">
      <Stack align="center" gap="xs">
        <UserAvatar fullName={user.fullName} avatar={user.avatar} size={96} />
        <Title order={2} size="h3" ta="center">
          {user.fullName}
        </Title>
        <Badge variant="filled" color="gray.7">
          {t(`users.role.${user.role}`)}
        </Badge>
      </Stack>
      <SimpleGrid cols={2} mt="lg">
        <Group gap="sm" wrap="nowrap">
          <RiCheckboxCircleLine size={28} aria-hidden />
          <div>
            <Text fw={600}>{formatNumber(user.taskDone)}</Text>
            <Text size="xs">{t('users.fields.taskDone')}</Text>
          </div>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <RiBriefcaseLine size={28} aria-hidden />
          <div>
            <Text fw={600}>{formatNumber(user.projectDone)}</Text>
            <Text size="xs">{t('users.fields.projectDone')}</Text>
          </div>
        </Group>
      </SimpleGrid>
      <Divider my="md" />
      <Title order={3} size="h5" mb="xs">
        {t('users.view.details')}
      </Title>
      <Stack gap={6}>
        <Detail label={t('users.fields.username')}>
          <bdi>@{user.username}</bdi>
        </Detail>
        <Detail label={t('users.fields.email')}>{user.email}</Detail>
        <Detail label={t('users.fields.status')}>
          <UserStatusBadge status={user.status} />
        </Detail>
        <Detail label={t('users.fields.role')}>{t(`users.role.${user.role}`)}</Detail>
        <Detail label={t('users.fields.taxId')}>{user.taxId}</Detail>
        <Detail label={t('users.fields.contact')}>{user.contact}</Detail>
        <Detail label={t('users.fields.language')}>{user.language}</Detail>
        <Detail label={t('users.fields.country')}>{countryName(user.country)}</Detail>
        <Detail label={t('users.fields.plan')}>{t(`users.plan.${user.currentPlan}`)}</Detail>
      </Stack>
    </Card>
  );
}

function UserTabs({ user }: { user: UserDetail }) {
  const { t } = useTranslation('apps-demo');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === requested) ?? 'overview';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = new URLSearchParams(searchParams);
        if (!value || value === 'overview') next.delete('tab');
        else next.set('tab', value);
        setSearchParams(next);
      }}
    >
      <Tabs.List aria-label={t('users.view.tabs')}>
        {TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {t(`users.view.tab.${value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        <Card withBorder padding="lg">
          <Title order={3} size="h5" mb="sm">
            {t('users.view.activity')}
          </Title>
          <Stack gap={6}>
            <Detail label={t('users.fields.taskDone')}>{formatNumber(user.taskDone)}</Detail>
            <Detail label={t('users.fields.projectDone')}>{formatNumber(user.projectDone)}</Detail>
            <Detail label={t('users.fields.company')}>{user.company}</Detail>
          </Stack>
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="account" pt="md">
        <Card withBorder padding="lg">
          <Title order={3} size="h5" mb="sm">
            {t('users.view.account')}
          </Title>
          <Stack gap={6}>
            <Detail label={t('users.fields.taxId')}>{user.taxId}</Detail>
            <Detail label={t('users.fields.language')}>{user.language}</Detail>
            <Detail label={t('users.fields.contact')}>{user.contact}</Detail>
            <Detail label={t('users.fields.email')}>{user.email}</Detail>
          </Stack>
        </Card>
      </Tabs.Panel>
      <Tabs.Panel value="plan" pt="md">
        <Card withBorder padding="lg">
          <Title order={3} size="h5" mb="sm">
            {t('users.view.currentPlan')}
          </Title>
          <Group>
            <Badge size="lg" variant="filled" color="blue.9">
              {t(`users.plan.${user.currentPlan}`)}
            </Badge>
            <Text size="sm">{t(`users.view.planDescription.${user.currentPlan}`)}</Text>
          </Group>
        </Card>
      </Tabs.Panel>
    </Tabs>
  );
}

export default function UserViewPage() {
  const { t } = useTranslation('apps-demo');
  const { id = '' } = useParams();
  return (
    <DetailScreen
      query={useUser(/^\d+$/.test(id) ? Number(id) : Number.NaN)}
      backTo={paths.users.list.href()}
      backLabel={t('users.view.back')}
      title={() => t('users.view.title')}
    >
      {(user) => (
        <Grid>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <ProfilePanel user={user} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <UserTabs user={user} />
          </Grid.Col>
        </Grid>
      )}
    </DetailScreen>
  );
}
