import { ActionIcon, Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { RiMailLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

const PEOPLE = [
  { name: 'Ada Lovelace', role: 'sample.roleAdmin' },
  { name: 'Alan Turing', role: 'sample.roleEditor' },
  { name: 'Grace Hopper', role: 'sample.roleAuthor' },
];

export default function ListAvatars() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {PEOPLE.map(({ name, role }) => (
        <Group key={name} component="li" justify="space-between" wrap="nowrap">
          <UnstyledButton>
            <Group gap="sm" wrap="nowrap">
              <Avatar name={name} color="initials" />
              <div>
                <Text fw={500}>{name}</Text>
                <Text size="sm" c="dimmed">
                  {t(role)}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
          <ActionIcon variant="subtle" aria-label={t('sample.emailPerson', { name })}>
            <RiMailLine size={18} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
