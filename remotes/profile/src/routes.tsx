import { messageLoader, type RemoteRouteTable } from '@portal/design/base';
import { paths } from './config/paths';
import menu from './menu';

/** The profile messages of one language; English for a language it does not have. */
export const loadMessages = messageLoader({
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
});

const profilePage = () => import('./pages/profile-page');
const redirectPage = () => import('./pages/profile-redirect');

/**
 * The profile remote: the signed-in account's own settings. No route needs an ability: every
 * signed-in account manages its own profile (the API checks only the session).
 */
const routeTable: RemoteRouteTable = {
  namespace: 'profile',
  loadMessages,
  routes: [
    { path: paths.profile.root.path, load: redirectPage },
    { path: paths.profile.demo.path, load: () => import('./pages/demo-page') },
    { path: paths.profile.tab.path, load: profilePage },
    { path: paths.accountSettings.root.path, load: redirectPage },
    { path: paths.accountSettings.tab.path, load: profilePage },
  ],
  menu,
};

export default routeTable;
