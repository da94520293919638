import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

// [x, y, size] per bubble.
const BUBBLES = [
  [20, 74, 20],
  [30, 72, 8],
  [40, 55, 12],
  [50, 60, 30],
  [60, 40, 16],
  [70, 35, 22],
  [80, 25, 10],
];

export default function BubbleChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.bubble')}
      option={{
        tooltip: { trigger: 'item' },
        xAxis: { type: 'value', name: t('charts.price') },
        yAxis: { type: 'value', name: t('charts.sales') },
        series: [
          {
            name: t('charts.sales'),
            type: 'scatter',
            data: BUBBLES,
            symbolSize: (value: number[]) => (value[2] ?? 10) * 1.5,
            itemStyle: { opacity: 0.7 },
          },
        ],
      }}
    />
  );
}
