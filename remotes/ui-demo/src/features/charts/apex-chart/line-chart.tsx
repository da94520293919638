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
        xAxis: { type: 'category', data: monthNames(12) },
        yAxis: { type: 'value' },
        series: [
          {
            name: t('charts.balance'),
            type: 'line',
            data: [280, 200, 220, 180, 270, 250, 70, 90, 200, 150, 160, 100],
          },
        ],
      }}
    />
  );
}
