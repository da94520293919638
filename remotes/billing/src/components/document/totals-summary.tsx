import { Group, Stack, Text } from '@mantine/core';
import { activeLocale, formatNumber } from '@portal/design/base';
import { formatMoney, invoiceTotals, type Minor, type MoneyLine } from '@portal/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface TotalsSummaryProps {
  /** The lines to total (minor units); e.g. `parsedLines(rows, currency)` while editing. */
  lines: readonly MoneyLine[];
  /** ISO currency of the amounts. */
  currency: string;
  /** Minor units already paid; when given, "Paid" and "Balance" rows follow. Default: none. */
  paid?: Minor;
  /** Accessible name of the summary. Default: "Totals". */
  label?: string;
}

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  // The total row is ruled off with a border: a separator element may not sit in a <dl>.
  return (
    <Group
      justify="space-between"
      gap="xl"
      wrap="nowrap"
      pt={strong ? 6 : 0}
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text component="dt" size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={strong ? 700 : 500} m={0} ta="end">
        <bdi>{value}</bdi>
      </Text>
    </Group>
  );
}

/**
 * Subtotal, discount, tax per rate, total (and paid/balance) of `lines`, from the money module
 * (`invoiceTotals`), formatted in the active language.
 */
export function TotalsSummary({ lines, currency, paid, label }: TotalsSummaryProps) {
  const { t } = useTranslation('billing');
  const totals = invoiceTotals(lines);
  const money = (minor: Minor) => formatMoney(minor, currency, activeLocale());
  return (
    <Stack
      component="dl"
      gap={6}
      m={0}
      aria-label={label ?? t('document.totals')}
      miw={240}
      data-testid="totals-summary"
    >
      <Row label={t('document.subtotal')} value={money(totals.subtotal)} />
      {totals.discount !== 0 ? (
        <Row label={t('document.discountTotal')} value={money(-totals.discount)} />
      ) : null}
      {totals.taxByRate.map((rate) => (
        <Row
          key={rate.rate}
          label={t('document.taxAt', { rate: formatNumber(rate.rate) })}
          value={money(rate.tax)}
        />
      ))}
      <Row label={t('document.total')} value={money(totals.total)} strong />
      {paid !== undefined ? (
        <>
          <Row label={t('document.paid')} value={money(paid)} />
          {/* Overpaid: a credit in the client's favour, never a negative amount due. */}
          {totals.total - paid < 0 ? (
            <Row label={t('document.credit')} value={money(paid - totals.total)} strong />
          ) : (
            <Row label={t('document.balance')} value={money(totals.total - paid)} strong />
          )}
        </>
      ) : null}
    </Stack>
  );
}
