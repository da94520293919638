import { Card, Grid, Select, Stack, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PLANS } from '../../lib/plans';
import { CardPaymentForm } from './components/card-payment-form';
import { FrontLayout } from './components/front-layout';

export default function FrontPaymentPage() {
  const { t } = useTranslation('ui-demo');
  const [params, setParams] = useSearchParams();
  const plan = PLANS.find((candidate) => candidate.id === params.get('plan')) ?? PLANS[1];
  const amount = formatCurrency(plan.monthly, 'USD');
  return (
    <FrontLayout>
      <Stack>
        <Title order={1}>{t('front.nav.payment')}</Title>
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder>
              <CardPaymentForm key={plan.id} amount={amount} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('front.yourPlan')}
              </Title>
              <Select
                label={t('field.plan')}
                allowDeselect={false}
                value={plan.id}
                onChange={(value) => value && setParams({ plan: value }, { replace: true })}
                data={PLANS.map((item) => ({ value: item.id, label: t(`plan.${item.id}`) }))}
              />
              <Text fz={28} fw={700} mt="md">
                {amount}
              </Text>
              <Text size="sm" c="dimmed">
                {t('pricing.perMonth')}
              </Text>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </FrontLayout>
  );
}
