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
        xAxis: { type: 'category', data: monthNames(12) },
        yAxis: { type: 'value' },
        series: [
          {
            name: t('charts.sales'),
            type: 'bar',
            itemStyle: { borderRadius: [6, 6, 0, 0] },
            barWidth: '40%',
            data: [275, 90, 190, 205, 125, 85, 55, 87, 127, 150, 230, 280],
          },
        ],
      }}
    />
  );
}
