import { Button, Menu, Text } from '@mantine/core';
import { RiDeleteBinLine, RiFileCopyLine, RiSearchLine, RiSettings4Line } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function MenuSections() {
  const { t } = useTranslation('ui-demo');
  return (
    <Menu width={220} shadow="md">
      <Menu.Target>
        <Button>{t('sample.actions')}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('sample.application')}</Menu.Label>
        <Menu.Item leftSection={<RiSettings4Line size={16} />}>{t('sample.settings')}</Menu.Item>
        <Menu.Item
          leftSection={<RiSearchLine size={16} />}
          rightSection={
            <Text size="xs" c="dimmed" dir="ltr">
              Ctrl+K
            </Text>
          }
        >
          {t('sample.search')}
        </Menu.Item>
        <Menu.Item leftSection={<RiFileCopyLine size={16} />}>{t('sample.duplicate')}</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{t('sample.dangerZone')}</Menu.Label>
        <Menu.Item color="red" leftSection={<RiDeleteBinLine size={16} />}>
          {t('sample.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
