import { describeRouteTable } from '@portal/design/testing';
import registry from '../../../remotes.registry.json';
import routeTable, { loadMessages } from './routes';

describeRouteTable(routeTable, {
  name: 'tickets',
  prefixes: registry.remotes['tickets'].prefixes,
  loadMessages,
});
