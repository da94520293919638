import { createRenderRoute } from '@portal/design/testing';
import routeTable, { loadBillingMessages } from '../routes';

export type { DemoAccount } from '@portal/design/testing';
export { sessionFor } from '@portal/design/testing';

/** The English billing messages, merged like the portal loads them. */
export const englishMessages = () => loadBillingMessages('en');

/** Renders the page this remote's route table serves at `url` (see createRenderRoute). */
export const renderRoute = createRenderRoute(routeTable, loadBillingMessages);
