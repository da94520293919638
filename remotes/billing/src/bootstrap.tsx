import { mountStandalone } from '@portal/design/base';
import routeTable from './routes';

// Standalone development only (signed in as the demo admin on the dev API): the portal loads
// ./routes through federation, never this file.
void mountStandalone({ routeTable, title: 'Billing' });
