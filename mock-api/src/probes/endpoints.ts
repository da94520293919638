import { HttpHandler, type RequestHandler } from 'msw';

export interface Endpoint {
  method: string;
  /** Path as registered, e.g. `/api/apps/users/:id`. */
  path: string;
}

/**
 * Every endpoint the mock API registers, read from its handler list (so a new endpoint is
 * probed without editing a test). The `/api/*` edge and catch-all handlers are left out.
 */
export function listEndpoints(handlers: readonly RequestHandler[]): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const handler of handlers) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string' || path.endsWith('*')) continue;
    endpoints.push({ method: method.toUpperCase(), path });
  }
  return endpoints;
}

export const isWrite = (endpoint: Endpoint) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method);

/** Fill path parameters (`:id`) with `value`. */
export const fillPath = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
