import { Box, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { activeLocale, formatDate } from '@portal/design/base';
import { formatMoney } from '@portal/contract/money';
import type { Invoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const day = (iso: string) =>
  formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });

/** The invoice's payments: a table, or on a phone one block per payment with every column. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const rows = invoice.payments.map((payment) => ({
    id: payment.id,
    cells: [
      [t('invoice.payment.date'), day(payment.date)],
      [t('invoice.payment.method'), t(`paymentMethods.${payment.method}`)],
      [t('invoice.payment.amount'), formatMoney(payment.amount, invoice.currency, activeLocale())],
      [t('invoice.payment.note'), payment.note],
      [t('invoice.payments.recordedBy'), payment.recordedBy],
    ] as const,
  }));
  const headers = rows[0]?.cells.map(([label]) => label) ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h4" id="payments-title" mb="md">
        {t('invoice.payments.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('invoice.payments.empty')}</Text>
      ) : (
        <>
          <Table visibleFrom="sm">
            <Table.Caption>{t('invoice.payments.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {headers.map((header, index) => (
                  <Table.Th key={header} ta={index === 2 ? 'end' : undefined}>
                    {header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.cells.map(([label, value], index) => (
                    <Table.Td key={label} ta={index === 2 ? 'end' : undefined}>
                      <bdi>{value}</bdi>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap="xs" hiddenFrom="sm" role="list" aria-label={t('invoice.payments.caption')}>
            {rows.map((row) => (
              <Paper key={row.id} withBorder p="xs" role="listitem">
                <Box component="dl" m={0}>
                  {row.cells.map(([label, value]) => (
                    <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
                      <Text component="dt" size="sm" c="dimmed">
                        {label}
                      </Text>
                      <Text component="dd" size="sm" m={0} ta="end">
                        <bdi>{value}</bdi>
                      </Text>
                    </Group>
                  ))}
                </Box>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Card>
  );
}
