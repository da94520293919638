import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/months';

export default function BarChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.bar')}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: monthNames(6) },
        yAxis: { type: 'value' },
        series: [
          {
            name: t('charts.sales'),
            type: 'bar',
            stack: 'total',
            data: [90, 120, 70, 140, 100, 130],
          },
          {
            name: t('charts.returns'),
            type: 'bar',
            stack: 'total',
            data: [10, 25, 15, 20, 12, 18],
          },
        ],
      }}
    />
  );
}
