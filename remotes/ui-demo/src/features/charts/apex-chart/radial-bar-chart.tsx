import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function RadialBarChart() {
  const { t } = useTranslation('ui-demo');
  const labels = [t('charts.comments'), t('charts.replies'), t('charts.shares')];
  return (
    <ThemedChart
      aria-label={t('charts.radialBar')}
      option={{
        tooltip: {},
        polar: { radius: ['20%', '80%'] },
        angleAxis: { max: 100, startAngle: 90, show: false },
        radiusAxis: { type: 'category', data: labels, show: false },
        series: [
          {
            type: 'bar',
            coordinateSystem: 'polar',
            colorBy: 'data',
            roundCap: true,
            data: [80, 50, 35],
            label: { show: true, position: 'start', formatter: '{b}: {c}%' },
          },
        ],
      }}
    />
  );
}
