import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  Progress,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_PLANS,
  planPrice,
  type AccountPlan,
  type BillingCycle,
  type BillingResponse,
} from '@portal/contract';
import {
  apiErrorMessage,
  apiFieldErrors,
  ConfirmDialog,
  formatDate,
  notify,
  StatusBadge,
} from '@portal/design/base';
import { billingWrites, useBillingWrite, usePlanQuote } from '../api/billing-api';
import { money } from './money';

const DAY = 24 * 60 * 60 * 1000;

function ChangePlanDialog({
  opened,
  onClose,
  current,
}: {
  opened: boolean;
  onClose: () => void;
  current: BillingResponse['plan'];
}) {
  const { t } = useTranslation('profile');
  const [cycle, setCycle] = useState<BillingCycle>(current.cycle);
  const [plan, setPlan] = useState<AccountPlan>(current.plan);
  const [error, setError] = useState<string | null>(null);
  const same = plan === current.plan && cycle === current.cycle;
  const quote = usePlanQuote({ plan, cycle }, opened && !same);
  const write = useBillingWrite();
  const confirm = () =>
    write.mutate(billingWrites.changePlan({ plan, cycle }), {
      onSuccess: () => {
        notify.success(t('billing.planChanged', { plan: t(`billing.plans.${plan}`) }));
        onClose();
      },
      onError: (failure) =>
        setError(apiFieldErrors(failure, t).plan ?? apiErrorMessage(failure, t)),
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.changeTitle')} size="lg" centered>
      <Stack>
        <SegmentedControl
          value={cycle}
          onChange={(value) => {
            setCycle(value);
            setError(null);
          }}
          data={[
            { value: 'monthly', label: t('billing.cycles.monthly') },
            { value: 'annual', label: t('billing.cycles.annual') },
          ]}
          aria-label={t('billing.cycle')}
        />
        <Radio.Group
          label={t('billing.choosePlan')}
          value={plan}
          onChange={(value) => {
            setPlan(value);
            setError(null);
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
            {ACCOUNT_PLANS.map((id) => (
              <Radio.Card key={id} value={id} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{t(`billing.plans.${id}`)}</Text>
                    <Text size="sm">
                      {t(`billing.per.${cycle}`, { price: money(planPrice(id, cycle)) })}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {!same && quote.data && (
          <Table aria-label={t('billing.proration')}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">{t('billing.newPeriod')}</Table.Th>
                <Table.Td ta="end">{money(quote.data.charge)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('billing.credit')}</Table.Th>
                <Table.Td ta="end">−{money(quote.data.credit)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('billing.dueToday')}</Table.Th>
                <Table.Td ta="end" fw={700}>
                  {money(quote.data.total)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={write.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={confirm} disabled={same} loading={write.isPending}>
            {t('billing.confirmChange')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The account's plan: price, renewal, days used; change (with proration) and cancel. */
export function PlanCard({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('profile');
  const { plan } = billing;
  const [changing, change] = useDisclosure(false);
  const [cancelling, cancel] = useDisclosure(false);
  const write = useBillingWrite();
  const [now] = useState(Date.now);
  const start = Date.parse(plan.periodStart);
  const end = Date.parse(plan.periodEnd);
  const total = Math.max(1, Math.round((end - start) / DAY));
  const used = Math.min(total, Math.max(0, Math.floor((now - start) / DAY) + 1));
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('billing.currentPlan')}
          </Title>
          {plan.cancelAtPeriodEnd && (
            <StatusBadge color="red">{t('billing.cancelled')}</StatusBadge>
          )}
        </Group>
        <div>
          <Text fw={700} size="lg">
            {t(`billing.plans.${plan.plan}`)} ·{' '}
            {t(`billing.per.${plan.cycle}`, { price: money(planPrice(plan.plan, plan.cycle)) })}
          </Text>
          <Text size="sm">
            {t(plan.cancelAtPeriodEnd ? 'billing.endsOn' : 'billing.renewsOn', {
              date: formatDate(plan.periodEnd),
            })}
          </Text>
        </div>
        <div>
          <Text size="sm">{t('billing.daysUsed', { used, total })}</Text>
          <Progress.Root mt={4}>
            <Progress.Section
              value={(used / total) * 100}
              aria-label={t('billing.daysUsed', { used, total })}
            />
          </Progress.Root>
        </div>
        <Group>
          <Button onClick={change.open}>{t('billing.changePlan')}</Button>
          {plan.plan !== 'basic' && !plan.cancelAtPeriodEnd && (
            <Button color="red.9" variant="filled" onClick={cancel.open}>
              {t('billing.cancelPlan')}
            </Button>
          )}
        </Group>
      </Stack>
      {changing && <ChangePlanDialog opened={changing} onClose={change.close} current={plan} />}
      <ConfirmDialog
        opened={cancelling}
        onClose={cancel.close}
        loading={write.isPending}
        title={t('billing.cancelTitle')}
        message={t('billing.cancelMessage', { date: formatDate(plan.periodEnd) })}
        confirmLabel={t('billing.cancelPlan')}
        onConfirm={() =>
          write.mutate(billingWrites.cancelPlan(), {
            onSuccess: () => {
              cancel.close();
              notify.success(t('billing.cancelDone'));
            },
            onError: (failure) => notify.error(apiErrorMessage(failure, t)),
          })
        }
      />
    </Card>
  );
}
