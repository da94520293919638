import { describeRouteTable } from '@portal/design/testing';
import registry from '../../../remotes.registry.json';
import routeTable, { loadMessages } from './routes';

describeRouteTable(routeTable, {
  name: '__NAME__',
  prefixes: registry.remotes['__NAME__'].prefixes,
  loadMessages,
});
