import { mountStandalone } from '@portal/design';
import { startStandaloneMockApi } from '@portal/mock-api/browser';
import routeTable from './routes';

// Standalone development only: the portal loads ./routes through federation, never this file.
void mountStandalone({ routeTable, title: '__TITLE__', prepare: startStandaloneMockApi });
