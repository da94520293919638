import {
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingResponse, Charge } from '@portal/contract';
import { formatDate } from '@portal/design';
import { money } from './money';

/** Only the receipt is printed while it is open. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .hd-receipt, .hd-receipt * { visibility: visible !important; }
  .hd-receipt { position: absolute; inset: 0; }
  .hd-receipt-actions { display: none !important; }
}`;

function Receipt({
  charge,
  billing,
  onClose,
}: {
  charge: Charge;
  billing: BillingResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation('profile');
  const { billingAddress: address } = billing;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('history.receiptTitle', { id: charge.id })}
      size="lg"
      centered
    >
      <style>{PRINT_CSS}</style>
      <Stack className="hd-receipt" gap="sm">
        <Text fw={700}>HostDesk</Text>
        <Text size="sm">
          {t('history.receiptFor', { id: charge.id, date: formatDate(charge.date) })}
        </Text>
        {(address.company || address.taxId) && (
          <Text size="sm">
            {[address.company, address.address, address.zip, address.country]
              .filter(Boolean)
              .join(', ')}
            {address.taxId ? ` · ${t('address.taxId')}: ${address.taxId}` : ''}
          </Text>
        )}
        <Divider />
        <Table aria-label={t('history.receiptTitle', { id: charge.id })}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">
                {t('history.planLine', {
                  plan: t(`billing.plans.${charge.plan}`),
                  cycle: t(`billing.cycles.${charge.cycle}`),
                })}
              </Table.Th>
              <Table.Td ta="end">{money(charge.amount + charge.credit)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('billing.credit')}</Table.Th>
              <Table.Td ta="end">−{money(charge.credit)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('history.total')}</Table.Th>
              <Table.Td ta="end" fw={700}>
                {money(charge.amount)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm">
          {t(`history.statuses.${charge.status}`)}
          {charge.card ? ` · ${charge.card}` : ''}
        </Text>
        <Group justify="flex-end" className="hd-receipt-actions">
          <Button variant="default" onClick={onClose}>
            {t('history.close')}
          </Button>
          <Button onClick={() => window.print()}>{t('history.print')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The account's plan charges, each with a printable receipt. */
export function HistoryCard({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState<Charge | null>(null);
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('history.title')}
        </Title>
        {billing.charges.length === 0 ? (
          <Text size="sm">{t('history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Caption>{t('history.caption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.date')}</Table.Th>
                  <Table.Th>{t('history.plan')}</Table.Th>
                  <Table.Th ta="end">{t('history.total')}</Table.Th>
                  <Table.Th>{t('history.status')}</Table.Th>
                  <Table.Th>{t('sessions.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {billing.charges.map((charge) => (
                  <Table.Tr key={charge.id}>
                    <Table.Td>{formatDate(charge.date)}</Table.Td>
                    <Table.Td>{t(`billing.plans.${charge.plan}`)}</Table.Td>
                    <Table.Td ta="end">{money(charge.amount)}</Table.Td>
                    <Table.Td>
                      <Badge color={charge.status === 'paid' ? 'teal.9' : 'red.9'} variant="filled">
                        {t(`history.statuses.${charge.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('history.receiptOne', { date: formatDate(charge.date) })}
                        onClick={() => setOpen(charge)}
                      >
                        {t('history.receipt')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {open && <Receipt charge={open} billing={billing} onClose={() => setOpen(null)} />}
    </Card>
  );
}
