import { Avatar, Group, Indicator } from '@mantine/core';
import { RiNotification3Line } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

const POSITIONS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;
const MAX = 99;

export default function BadgeIndicator() {
  const { t } = useTranslation('ui-demo');
  const unread = 120;
  return (
    <Group gap="xl">
      {POSITIONS.map((position) => (
        <Indicator
          key={position}
          position={position}
          color="red"
          processing={position === 'top-end'}
        >
          <Avatar name="Ada Lovelace" color="blue" />
        </Indicator>
      ))}
      <Indicator label={unread > MAX ? `${MAX}+` : unread} size={18} color="red.9" autoContrast>
        <Avatar color="gray" variant="light">
          <RiNotification3Line
            size={18}
            aria-label={t('sample.notifications', { count: unread })}
          />
        </Avatar>
      </Indicator>
    </Group>
  );
}
