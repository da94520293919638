import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The remote's landing page until its own screens arrive (the shell sets document.title). */
export default function HomePage() {
  const { t } = useTranslation('tickets');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      <Text>{t('home.body')}</Text>
    </Stack>
  );
}
