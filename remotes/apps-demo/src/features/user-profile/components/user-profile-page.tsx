import {
  Avatar,
  Box,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { RiCalendarLine, RiMapPinLine, RiPaletteLine } from '@remixicon/react';
import { ErrorPanel, apiErrorMessage } from '@portal/design/base';
import { PROFILE_TABS, type ProfileTab } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useProfileHeader } from '../api/get-profile';
import { ConnectionsTab } from './connections-tab';
import { ProfileOverviewTab } from './profile-overview-tab';
import { ProjectsTab } from './projects-tab';
import { TeamsTab } from './teams-tab';

const isTab = (value: string | undefined): value is ProfileTab =>
  (PROFILE_TABS as readonly string[]).includes(value ?? '');

function ProfileHeaderCard() {
  const { t } = useTranslation('apps-demo');
  const header = useProfileHeader();
  if (header.isError)
    return (
      <ErrorPanel
        message={apiErrorMessage(header.error, t)}
        onRetry={() => void header.refetch()}
      />
    );
  const data = header.data;
  if (!data) return <Skeleton height={260} />;
  return (
    <Card withBorder padding={0}>
      <Image src={data.coverImg} alt="" h={160} />
      <Group p="lg" align="flex-end" gap="lg" wrap="wrap">
        <Avatar
          src={data.profileImg}
          alt=""
          size={110}
          radius="md"
          mt={-60}
          style={{ border: '4px solid var(--mantine-color-body)' }}
        />
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={1} size="h3">
            {data.fullName}
          </Title>
          <Group gap="lg">
            <Group gap={4}>
              <RiPaletteLine size={16} aria-hidden="true" />
              <Text size="sm">{data.designation}</Text>
            </Group>
            <Group gap={4}>
              <RiMapPinLine size={16} aria-hidden="true" />
              <Text size="sm">{data.location}</Text>
            </Group>
            <Group gap={4}>
              <RiCalendarLine size={16} aria-hidden="true" />
              <Text size="sm">{t('userProfile.joined', { date: data.joiningDate })}</Text>
            </Group>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

export default function UserProfilePage() {
  const { t } = useTranslation('apps-demo');
  const { tab } = useParams();
  if (!isTab(tab)) return <Navigate to={paths.userProfile.href('profile')} replace />;
  return (
    <Stack>
      <ProfileHeaderCard />
      <Group component="nav" aria-label={t('userProfile.tabsLabel')} gap="xs">
        {PROFILE_TABS.map((name) => (
          <Button
            key={name}
            component={Link}
            to={paths.userProfile.href(name)}
            variant={name === tab ? 'filled' : 'subtle'}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`userProfile.tabs.${name}`)}
          </Button>
        ))}
      </Group>
      <Box>
        {tab === 'profile' && <ProfileOverviewTab />}
        {tab === 'teams' && <TeamsTab />}
        {tab === 'projects' && <ProjectsTab />}
        {tab === 'connections' && <ConnectionsTab />}
      </Box>
    </Stack>
  );
}
