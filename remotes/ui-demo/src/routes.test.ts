import { describeRouteTable } from '@portal/design/testing';
import registry from '../../../remotes.registry.json';
import routeTable, { loadMessages } from './routes';

describeRouteTable(routeTable, {
  name: 'ui-demo',
  prefixes: registry.remotes['ui-demo'].prefixes,
  loadMessages,
});
