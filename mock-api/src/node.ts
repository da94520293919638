import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** MSW server for Vitest: `server.listen({ onUnhandledRequest: 'error' })` in a setup file. */
export const server = setupServer(...handlers);
export { handlers };
