import {
  Alert,
  Avatar,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Ltr, countryName } from '@portal/design/base';
import { LoadError } from '../lib/load-error';
import { useDemoProfile } from '../lib/profile-queries';

/** `/perfilClient/demo`: the profile of a sample customer, read-only (no control changes data). */
export default function DemoPage() {
  const { t } = useTranslation('profile');
  const query = useDemoProfile();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('demo.title')}</Title>
      <Alert color="blue" title={t('demo.bannerTitle')}>
        {t('demo.banner')}
      </Alert>
      {query.isPending ? (
        <Skeleton height={240} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Card withBorder padding="lg">
          <Group mb="md">
            <Avatar src={query.data.avatar || null} size={72} radius="md" alt="">
              {query.data.fullName.charAt(0)}
            </Avatar>
            <div>
              <Text fw={600}>{query.data.fullName}</Text>
              <Text size="sm" c="var(--hd-muted)">
                <Ltr>{query.data.email}</Ltr>
              </Text>
            </div>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl">
            {(
              [
                ['organization', query.data.organization],
                ['phone', query.data.phone],
                ['country', query.data.country ? countryName(query.data.country) : ''],
                ['language', query.data.language],
                ['timeZone', query.data.timeZone],
                ['currency', query.data.currency],
              ] as const
            ).map(([field, value]) => (
              <div key={field}>
                <Text component="dt" size="sm" fw={600}>
                  {t(`account.${field}`)}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {!value ? (
                    t('demo.none')
                  ) : field === 'phone' ? (
                    <Ltr>{value}</Ltr>
                  ) : (
                    <bdi>{value}</bdi>
                  )}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </Stack>
  );
}
