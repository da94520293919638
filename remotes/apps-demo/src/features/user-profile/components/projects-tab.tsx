import { Avatar, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCurrency, formatDate, formatPercent } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { useProfileTab } from '../api/get-profile';
import { MemberAvatars } from './member-avatars';
import { TabState } from './tab-state';

export function ProjectsTab() {
  const { t } = useTranslation('apps-demo');
  return (
    <TabState query={useProfileTab('projects')} isEmpty={(projects) => projects.length === 0}>
      {(projects) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {projects.map((project) => (
            <Card
              withBorder
              padding="lg"
              key={project.id}
              component="article"
              aria-labelledby={`project-${project.id}`}
            >
              <Group wrap="nowrap">
                <Avatar src={project.avatar} alt="" />
                <Stack gap={0}>
                  <Title order={2} size="h5" id={`project-${project.id}`}>
                    {project.title}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('userProfile.projects.client', { name: project.client })}
                  </Text>
                </Stack>
              </Group>
              <Group justify="space-between" mt="md">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('userProfile.projects.budget')}
                  </Text>
                  <Text fw={500}>
                    {formatCurrency(project.budgetSpent, 'USD', { maximumFractionDigits: 0 })} /{' '}
                    {formatCurrency(project.budget, 'USD', { maximumFractionDigits: 0 })}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t('userProfile.projects.deadline')}
                  </Text>
                  <Text fw={500}>{formatDate(project.deadline)}</Text>
                </Stack>
              </Group>
              <Text size="sm" mt="sm">
                {project.description}
              </Text>
              <Group justify="space-between" mt="sm">
                <Text size="sm">
                  {t('userProfile.projects.tasks', {
                    done: project.completedTask,
                    total: project.totalTask,
                  })}
                </Text>
                <Text size="sm">{formatPercent(project.progress)}</Text>
              </Group>
              <Progress
                value={project.progress}
                mt={4}
                aria-label={t('userProfile.projects.progressOf', { title: project.title })}
              />
              <Group justify="space-between" mt="md">
                <MemberAvatars members={project.members} />
                <Text size="sm" c="dimmed">
                  {t('userProfile.projects.hours', { count: project.hours })}
                </Text>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </TabState>
  );
}
