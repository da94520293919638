import { ActionIcon, Button, Card, Collapse, Group, LoadingOverlay, Text } from '@mantine/core';
import { RiArrowUpSLine, RiCloseLine, RiRefreshLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function CardActionsDemo() {
  const { t } = useTranslation('ui-demo');
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState(false);
  const [removed, setRemoved] = useState(false);
  if (removed) return <Button onClick={() => setRemoved(false)}>{t('sample.reset')}</Button>;
  const refresh = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1200);
  };
  return (
    <Card withBorder pos="relative">
      <LoadingOverlay visible={loading} loaderProps={{ 'aria-label': t('sample.loading') }} />
      <Group justify="space-between">
        <Text fw={600}>{t('cards.actions.title')}</Text>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={open ? t('cards.actions.collapse') : t('cards.actions.expand')}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            <RiArrowUpSLine size={18} style={{ transform: open ? undefined : 'rotate(180deg)' }} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={t('cards.actions.refresh')} onClick={refresh}>
            <RiRefreshLine size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('cards.actions.remove')}
            onClick={() => setRemoved(true)}
          >
            <RiCloseLine size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Collapse expanded={open}>
        <Text size="sm" mt="sm">
          {t('sample.lorem')}
        </Text>
      </Collapse>
    </Card>
  );
}
