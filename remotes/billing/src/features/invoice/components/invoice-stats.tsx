import { SimpleGrid } from '@mantine/core';
import { StatCard, activeLocale, formatNumber } from '@portal/design/base';
import { formatMoney, sumMinor, toMinor } from '@portal/contract/money';
import type { Invoice } from '@portal/contract';
import {
  RiAlarmWarningLine,
  RiFileList3Line,
  RiHandCoinLine,
  RiWallet3Line,
} from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { useInvoices } from '../api/get-invoices';

/** Figures of all invoices (USD, the demo's currency), summed in minor units. */
export function invoiceStats(invoices: readonly Invoice[]) {
  const totals = invoices.map((invoice) => toMinor(invoice.total, invoice.currency));
  const balances = invoices.map((invoice) => toMinor(invoice.balance, invoice.currency));
  const invoiced = sumMinor(totals);
  const outstanding = sumMinor(balances.filter((balance) => balance > 0));
  const paid = sumMinor(totals.map((total, index) => total - (balances[index] ?? 0)));
  const pastDue = invoices.filter((invoice) => invoice.invoiceStatus === 'Past Due');
  return {
    count: invoices.length,
    invoiced,
    paid,
    outstanding,
    pastDueCount: pastDue.length,
    pastDue: sumMinor(pastDue.map((invoice) => toMinor(invoice.balance, invoice.currency))),
  };
}

/** Four cards over every invoice: invoiced, paid, outstanding, past due (from the API). */
export function InvoiceStats() {
  const { t } = useTranslation('billing');
  const all = useInvoices({ page: 1, itemsPerPage: -1 });
  const stats = all.data ? invoiceStats(all.data.invoices) : null;
  const money = (minor: number) => formatMoney(minor, 'USD', activeLocale());
  const value = (text: (s: NonNullable<typeof stats>) => string) =>
    stats ? text(stats) : all.isError ? '—' : '…';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <StatCard
        title={t('invoice.stats.invoiced')}
        value={value((s) => money(s.invoiced))}
        caption={
          stats
            ? t('invoice.stats.invoiceCount', {
                count: stats.count,
                formatted: formatNumber(stats.count),
              })
            : undefined
        }
        icon={<RiFileList3Line size={22} aria-hidden />}
        color="blue"
      />
      <StatCard
        title={t('invoice.stats.paid')}
        value={value((s) => money(s.paid))}
        icon={<RiHandCoinLine size={22} aria-hidden />}
        color="green"
      />
      <StatCard
        title={t('invoice.stats.outstanding')}
        value={value((s) => money(s.outstanding))}
        icon={<RiWallet3Line size={22} aria-hidden />}
        color="yellow"
      />
      <StatCard
        title={t('invoice.stats.pastDue')}
        value={value((s) => money(s.pastDue))}
        caption={
          stats
            ? t('invoice.stats.invoiceCount', {
                count: stats.pastDueCount,
                formatted: formatNumber(stats.pastDueCount),
              })
            : undefined
        }
        icon={<RiAlarmWarningLine size={22} aria-hidden />}
        color="red"
      />
    </SimpleGrid>
  );
}
