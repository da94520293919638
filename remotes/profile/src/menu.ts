import type { MenuEntry } from '@portal/design/base';
import { RiUserSettingsLine } from '@remixicon/react';
import { paths } from './config/paths';

/** The profile menu: plain data, written to `menu.json` by the build for the shell. */
const menu: MenuEntry[] = [
  {
    titleKey: 'profile:menu.profile',
    to: paths.profile.tab.href('account'),
    icon: RiUserSettingsLine,
    section: 'customers',
    order: 30,
  },
];

export default menu;
