import { Grid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const FIELDS = ['name', 'email', 'phone'] as const;

export default function LayoutHorizontal() {
  const { t } = useTranslation('ui-demo');
  return (
    <Grid align="center">
      {FIELDS.map((field) => (
        <Grid.Col key={field} span={12}>
          <Grid align="center">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Text component="label" htmlFor={`horizontal-${field}`} fw={500} size="sm">
                {t(`field.${field}`)}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 9 }}>
              <TextInput id={`horizontal-${field}`} />
            </Grid.Col>
          </Grid>
        </Grid.Col>
      ))}
    </Grid>
  );
}
