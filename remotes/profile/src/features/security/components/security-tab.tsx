import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../lib/load-error';
import { useProfile } from '../../../lib/profile-queries';
import { ApiKeysCard } from './api-keys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { TwoStepCard } from './two-step-card';

/** Security tab: password, two-step sign-in, sessions, API keys. */
export function SecurityTab() {
  const query = useProfile();
  return (
    <Stack gap="lg">
      <PasswordCard />
      {query.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TwoStepCard profile={query.data} />
      )}
      <SessionsCard />
      <ApiKeysCard />
    </Stack>
  );
}
