import { List, ThemeIcon } from '@mantine/core';
import { RiCheckLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function ListSimple() {
  const { t } = useTranslation('ui-demo');
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon color="green" size={20} radius="xl">
          <RiCheckLine size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      <List.Item>{t('sample.first')}</List.Item>
      <List.Item>{t('sample.second')}</List.Item>
      <List.Item>
        {t('sample.third')}
        <List withPadding listStyleType="disc">
          <List.Item>{t('sample.nested')}</List.Item>
        </List>
      </List.Item>
    </List>
  );
}
