import { Card, Grid, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/design/base';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOSTING_PRODUCTS } from '../../lib/hosting-products';
import { CardPaymentForm } from './components/card-payment-form';
import { FrontLayout } from './components/front-layout';

export default function FrontCheckoutPage() {
  const { t } = useTranslation('ui-demo');
  const [quantities, setQuantities] = useState<Record<string, number>>({ vps: 1, domain: 1 });
  const total = HOSTING_PRODUCTS.reduce(
    (sum, item) => sum + item.price * (quantities[item.id] ?? 0),
    0,
  );
  const amount = formatCurrency(total, 'USD');
  return (
    <FrontLayout>
      <Stack>
        <Title order={1}>{t('front.nav.checkout')}</Title>
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder>
              <CardPaymentForm amount={amount} />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('checkout.summary')}
              </Title>
              <Stack>
                {HOSTING_PRODUCTS.map((item) => (
                  <Group key={item.id} justify="space-between" wrap="nowrap">
                    <div>
                      <Text size="sm" fw={500}>
                        {t(`products.${item.id}.name`)} · {formatCurrency(item.price, 'USD')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`products.${item.id}.detail`)}
                      </Text>
                    </div>
                    <NumberInput
                      aria-label={t('checkout.quantity', { name: t(`products.${item.id}.name`) })}
                      min={0}
                      max={10}
                      w={90}
                      value={quantities[item.id] ?? 0}
                      onChange={(value) =>
                        setQuantities({ ...quantities, [item.id]: Number(value) || 0 })
                      }
                    />
                  </Group>
                ))}
                <Table>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th scope="row">{t('checkout.total')}</Table.Th>
                      <Table.Td fw={700}>{amount}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Stack>
    </FrontLayout>
  );
}
