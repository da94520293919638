import type { MenuEntry } from '@portal/design/base';
import {
  RiAppsLine,
  RiBarChart2Line,
  RiEditBoxLine,
  RiFileList2Line,
  RiGlobalLine,
  RiLayoutGridLine,
  RiPuzzleLine,
} from '@remixicon/react';
import type { ComponentType } from 'react';
import { catalog } from './config/catalog';

const GROUP_ICONS: ComponentType<{ size?: number | string }>[] = [
  RiLayoutGridLine,
  RiEditBoxLine,
  RiBarChart2Line,
  RiPuzzleLine,
  RiFileList2Line,
  RiAppsLine,
  RiGlobalLine,
];

/** The ui-demo menu, one group per catalog group: plain data, written to `menu.json` by the build. */
const menu: MenuEntry[] = catalog.map((group, index) => ({
  titleKey: `ui-demo:${group.titleKey}`,
  section: 'template',
  icon: GROUP_ICONS[index],
  order: 30 + index * 5,
  children: group.entries.map((item, position) => ({
    titleKey: `ui-demo:${item.titleKey}`,
    to: item.path,
    ...(item.ability ? { ability: item.ability } : {}),
    order: position * 10,
  })),
}));

export default menu;
