import { ActionIcon, Button, Group, Stack } from '@mantine/core';
import { RiHeartLine, RiSendPlaneLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function ButtonSizes() {
  const { t } = useTranslation('ui-demo');
  const [loading, setLoading] = useState(false);
  const send = () => {
    setLoading(true);
    setTimeout(() => setLoading(false), 1500);
  };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            {size}
          </Button>
        ))}
      </Group>
      <Group gap="xs">
        <ActionIcon variant="light" aria-label={t('sample.favourite')}>
          <RiHeartLine size={18} />
        </ActionIcon>
        <Button
          leftSection={<RiSendPlaneLine size={16} aria-hidden />}
          loading={loading}
          onClick={send}
        >
          {t('sample.send')}
        </Button>
      </Group>
      <Button fullWidth variant="light">
        {t('sample.fullWidth')}
      </Button>
    </Stack>
  );
}
