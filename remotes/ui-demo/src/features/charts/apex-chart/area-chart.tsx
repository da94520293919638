import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/months';

export default function AreaChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.area')}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', boundaryGap: false, data: monthNames(8) },
        yAxis: { type: 'value' },
        series: [
          {
            name: t('charts.visits'),
            type: 'line',
            smooth: true,
            areaStyle: {},
            data: [40, 55, 45, 75, 65, 90, 80, 110],
          },
          {
            name: t('charts.clicks'),
            type: 'line',
            smooth: true,
            areaStyle: {},
            data: [20, 30, 25, 40, 35, 50, 45, 60],
          },
        ],
      }}
    />
  );
}
