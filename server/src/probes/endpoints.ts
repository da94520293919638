import type { Hono } from 'hono';
import type { AppEnv } from '../context';

export interface Endpoint {
  method: string;
  /** As registered, e.g. `/api/apps/users/:id`. */
  path: string;
  /** `GET /api/apps/users/:id` */
  key: string;
}

/**
 * Every endpoint the app registers (read from Hono's route list, so a new endpoint is probed
 * without editing a test): middleware and the `/api` catch-alls are left out.
 */
export function listEndpoints(app: Hono<AppEnv>): Endpoint[] {
  const seen = new Map<string, Endpoint>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/') || path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

export const isWrite = (endpoint: Endpoint) =>
  ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method);

/** Fills path parameters (`:id`, `:userId`, `:action{down|up}`) with `value`. */
export const fillPath = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, encodeURIComponent(value));
