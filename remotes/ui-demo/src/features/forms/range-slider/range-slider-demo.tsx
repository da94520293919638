import { RangeSlider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function RangeSliderDemo() {
  const { t } = useTranslation('ui-demo');
  const [range, setRange] = useState<[number, number]>([20, 80]);
  return (
    <Stack gap="xl">
      <div>
        <Text size="sm" id="price-range">
          {t('field.priceRange', { min: range[0], max: range[1] })}
        </Text>
        <RangeSlider
          value={range}
          onChange={setRange}
          minRange={10}
          thumbFromLabel={t('field.minimum')}
          thumbToLabel={t('field.maximum')}
        />
      </div>
      <RangeSlider
        defaultValue={[25, 75]}
        step={25}
        marks={[0, 25, 50, 75, 100].map((value) => ({ value, label: `${value}%` }))}
        color="green"
        thumbFromLabel={t('field.minimum')}
        thumbToLabel={t('field.maximum')}
      />
    </Stack>
  );
}
