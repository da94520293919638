import {
  Badge,
  Button,
  Card,
  Group,
  List,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { formatCurrency, notify } from '@portal/design/base';
import { RiCheckLine } from '@remixicon/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS, PLAN_FEATURES, type PlanId } from '../../../lib/plans';

export interface PricingPlansProps {
  /** Called once a plan is chosen (the pricing dialog closes). Default: none. */
  onChosen?: (plan: PlanId) => void;
}

export default function PricingPlans({ onChosen }: PricingPlansProps) {
  const { t } = useTranslation('ui-demo');
  const idPrefix = useId();
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
  const [current, setCurrent] = useState<PlanId>('basic');
  const choose = (plan: PlanId) => {
    setCurrent(plan);
    notify.success(t('pricing.chosen', { plan: t(`plan.${plan}`) }));
    onChosen?.(plan);
  };
  return (
    <Stack align="center">
      <SegmentedControl
        aria-label={t('pricing.period')}
        value={period}
        onChange={(value) => setPeriod(value === 'annual' ? 'annual' : 'monthly')}
        data={[
          { value: 'monthly', label: t('pricing.monthly') },
          { value: 'annual', label: t('pricing.annual') },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} w="100%">
        {PLANS.map((plan) => {
          const price = period === 'annual' ? plan.monthly * 10 : plan.monthly;
          return (
            <Card
              key={plan.id}
              withBorder
              padding="lg"
              component="section"
              aria-labelledby={`${idPrefix}-${plan.id}`}
            >
              <Group justify="space-between">
                <Title order={2} size="h4" id={`${idPrefix}-${plan.id}`}>
                  {t(`plan.${plan.id}`)}
                </Title>
                {plan.popular && <Badge>{t('pricing.popular')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`plan.${plan.id}Text`)}
              </Text>
              <Text fz={32} fw={700} my="md">
                {formatCurrency(price, 'USD', { maximumFractionDigits: 0 })}
                <Text span size="sm" c="dimmed">
                  {' '}
                  {period === 'annual' ? t('pricing.perYear') : t('pricing.perMonth')}
                </Text>
              </Text>
              <List spacing="xs" size="sm" icon={<RiCheckLine size={16} aria-hidden />} mb="lg">
                {PLAN_FEATURES.map((feature) => (
                  <List.Item key={feature}>{t(`plan.features.${plan.id}.${feature}`)}</List.Item>
                ))}
              </List>
              <Button
                fullWidth
                variant={plan.popular ? 'filled' : 'light'}
                mt="auto"
                disabled={plan.id === current}
                onClick={() => choose(plan.id)}
              >
                {plan.id === current ? t('pricing.current') : t('pricing.choose')}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
