import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/months';

export default function LineAreaChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.lineArea')}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', boundaryGap: false, data: monthNames(12) },
        yAxis: { type: 'value' },
        series: [
          {
            name: t('charts.visits'),
            type: 'line',
            stack: 'all',
            areaStyle: { opacity: 0.4 },
            data: [40, 55, 45, 75, 65, 55, 70, 60, 100, 98, 90, 120],
          },
          {
            name: t('charts.clicks'),
            type: 'line',
            stack: 'all',
            areaStyle: { opacity: 0.4 },
            data: [60, 80, 70, 110, 80, 100, 90, 180, 160, 140, 200, 220],
          },
          {
            name: t('charts.sales'),
            type: 'line',
            stack: 'all',
            areaStyle: { opacity: 0.4 },
            data: [80, 125, 105, 130, 215, 195, 140, 160, 230, 300, 220, 170],
          },
        ],
      }}
    />
  );
}
