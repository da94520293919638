import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

const points = (slope: number) =>
  Array.from({ length: 15 }, (_, i) => [i * 10, Math.round(slope * i * 10 + ((i * 37) % 40))]);

export default function ScatterChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.scatter')}
      option={{
        tooltip: { trigger: 'item' },
        legend: { top: 0 },
        xAxis: { type: 'value' },
        yAxis: { type: 'value' },
        series: [
          { name: 'iPhone', type: 'scatter', data: points(1.2) },
          { name: 'Samsung', type: 'scatter', data: points(0.8) },
          { name: 'OnePlus', type: 'scatter', data: points(0.4) },
        ],
      }}
    />
  );
}
