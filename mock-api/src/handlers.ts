import type { RequestHandler } from 'msw';

/** Every handler of the mock API, in the order MSW should try them. */
export const handlers: RequestHandler[] = [];
