import { describeRouteTable } from '@portal/design/testing';
import registry from '../../../remotes.registry.json';
import routeTable, { loadMessages } from './routes';

describeRouteTable(routeTable, {
  name: 'profile',
  prefixes: registry.remotes['profile'].prefixes,
  loadMessages,
});
