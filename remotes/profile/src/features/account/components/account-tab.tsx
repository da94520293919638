import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../lib/load-error';
import { useProfile } from '../../../lib/profile-queries';
import { AccountForm } from './account-form';
import { DeactivateCard } from './deactivate-card';

/** Account tab: avatar and details, then "Deactivate account". */
export function AccountTab() {
  const query = useProfile();
  if (query.isPending) return <Skeleton height={480} radius="md" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg">
      {/* Re-mounted after a save so Reset returns to what the API holds. */}
      <AccountForm key={query.dataUpdatedAt} profile={query.data} />
      <DeactivateCard email={query.data.email} />
    </Stack>
  );
}
