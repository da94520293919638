import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The remote's landing page until its own screens arrive. */
export default function HomePage() {
  const { t } = useTranslation('profile');
  const title = t('home.title');
  useEffect(() => {
    document.title = `${title} | HostDesk`;
  }, [title]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{t('home.body')}</Text>
    </Stack>
  );
}
