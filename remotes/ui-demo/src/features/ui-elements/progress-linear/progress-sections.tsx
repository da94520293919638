import { Progress, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export default function ProgressSections() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <Progress.Root size={24}>
        <Progress.Section value={45} color="blue.9" aria-label={t('sample.documents')}>
          <Progress.Label>{t('sample.documents')}</Progress.Label>
        </Progress.Section>
        <Progress.Section value={25} color="grape.9" aria-label={t('sample.photos')}>
          <Progress.Label>{t('sample.photos')}</Progress.Label>
        </Progress.Section>
        <Progress.Section value={15} color="teal.9" aria-label={t('sample.other')}>
          <Progress.Label>{t('sample.other')}</Progress.Label>
        </Progress.Section>
      </Progress.Root>
    </Stack>
  );
}
