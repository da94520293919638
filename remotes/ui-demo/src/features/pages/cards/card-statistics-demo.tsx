import { SimpleGrid } from '@mantine/core';
import { StatCard, formatCurrency, formatNumber } from '@portal/design/base';
import { RiMoneyDollarCircleLine, RiShoppingCartLine, RiUserLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function CardStatisticsDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <StatCard
        title={t('cards.stats.revenue')}
        value={formatCurrency(42_389, 'USD')}
        trend={12.5}
        icon={<RiMoneyDollarCircleLine size={22} aria-hidden />}
        color="green"
        caption={t('cards.stats.lastMonth')}
      />
      <StatCard
        title={t('cards.stats.orders')}
        value={formatNumber(1_286)}
        trend={-3.2}
        icon={<RiShoppingCartLine size={22} aria-hidden />}
        caption={t('cards.stats.lastMonth')}
      />
      <StatCard
        title={t('cards.stats.customers')}
        value={formatNumber(8_549)}
        trend={8}
        icon={<RiUserLine size={22} aria-hidden />}
        color="orange"
        caption={t('cards.stats.lastMonth')}
      />
    </SimpleGrid>
  );
}
