import type { RequiredAbility } from '@portal/auth';
import { messageLoader, type RemoteRouteTable } from '@portal/design';
import { paths } from './config/paths';
import menu from './menu';

/** The tickets messages of one language; English for a language it does not have. */
export const loadMessages = messageLoader({
  en: () => import('./locales/en.json'),
  fr: () => import('./locales/fr.json'),
  ar: () => import('./locales/ar.json'),
  es: () => import('./locales/es.json'),
});

const readTickets: RequiredAbility = { action: 'read', subject: 'Ticket' };
const loadInbox = () => import('./features/tickets/components/ticket-inbox-page');

/** The helpdesk: the split view (list and open ticket) and the create form. */
const routeTable: RemoteRouteTable = {
  namespace: 'tickets',
  loadMessages,
  routes: [
    { path: paths.list.path, load: loadInbox, fixedHeight: true, ability: readTickets },
    {
      path: paths.create.path,
      load: () => import('./features/tickets/components/ticket-create-page'),
      ability: { action: 'create', subject: 'Ticket' },
    },
    { path: paths.detail.path, load: loadInbox, fixedHeight: true, ability: readTickets },
  ],
  menu,
};

export default routeTable;
