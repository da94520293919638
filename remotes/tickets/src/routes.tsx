import type { RequiredAbility } from '@portal/auth';
import { messageLoader, type RemoteRouteTable } from '@portal/design/base';
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
    // One route for `/ticket` and `/ticket/:id`: opening a ticket from the list keeps the page
    // (and its list) mounted instead of swapping in another lazily loaded copy of it.
    { path: `${paths.list.path}/:id?`, load: loadInbox, fixedHeight: true, ability: readTickets },
    {
      path: paths.create.path,
      load: () => import('./features/tickets/components/ticket-create-page'),
      ability: { action: 'create', subject: 'Ticket' },
    },
  ],
  menu,
};

export default routeTable;
