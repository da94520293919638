import type { RequestHandler } from 'msw';

/** Filled by the billing work (issue 3). */
export const notasHandlers: RequestHandler[] = [];
