import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../lib/months';

export default function LineChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.line')}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { top: 0 },
        xAxis: { type: 'category', data: monthNames(10) },
        yAxis: { type: 'value' },
        series: [
          { name: 'Europe', type: 'line', data: [80, 150, 180, 270, 210, 160, 160, 202, 265, 210] },
          { name: 'Asia', type: 'line', data: [80, 125, 105, 130, 215, 195, 140, 160, 230, 300] },
          { name: 'Africa', type: 'line', data: [80, 99, 82, 90, 115, 115, 74, 75, 130, 155] },
        ],
      }}
    />
  );
}
