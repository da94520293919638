import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function PolarAreaChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.polarArea')}
      option={{
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            roseType: 'area',
            radius: ['10%', '70%'],
            data: ['Africa', 'Asia', 'Europe', 'America', 'Antarctica', 'Australia'].map(
              (name, i) => ({ name, value: [19, 17.5, 15, 14.5, 11, 9][i] ?? 0 }),
            ),
          },
        ],
      }}
    />
  );
}
