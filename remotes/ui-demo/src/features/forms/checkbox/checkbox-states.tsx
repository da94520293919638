import { Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

export default function CheckboxStates() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <Group>
        <Checkbox label={t('field.checked')} defaultChecked />
        <Checkbox label={t('field.unchecked')} />
        <Checkbox label={t('field.indeterminate')} indeterminate readOnly />
        <Checkbox label={t('field.disabled')} disabled />
      </Group>
      <Group>
        {DEMO_COLORS.map(({ color, key }) => (
          <Checkbox key={color} color={color} label={t(key)} defaultChecked />
        ))}
      </Group>
    </Stack>
  );
}
