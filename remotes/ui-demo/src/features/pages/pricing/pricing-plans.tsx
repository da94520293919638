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
import { formatCurrency } from '@portal/design';
import { RiCheckLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '../../../lib/plans';

export default function PricingPlans() {
  const { t } = useTranslation('ui-demo');
  const [period, setPeriod] = useState<'monthly' | 'annual'>('monthly');
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
              aria-labelledby={`plan-${plan.id}`}
            >
              <Group justify="space-between">
                <Title order={2} size="h4" id={`plan-${plan.id}`}>
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
                {Array.from({ length: plan.features }, (_, index) => (
                  <List.Item key={index}>{t(`pricing.features.f${index}`)}</List.Item>
                ))}
              </List>
              <Button fullWidth variant={plan.popular ? 'filled' : 'light'} mt="auto">
                {plan.monthly === 0 ? t('pricing.current') : t('pricing.upgrade')}
              </Button>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
