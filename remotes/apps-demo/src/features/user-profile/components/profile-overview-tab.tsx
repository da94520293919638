import { Avatar, Card, Grid, Group, Progress, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  DataTable,
  SearchInput,
  StatusBadge,
  formatDate,
  formatNumber,
  formatPercent,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import {
  profileProjectsQuerySchema,
  type ProfileProject,
  type ProfileTabData,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { mantineColor } from '../../../lib/remix-icon';
import { useProfileProjects, useProfileTab } from '../api/get-profile';
import { TabState } from './tab-state';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack gap={6}>
      {items.map(([label, value]) => (
        <Group gap={6} key={label}>
          <Text fw={500}>{label}:</Text>
          <Text>{value}</Text>
        </Group>
      ))}
    </Stack>
  );
}

function ProjectsTable() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams();
  const filters = useMemo(
    () => sanitizeQuery(profileProjectsQuerySchema, list.params),
    [list.params],
  );
  const columns: ListColumn<ProfileProject>[] = [
    {
      id: 'title',
      title: t('userProfile.projects.name'),
      sortable: true,
      toggleable: false,
      render: (p) => p.title,
      csv: (p) => p.title,
    },
    {
      id: 'leader',
      title: t('userProfile.projects.leader'),
      sortable: true,
      render: (p) => p.leader,
      csv: (p) => p.leader,
    },
    {
      id: 'deadline',
      title: t('userProfile.projects.deadline'),
      sortable: true,
      render: (p) => formatDate(p.deadline),
      csv: (p) => p.deadline,
    },
    {
      id: 'progress',
      title: t('userProfile.projects.progress'),
      sortable: true,
      render: (p) => (
        <Group gap="xs" wrap="nowrap" miw={130}>
          <Progress
            value={p.progress}
            w={70}
            aria-label={t('userProfile.projects.progressOf', { title: p.title })}
          />
          <Text size="sm">{formatPercent(p.progress)}</Text>
        </Group>
      ),
      csv: (p) => p.progress,
    },
  ];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('userProfile.projects.tableTitle')}
        </Title>
        <SearchInput
          label={t('userProfile.projects.search')}
          value={list.q}
          onSearch={(q) => list.setQuery(q)}
        />
      </Group>
      <DataTable
        label={t('userProfile.projects.tableTitle')}
        storageKey="apps-demo.profile-projects"
        list={list}
        query={useProfileProjects(filters)}
        columns={columns}
        records={(data) => data.projects}
        total={(data) => data.totalProjects}
      />
    </Card>
  );
}

function Overview({ data }: { data: ProfileTabData }) {
  const { t } = useTranslation('apps-demo');
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack>
          <Section title={t('userProfile.profile.about')}>
            <Facts
              items={[
                [t('userProfile.profile.fullName'), data.about.fullName],
                [
                  t('userProfile.profile.status'),
                  t(
                    `userProfile.profile.statuses.${data.about.status === 'active' ? 'active' : 'inactive'}`,
                  ),
                ],
                [t('userProfile.profile.role'), data.about.role],
                [t('userProfile.profile.country'), data.about.country],
                [t('userProfile.profile.language'), data.about.language],
              ]}
            />
          </Section>
          <Section title={t('userProfile.profile.contacts')}>
            <Facts
              items={[
                [t('userProfile.profile.contact'), data.contacts.contact],
                [t('userProfile.profile.skype'), data.contacts.skype],
                [t('userProfile.profile.email'), data.contacts.email],
              ]}
            />
          </Section>
          <Section title={t('userProfile.profile.teams')}>
            <Facts
              items={data.teams.map((team) => [
                team.name,
                t('userProfile.teams.members', { count: team.members }),
              ])}
            />
          </Section>
          <Section title={t('userProfile.profile.overview')}>
            <Facts
              items={[
                [t('userProfile.profile.tasksCompiled'), formatNumber(data.overview.tasksCompiled)],
                [
                  t('userProfile.profile.projectsCompiled'),
                  formatNumber(data.overview.projectsCompiled),
                ],
                [t('userProfile.profile.connections'), formatNumber(data.overview.connections)],
              ]}
            />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack>
          <Section title={t('userProfile.profile.activity')}>
            <Timeline bulletSize={14} lineWidth={2}>
              {data.activity.map((item) => (
                <Timeline.Item key={item.id} color={mantineColor(item.color)} title={item.title}>
                  <Text size="sm">{item.description}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(item.time, { dateStyle: 'medium', timeStyle: 'short' })}
                  </Text>
                </Timeline.Item>
              ))}
            </Timeline>
          </Section>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Section title={t('userProfile.profile.connections')}>
                <Stack gap="sm">
                  {data.connections.map((c) => (
                    <Group key={c.id} justify="space-between" wrap="nowrap">
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={c.avatar} alt="" size="sm" />
                        <Stack gap={0}>
                          <Text size="sm" fw={500}>
                            {c.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('userProfile.connections.count', { count: c.connections })}
                          </Text>
                        </Stack>
                      </Group>
                      <StatusBadge color={c.isConnected ? 'teal' : 'gray'}>
                        {c.isConnected
                          ? t('userProfile.connections.isConnected')
                          : t('userProfile.connections.notConnected')}
                      </StatusBadge>
                    </Group>
                  ))}
                </Stack>
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Section title={t('userProfile.profile.yourTeams')}>
                <Stack gap="sm">
                  {data.teamsTech.map((team) => (
                    <Group key={team.id} gap="sm" wrap="nowrap">
                      <Avatar src={team.avatar} alt="" size="sm" />
                      <Stack gap={0}>
                        <Text size="sm" fw={500}>
                          {team.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('userProfile.teams.members', {
                            count: team.members.length + team.extraMembers,
                          })}
                        </Text>
                      </Stack>
                    </Group>
                  ))}
                </Stack>
              </Section>
            </Grid.Col>
          </Grid>
          <ProjectsTable />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function ProfileOverviewTab() {
  return <TabState query={useProfileTab('profile')}>{(data) => <Overview data={data} />}</TabState>;
}
