import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function DonutChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.donut')}
      option={{
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['45%', '70%'],
            data: [
              { name: t('charts.operational'), value: 42 },
              { name: t('charts.networking'), value: 23 },
              { name: t('charts.hiring'), value: 18 },
              { name: t('charts.rnd'), value: 17 },
            ],
          },
        ],
      }}
    />
  );
}
