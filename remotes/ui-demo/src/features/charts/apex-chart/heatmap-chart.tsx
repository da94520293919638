import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

const HOURS = ['0h', '4h', '8h', '12h', '16h', '20h'];
const DAYS = 7;
const DATA = Array.from({ length: DAYS * HOURS.length }, (_, i) => {
  const day = Math.floor(i / HOURS.length);
  const hour = i % HOURS.length;
  return [hour, day, (day * 7 + hour * 13) % 50];
});

export default function HeatmapChart() {
  const { t } = useTranslation('ui-demo');
  const days = Array.from({ length: DAYS }, (_, i) => `${t('charts.day')} ${i + 1}`);
  return (
    <ThemedChart
      aria-label={t('charts.heatmap')}
      option={{
        tooltip: { position: 'top' },
        grid: { containLabel: true, bottom: 60 },
        xAxis: { type: 'category', data: HOURS },
        yAxis: { type: 'category', data: days },
        visualMap: {
          min: 0,
          max: 50,
          orient: 'horizontal',
          left: 'center',
          bottom: 0,
          calculable: true,
        },
        series: [{ name: t('charts.visits'), type: 'heatmap', data: DATA }],
      }}
    />
  );
}
