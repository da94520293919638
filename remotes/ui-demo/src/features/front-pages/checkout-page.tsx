import { Card, Grid, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { formatCurrency } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardPaymentForm } from './components/card-payment-form';
import { FrontLayout } from './components/front-layout';

const ITEMS = [
  { id: 'watch', name: 'Apple Watch Series 9', price: 429 },
  { id: 'kindle', name: 'Kindle Paperwhite', price: 149 },
];

export default function FrontCheckoutPage() {
  const { t } = useTranslation('ui-demo');
  const [quantities, setQuantities] = useState<Record<string, number>>({ watch: 1, kindle: 1 });
  const total = ITEMS.reduce((sum, item) => sum + item.price * (quantities[item.id] ?? 0), 0);
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
                {ITEMS.map((item) => (
                  <Group key={item.id} justify="space-between" wrap="nowrap">
                    <Text size="sm">{item.name}</Text>
                    <NumberInput
                      aria-label={t('checkout.quantity', { name: item.name })}
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
