import { createRenderRoute } from '@portal/design/testing';
import routeTable from '../routes';

export type { DemoAccount } from '@portal/design/testing';
export { sessionFor } from '@portal/design/testing';

/** Renders the page this remote's route table serves at `url` (see createRenderRoute). */
export const renderRoute = createRenderRoute(routeTable, routeTable.loadMessages);
