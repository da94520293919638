import { Button, Card, Divider, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingResponse, Charge } from '@portal/contract';
import { formatDate, StatusBadge, type ListColumn, loadedQuery, WholeTable } from '@portal/design';
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
  const columns: ListColumn<Charge>[] = [
    {
      id: 'date',
      title: t('history.date'),
      toggleable: false,
      render: (charge) => formatDate(charge.date),
    },
    {
      id: 'plan',
      title: t('history.plan'),
      toggleable: false,
      render: (charge) => t(`billing.plans.${charge.plan}`),
    },
    {
      id: 'amount',
      title: t('history.total'),
      kind: 'money',
      toggleable: false,
      render: (charge) => money(charge.amount),
    },
    {
      id: 'status',
      title: t('history.status'),
      toggleable: false,
      render: (charge) => (
        <StatusBadge color={charge.status === 'paid' ? 'teal' : 'red'}>
          {t(`history.statuses.${charge.status}`)}
        </StatusBadge>
      ),
    },
    {
      id: 'actions',
      title: t('sessions.actions'),
      toggleable: false,
      render: (charge) => (
        <Button
          size="xs"
          variant="default"
          aria-label={t('history.receiptOne', { date: formatDate(charge.date) })}
          onClick={() => setOpen(charge)}
        >
          {t('history.receipt')}
        </Button>
      ),
    },
  ];
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h4">
          {t('history.title')}
        </Title>
        <WholeTable
          label={t('history.caption')}
          storageKey="profile.charges"
          query={loadedQuery(billing.charges)}
          columns={columns}
          emptyText={t('history.empty')}
        />
      </Stack>
      {open && <Receipt charge={open} billing={billing} onClose={() => setOpen(null)} />}
    </Card>
  );
}
