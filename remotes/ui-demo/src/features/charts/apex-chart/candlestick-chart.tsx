import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

// [open, close, low, high] per day.
const PRICES = [
  [20, 34, 10, 38],
  [40, 35, 30, 50],
  [31, 38, 28, 44],
  [38, 15, 5, 42],
  [15, 25, 12, 30],
  [25, 36, 22, 40],
  [36, 30, 26, 41],
  [30, 45, 28, 49],
  [45, 40, 35, 52],
  [40, 48, 38, 55],
];

export default function CandlestickChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.candlestick')}
      option={{
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: PRICES.map((_, i) => `${t('charts.day')} ${i + 1}`) },
        yAxis: { type: 'value', scale: true },
        series: [{ name: t('charts.price'), type: 'candlestick', data: PRICES }],
      }}
    />
  );
}
