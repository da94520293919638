import { Group, Slider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function SliderDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group align="flex-start" wrap="nowrap">
      <Stack gap="xl" style={{ flex: 1 }}>
        <Slider defaultValue={40} thumbLabel={t('field.volume')} />
        <Slider
          defaultValue={50}
          step={10}
          marks={[
            { value: 0, label: '0' },
            { value: 50, label: '50' },
            { value: 100, label: '100' },
          ]}
          thumbLabel={t('field.steps')}
        />
        <Slider defaultValue={30} labelAlwaysOn color="green" thumbLabel={t('field.label')} />
        <Slider defaultValue={60} inverted thumbLabel={t('field.inverted')} />
        <Slider defaultValue={20} disabled thumbLabel={t('field.disabled')} />
      </Stack>
      <Slider orientation="vertical" defaultValue={50} h={180} thumbLabel={t('field.vertical')} />
    </Group>
  );
}
