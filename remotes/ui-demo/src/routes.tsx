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
