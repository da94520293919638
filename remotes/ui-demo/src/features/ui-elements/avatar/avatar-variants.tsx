import { Avatar, Group } from '@mantine/core';
import { RiStarLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function AvatarVariants() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      <Avatar color="blue" name="John Doe" />
      <Avatar color="green" variant="filled" autoContrast name="Grace Hopper" />
      <Avatar color="orange" variant="outline">
        <RiStarLine size={18} aria-label={t('sample.favourite')} />
      </Avatar>
      <Avatar radius="sm" color="cyan" variant="light" name="Alan Turing" />
      <Avatar alt={t('sample.noImage')} />
    </Group>
  );
}
