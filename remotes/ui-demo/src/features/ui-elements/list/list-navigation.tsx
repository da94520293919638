import { NavLink } from '@mantine/core';
import { RiHome4Line, RiSettings4Line, RiUserLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ITEMS = [
  { key: 'sample.home', icon: RiHome4Line },
  { key: 'sample.profile', icon: RiUserLine },
  { key: 'sample.settings', icon: RiSettings4Line },
];

export default function ListNavigation() {
  const { t } = useTranslation('ui-demo');
  const [active, setActive] = useState(0);
  return (
    <nav aria-label={t('components.list.navigation')}>
      {ITEMS.map(({ key, icon: Icon }, index) => (
        <NavLink
          key={key}
          component="button"
          label={t(key)}
          description={index === 0 ? t('sample.threeLine') : undefined}
          leftSection={<Icon size={18} aria-hidden />}
          active={index === active}
          aria-current={index === active ? 'page' : undefined}
          onClick={() => setActive(index)}
        />
      ))}
    </nav>
  );
}
