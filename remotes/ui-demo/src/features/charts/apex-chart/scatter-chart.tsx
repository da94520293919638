import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

/** Deterministic points: the same picture on every render. */
const points = (offset: number) =>
  Array.from({ length: 20 }, (_, i) => [
    i + 1,
    Math.round(20 + offset + 15 * Math.sin(i * offset)),
  ]);

export default function ScatterChart() {
  const { t } = useTranslation('ui-demo');
  return (
    <ThemedChart
      aria-label={t('charts.scatter')}
      option={{
        tooltip: { trigger: 'item' },
        legend: { top: 0 },
        xAxis: { type: 'value', name: t('charts.day') },
        yAxis: { type: 'value' },
        series: [
          { name: 'Angular', type: 'scatter', data: points(1) },
          { name: 'React', type: 'scatter', data: points(2) },
          { name: 'Vue', type: 'scatter', data: points(3) },
        ],
      }}
    />
  );
}
