import { Badge, Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PLANS, PLAN_FEATURES } from '../../lib/plans';
import { FrontLayout } from './components/front-layout';

export default function FrontPricingPage() {
  const { t } = useTranslation('ui-demo');
  return (
    <FrontLayout>
      <Stack>
        <Title order={1} ta="center">
          {t('pricing.title')}
        </Title>
        <Text ta="center" c="dimmed">
          {t('pricing.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {PLANS.map((plan) => (
            <Card key={plan.id} withBorder ta="center">
              <Title order={2} size="h4">
                {t(`plan.${plan.id}`)}
              </Title>
              {plan.popular && (
                <Badge mx="auto" mt={4}>
                  {t('pricing.popular')}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {t(`plan.${plan.id}Text`)}
              </Text>
              <Text fz={28} fw={700} mt="sm">
                {formatCurrency(plan.monthly, 'USD', { maximumFractionDigits: 0 })}
              </Text>
              <Text size="sm" c="dimmed" mb="sm">
                {t('pricing.perMonth')}
              </Text>
              <Button
                component={Link}
                to={`/front-pages/payment?plan=${plan.id}`}
                variant={plan.popular ? 'filled' : 'light'}
              >
                {t('front.choosePlan')}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
        <Title order={2} size="h3" mt="xl">
          {t('front.compare')}
        </Title>
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder>
            <Table.Caption>{t('front.compare')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('front.feature')}</Table.Th>
                {PLANS.map((plan) => (
                  <Table.Th key={plan.id} ta="center">
                    {t(`plan.${plan.id}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {PLAN_FEATURES.map((feature) => (
                <Table.Tr key={feature}>
                  <Table.Th scope="row">{t(`plan.featureNames.${feature}`)}</Table.Th>
                  {PLANS.map((plan) => (
                    <Table.Td key={plan.id} ta="center">
                      {t(`plan.features.${plan.id}.${feature}`)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </FrontLayout>
  );
}
