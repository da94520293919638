import { Avatar, Badge, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatPercent } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

const TEAM = [
  { name: 'Ada Lovelace', role: 'sample.roleAdmin', progress: 72 },
  { name: 'Alan Turing', role: 'sample.roleEditor', progress: 48 },
  { name: 'Grace Hopper', role: 'sample.roleAuthor', progress: 91 },
];

export default function CardAdvanceDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder>
        <Text fw={600} mb="md">
          {t('cards.advance.team')}
        </Text>
        <Stack gap="sm">
          {TEAM.map(({ name, role, progress }) => (
            <Group key={name} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Avatar name={name} color="initials" />
                <div>
                  <Text size="sm" fw={500}>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(role)}
                  </Text>
                </div>
              </Group>
              <Badge variant="light">{formatPercent(progress)}</Badge>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder>
        <Text fw={600} mb="md">
          {t('cards.advance.goals')}
        </Text>
        <Stack gap="md">
          {TEAM.map(({ name, progress }) => (
            <div key={name}>
              <Group justify="space-between">
                <Text size="sm">{name}</Text>
                <Text size="sm" c="dimmed">
                  {formatPercent(progress)}
                </Text>
              </Group>
              <Progress value={progress} aria-label={name} />
            </div>
          ))}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
