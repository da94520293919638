import { ThemedChart } from '@portal/design/base';
import { useTranslation } from 'react-i18next';

export default function RadarChart() {
  const { t } = useTranslation('ui-demo');
  const axes = ['sticker', 'tshirt', 'shoes', 'mug', 'cap', 'bag'];
  return (
    <ThemedChart
      aria-label={t('charts.radar')}
      option={{
        tooltip: {},
        legend: { bottom: 0 },
        radar: {
          shape: 'circle',
          indicator: axes.map((key) => ({ name: t(`charts.merch.${key}`), max: 100 })),
        },
        series: [
          {
            type: 'radar',
            data: [
              { name: 'Donuts', value: [65, 59, 90, 81, 56, 55] },
              { name: 'Pizza', value: [28, 48, 40, 19, 96, 27] },
            ],
          },
        ],
      }}
    />
  );
}
