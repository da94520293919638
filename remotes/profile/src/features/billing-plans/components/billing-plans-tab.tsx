import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../lib/load-error';
import { useBilling } from '../api/billing-api';
import { BillingAddressCard } from './billing-address-card';
import { HistoryCard } from './history-card';
import { PaymentMethodsCard } from './payment-methods-card';
import { PlanCard } from './plan-card';

/** Billing & plans tab: plan, cards, billing address, history. */
export function BillingPlansTab() {
  const query = useBilling();
  if (query.isPending) return <Skeleton height={400} radius="md" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg">
      <PlanCard billing={query.data} />
      <PaymentMethodsCard billing={query.data} />
      <BillingAddressCard address={query.data.billingAddress} />
      <HistoryCard billing={query.data} />
    </Stack>
  );
}
