import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** What an unknown invoice id shows: a clear message and a way back to the list. */
export function InvoiceNotFound({ id }: { id: string }) {
  const { t } = useTranslation('billing');
  return (
    <Card withBorder padding="xl" role="alert">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {t('invoice.notFound.title')}
        </Title>
        <Text>{t('invoice.notFound.message', { id })}</Text>
        <Anchor component={Link} to={paths.invoice.list.href()}>
          {t('invoice.notFound.back')}
        </Anchor>
      </Stack>
    </Card>
  );
}
