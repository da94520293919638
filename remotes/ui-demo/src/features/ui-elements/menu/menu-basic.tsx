import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const POSITIONS = ['bottom', 'top', 'left', 'right'] as const;

export default function MenuBasic() {
  const { t } = useTranslation('ui-demo');
  return (
    <Group>
      {POSITIONS.map((position) => (
        <Menu key={position} position={position} withArrow>
          <Menu.Target>
            <Button variant="light">{t(`sample.position.${position}`)}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>{t('sample.first')}</Menu.Item>
            <Menu.Item>{t('sample.second')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ))}
      <Menu trigger="hover" openDelay={100} closeDelay={300}>
        <Menu.Target>
          <Button variant="outline">{t('sample.onHover')}</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item>{t('sample.first')}</Menu.Item>
          <Menu.Item>{t('sample.second')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
