import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { ThemedChart, formatCurrency } from '@portal/design/base';
import { RiLineChartLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/months';

export default function CardWidgetsDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder>
        <Group justify="space-between" mb="xs">
          <Text fw={600}>{t('cards.widgets.earnings')}</Text>
          <ThemeIcon variant="light" aria-hidden>
            <RiLineChartLine size={18} />
          </ThemeIcon>
        </Group>
        <Text size="xl" fw={700}>
          {formatCurrency(24_895, 'USD')}
        </Text>
        <ThemedChart
          height={140}
          aria-label={t('cards.widgets.earnings')}
          option={{
            grid: { left: 0, right: 0, top: 10, bottom: 20 },
            xAxis: { type: 'category', data: monthNames(7) },
            yAxis: { type: 'value', show: false },
            series: [
              { type: 'bar', data: [40, 65, 50, 45, 90, 55, 70], itemStyle: { borderRadius: 4 } },
            ],
          }}
        />
      </Card>
      <Card withBorder>
        <Text fw={600} mb="xs">
          {t('cards.widgets.sessions')}
        </Text>
        <ThemedChart
          height={180}
          aria-label={t('cards.widgets.sessions')}
          option={{
            series: [
              {
                type: 'gauge',
                progress: { show: true, width: 12 },
                axisLine: { lineStyle: { width: 12 } },
                detail: { formatter: '{value}%', fontSize: 20 },
                data: [{ value: 78 }],
              },
            ],
          }}
        />
      </Card>
    </SimpleGrid>
  );
}
