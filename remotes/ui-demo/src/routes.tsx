import { messageLoader, type MenuEntry, type RemoteRouteTable } from '@portal/design';
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
import { paths } from './config/paths';

/** The ui-demo messages of one language; English for a language it does not have. */
export const loadMessages = messageLoader({
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
});

type Load = () => Promise<{ default: ComponentType }>;
const c = paths.components;

/** Lazily loaded page of each demo route. */
const pages: [string, Load][] = [
  [paths.home.path, () => import('./features/home/components/home-page')],
  [c.alert.path, () => import('./features/ui-elements/alert/alert-page')],
  [c.avatar.path, () => import('./features/ui-elements/avatar/avatar-page')],
  [c.badge.path, () => import('./features/ui-elements/badge/badge-page')],
  [c.button.path, () => import('./features/ui-elements/button/button-page')],
  [c.chip.path, () => import('./features/ui-elements/chip/chip-page')],
  [c.dialog.path, () => import('./features/ui-elements/dialog/dialog-page')],
  [
    c.expansionPanel.path,
    () => import('./features/ui-elements/expansion-panel/expansion-panel-page'),
  ],
  [c.list.path, () => import('./features/ui-elements/list/list-page')],
  [c.menu.path, () => import('./features/ui-elements/menu/menu-page')],
  [c.pagination.path, () => import('./features/ui-elements/pagination/pagination-page')],
  [
    c.progressCircular.path,
    () => import('./features/ui-elements/progress-circular/progress-circular-page'),
  ],
  [
    c.progressLinear.path,
    () => import('./features/ui-elements/progress-linear/progress-linear-page'),
  ],
  [c.snackbar.path, () => import('./features/ui-elements/snackbar/snackbar-page')],
  [c.tabs.path, () => import('./features/ui-elements/tabs/tabs-page')],
  [c.timeline.path, () => import('./features/ui-elements/timeline/timeline-page')],
  [c.tooltip.path, () => import('./features/ui-elements/tooltip/tooltip-page')],
];

const GROUP_ICONS: ComponentType<{ size?: number | string }>[] = [
  RiLayoutGridLine,
  RiEditBoxLine,
  RiBarChart2Line,
  RiPuzzleLine,
  RiFileList2Line,
  RiAppsLine,
  RiGlobalLine,
];

const menu: MenuEntry[] = catalog.map((group, index) => ({
  titleKey: `ui-demo:${group.titleKey}`,
  ...(index === 0 ? { sectionKey: 'ui-demo:menu.section' } : {}),
  icon: GROUP_ICONS[index],
  order: 500 + index * 10,
  children: group.entries.map((item, position) => ({
    titleKey: `ui-demo:${item.titleKey}`,
    to: item.path,
    order: position * 10,
  })),
}));

/** The ui-demo remote's contribution to the portal: the template's demo pages. */
const routeTable: RemoteRouteTable = {
  namespace: 'ui-demo',
  loadMessages,
  routes: pages.map(([path, load]) => ({ path, load })),
  menu,
};

export default routeTable;
