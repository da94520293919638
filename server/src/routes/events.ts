import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../context';
import { authenticate, readAccessToken } from '../http/caller';
import { resolveCaller, type Caller } from '../services/caller';
import {
  ABILITY_KINDS,
  mayReceive,
  missedEvents,
  newestEventId,
  type EventHub,
} from '../services/events';
import type { StoredEvent } from '../repositories/events.repository';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** Abilities (and the session itself) are read from the database again this often. */
export const RECHECK_MS = 30_000;

const lastEventIdOf = (value: string | undefined): number | null => {
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
};

/**
 * `GET /api/events`: the live event stream (server-sent events; README, "Live updates"). Each
 * event is `id:` its id, `event:` its kind, `data:` `{ kind, id, actor }` (ids only). First
 * comes `ready` (with the newest id, so a reconnect resumes from there); a `Last-Event-ID`
 * header (or `?lastEventId=`) resumes: the missed events, or `reset` when they are gone.
 */
export const eventsRoutes = new Hono<AppEnv>().get('/events', async (c) => {
  let caller: Caller = await authenticate(c);
  const token = readAccessToken(c) ?? '';
  const { deps } = c.var;
  const hub = deps.events as EventHub;
  const lastId =
    lastEventIdOf(c.req.header('last-event-id')) ?? lastEventIdOf(c.req.query('lastEventId'));
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let sentUpTo = 0;
    let replaying = true;
    const held: StoredEvent[] = [];
    let writing = Promise.resolve();
    const write = (message: Parameters<typeof stream.writeSSE>[0] | string) => {
      writing = writing
        .then(async () => {
          if (stream.closed) return;
          if (typeof message === 'string') await stream.write(message);
          else await stream.writeSSE(message);
        })
        .catch(() => end());
      return writing;
    };
    let recheck: Promise<void> | null = null;
    const readAbilities = () => {
      recheck ??= resolveCaller(deps, token)
        .then((fresh) => {
          if (fresh) caller = fresh;
          else end();
        })
        .catch(() => undefined)
        .finally(() => {
          recheck = null;
        });
      return recheck;
    };
    const send = (event: StoredEvent) => {
      if (event.id <= sentUpTo) return;
      sentUpTo = event.id;
      if (ABILITY_KINDS.has(event.kind)) void readAbilities();
      if (!mayReceive(caller, event)) return;
      void write({
        id: String(event.id),
        event: event.kind,
        data: JSON.stringify({ kind: event.kind, id: event.entityId, actor: event.actorId }),
      });
    };
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const unsubscribe = hub.subscribe((event) => {
      if (replaying) held.push(event);
      else send(event);
    });
    // Signals (presence) are not stored: one arriving while missed events replay is dropped
    // (its receivers poll too), and none carries an id, so a resume never asks for it.
    const unsignal = hub.onSignal((signal) => {
      if (replaying || !mayReceive(caller, { kind: signal.kind, recipientId: null })) return;
      void write({
        event: signal.kind,
        data: JSON.stringify({ kind: signal.kind, id: signal.entityId, actor: signal.actorId }),
      });
    });
    const heartbeat = setInterval(() => void write(': ping\n\n'), HEARTBEAT_MS);
    const rechecking = setInterval(() => void readAbilities(), RECHECK_MS);
    const forgetClose = hub.onClose(() => end());
    function end() {
      clearInterval(heartbeat);
      clearInterval(rechecking);
      unsubscribe();
      unsignal();
      forgetClose();
      done();
    }
    stream.onAbort(end);

    await hub.ready();
    if (lastId === null) {
      sentUpTo = await newestEventId(deps.db);
      await write({ event: 'ready', id: String(sentUpTo), data: '{}', retry: 3000 });
    } else {
      const missed = await missedEvents(deps.db, lastId);
      sentUpTo = lastId;
      if (missed.reset) {
        sentUpTo = await newestEventId(deps.db);
        await write({ event: 'reset', id: String(sentUpTo), data: '{}', retry: 3000 });
      } else {
        await write({ event: 'ready', data: '{}', retry: 3000 });
        for (const event of missed.events) send(event);
      }
    }
    replaying = false;
    for (const event of held.splice(0)) send(event);
    await finished;
    await writing.catch(() => undefined);
  });
});
