import { Avatar, Badge, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { mantineColor } from '../../../lib/remix-icon';
import { useProfileTab } from '../api/get-profile';
import { MemberAvatars } from './member-avatars';
import { TabState } from './tab-state';

export function TeamsTab() {
  const { t } = useTranslation('apps-demo');
  return (
    <TabState query={useProfileTab('teams')} isEmpty={(teams) => teams.length === 0}>
      {(teams) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {teams.map((team) => (
            <Card
              withBorder
              padding="lg"
              key={team.id}
              component="article"
              aria-labelledby={`team-${team.id}`}
            >
              <Group>
                <Avatar src={team.avatar} alt="" />
                <Title order={2} size="h5" id={`team-${team.id}`}>
                  {team.title}
                </Title>
              </Group>
              <Text size="sm" mt="sm">
                {team.description}
              </Text>
              <Group justify="space-between" mt="md">
                <MemberAvatars members={team.members} extra={team.extraMembers} />
                <Group gap={4}>
                  {team.chips.map((chip) => (
                    <Badge
                      key={chip.title}
                      color={`${mantineColor(chip.color)}.9`}
                      variant="filled"
                    >
                      {chip.title}
                    </Badge>
                  ))}
                </Group>
              </Group>
              <Text size="xs" c="dimmed" mt="xs">
                {t('userProfile.teams.members', { count: team.members.length + team.extraMembers })}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </TabState>
  );
}
