import { Group, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_COLORS } from '../../../lib/demo-colors';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function SwitchDemo() {
  const { t } = useTranslation('ui-demo');
  const [withLabels, setWithLabels] = useState(false);
  return (
    <Stack>
      <Group>
        {SIZES.map((size) => (
          <Switch key={size} size={size} label={size} defaultChecked />
        ))}
      </Group>
      <Group>
        <Switch
          label={t('field.withLabels')}
          onLabel={t('field.on')}
          offLabel={t('field.off')}
          size="lg"
          checked={withLabels}
          onChange={(event) => setWithLabels(event.currentTarget.checked)}
          // Off, Mantine writes the label in gray 6 on gray 3 (2.5:1): the page's text colour instead.
          styles={
            withLabels
              ? undefined
              : { track: { '--switch-text-color': 'var(--mantine-color-text)' } }
          }
        />
        <Switch label={t('field.disabled')} disabled />
      </Group>
      <Group>
        {DEMO_COLORS.map(({ color, key }) => (
          <Switch key={color} color={color} label={t(key)} defaultChecked />
        ))}
      </Group>
      <Switch.Group label={t('field.notifications')} defaultValue={['email']}>
        <Group mt="xs">
          <Switch value="email" label={t('field.email')} />
          <Switch value="sms" label={t('field.sms')} />
        </Group>
      </Switch.Group>
    </Stack>
  );
}
