import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';

/**
 * Which API paths change which kind of record (services/events.ts, `EVENT_SUBJECTS`): the first
 * prefix that matches names the kind; the record's id is the number after the prefix, else the
 * `id` of the answer (a create), else `*` (several, e.g. a bulk change).
 */
const CHANGE_ROUTES: readonly (readonly [prefix: string, kind: string])[] = [
  ['/api/tickets', 'ticket'],
  ['/api/apps/invoice', 'invoice'],
  ['/api/billing/facturas', 'factura'],
  ['/api/billing/notas', 'nota'],
  ['/api/billing/habilitaciones', 'habilitacion'],
  ['/api/billing/cambios', 'cambio'],
  ['/api/apps/users', 'user'],
  ['/api/accounts', 'user'],
  ['/api/apps/permissions', 'permission'],
  ['/api/apps/kanban', 'kanban'],
  ['/api/apps/calendar', 'calendar'],
];

/** The kind and the entity a write to `path` changed (null: none the stream tells). */
export function changeOf(path: string): { kind: string; id: string | null } | null {
  // Presence heartbeats publish their own `presence` events, and only when something changed.
  if (path.endsWith('/presence')) return null;
  for (const [prefix, kind] of CHANGE_ROUTES) {
    if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
    const next = path.slice(prefix.length + 1).split('/')[0] ?? '';
    return { kind, id: /^\d+$/.test(next) ? next : null };
  }
  return null;
}

async function answeredId(response: Response): Promise<string | null> {
  if (!response.headers.get('content-type')?.includes('application/json')) return null;
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'id' in body) {
      const { id } = body;
      if (typeof id === 'number' || typeof id === 'string') return String(id);
    }
  } catch {
    // Not JSON after all: no id.
  }
  return null;
}

/**
 * The one place changes are published (no service has to): after a successful write under
 * `/api`, the event of the record it changed is stored and sent to the open streams, and the
 * hub reads any event a service stored itself (a notification) meanwhile.
 */
export const publishChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const method = c.req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
  if (c.res.status < 200 || c.res.status >= 300) return;
  const { events, log } = c.var.deps;
  if (!events) return;
  try {
    const change = changeOf(c.req.path);
    if (change) {
      const id = change.id ?? (await answeredId(c.res)) ?? '*';
      await events.publish({
        kind: change.kind,
        entityId: id,
        actorId: c.get('caller')?.account.id ?? null,
        recipientId: null,
      });
    } else await events.wake();
  } catch (error) {
    // The write succeeded: a lost event only delays other screens until their next refetch.
    log.warn({ err: error, path: c.req.path }, 'events: publishing a change failed');
  }
};
