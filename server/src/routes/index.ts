import { appsRoutes } from './apps';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { chartsRoutes } from './charts';
import { contentRoutes } from './content';
import { demoRoutes } from './demo';
import { enablementsRoutes } from './enablements';
import { eventsRoutes } from './events';
import { menuRoutes } from './menu';
import { outboxRoutes } from './outbox';
import { profileRoutes } from './profile';
import { ticketPresenceRoutes } from './ticket-presence';
import { ticketsRoutes } from './tickets';
import { usersRoutes } from './users';

/** Every domain's routes, mounted under `/api` (one file per domain). */
export const apiRoutes = [
  authRoutes,
  demoRoutes,
  usersRoutes,
  billingRoutes,
  enablementsRoutes,
  ticketsRoutes,
  ticketPresenceRoutes,
  profileRoutes,
  appsRoutes,
  contentRoutes,
  eventsRoutes,
  menuRoutes,
  chartsRoutes,
  outboxRoutes,
];
