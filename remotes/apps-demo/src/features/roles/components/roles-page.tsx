import {
  Anchor,
  Avatar,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { ErrorPanel, useApiError } from '@portal/design/base';
import type { Role } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRoles } from '../api/get-roles';

function RoleCard({ role }: { role: Role }) {
  const { t } = useTranslation('apps-demo');
  const name = t(`permissions.role.${role.role}`);
  const more = role.totalUsers - role.users.length;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={`role-${role.role}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text size="sm">{t('roles.totalUsers', { count: role.totalUsers })}</Text>
        <Tooltip.Group>
          <Avatar.Group>
            {role.users.map((user) => (
              <Tooltip key={user.id} label={user.fullName} withArrow>
                <Avatar
                  src={user.avatar || null}
                  alt={user.fullName}
                  color="blue.9"
                  variant="filled"
                  size="sm"
                />
              </Tooltip>
            ))}
            {more > 0 ? (
              <Avatar size="sm" aria-label={t('roles.moreUsers', { count: more })}>
                +{more}
              </Avatar>
            ) : null}
          </Avatar.Group>
        </Tooltip.Group>
      </Group>
      <Title order={2} size="h4" id={`role-${role.role}`}>
        {name}
      </Title>
      <Anchor component={Link} to={paths.users.list.href(`role=${role.userRole}`)} size="sm">
        {t('roles.viewUsers', { role: name })}
      </Anchor>
      <Text size="sm" fw={600} mt="md" mb={6}>
        {t('roles.permissions', { count: role.permissions.length })}
      </Text>
      {role.permissions.length === 0 ? (
        <Text size="sm">{t('roles.noPermissions')}</Text>
      ) : (
        <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {role.permissions.map((permission) => (
            <Badge key={permission.id} component="li" variant="light">
              {permission.name}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}

/** The roles of the portal as cards: who holds each and what it is allowed. */
export default function RolesPage() {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const roles = useRoles();
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('roles.title')}
        </Title>
        <Text size="sm">{t('roles.subtitle')}</Text>
      </div>
      {roles.isError && !roles.data ? (
        <ErrorPanel message={message(roles.error)} onRetry={() => void roles.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy={roles.isPending || undefined}>
          {roles.data
            ? roles.data.roles.map((role) => <RoleCard key={role.role} role={role} />)
            : Array.from({ length: 3 }, (_, index) => (
                <Skeleton key={index} height={180} radius="md" data-testid="role-skeleton" />
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
