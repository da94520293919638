import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function RadarChart() {
  const { t } = useTranslation('ui-demo');
  const skills = ['battery', 'brand', 'camera', 'memory', 'storage', 'display'];
  return (
    <ThemedChart
      aria-label={t('charts.radar')}
      option={{
        tooltip: {},
        legend: { bottom: 0 },
        radar: { indicator: skills.map((key) => ({ name: t(`charts.skills.${key}`), max: 100 })) },
        series: [
          {
            type: 'radar',
            areaStyle: { opacity: 0.3 },
            data: [
              { name: 'iPhone 15', value: [41, 64, 81, 60, 42, 42] },
              { name: 'Galaxy S24', value: [65, 46, 42, 25, 58, 63] },
            ],
          },
        ],
      }}
    />
  );
}
