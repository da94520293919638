import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function HorizontalBarChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.horizontalBar')}
      option={{
        tooltip: { trigger: 'axis' },
        grid: { containLabel: true },
        xAxis: { type: 'value' },
        yAxis: { type: 'category', data: ['France', 'Spain', 'Morocco', 'Chile', 'Argentina'] },
        series: [
          {
            name: t('charts.sales'),
            type: 'bar',
            data: [700, 350, 480, 600, 210],
            barWidth: '50%',
          },
        ],
      }}
    />
  );
}
