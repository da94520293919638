/**
 * The live event stream (`GET /api/events`, server-sent events) shared by every tab of a browser:
 * one tab (the leader, chosen with `navigator.locks`) holds the EventSource and passes each event
 * to the others over a BroadcastChannel, so a browser keeps one connection whatever its tabs.
 * When the leader's tab closes, another takes over and resumes from the last id it heard. The
 * shell starts it once signed in and stops it at sign-out; features `subscribeLive` to the kinds
 * they show and invalidate their own queries. Without EventSource (unit tests) nothing happens.
 */

/** What changed: the kind of record, its id (`*`: several), who changed it (null: the system). */
export interface LiveEvent {
  kind: string;
  id: string;
  actor: number | null;
}

/** Sent to every subscriber when missed events cannot be told: refetch everything shown. */
export const LIVE_RESET = 'reset';

type Handler = (event: LiveEvent) => void;

const CHANNEL = 'portal-live-events';
const LOCK = 'portal-live-events-leader';
const DEFAULT_URL = '/api/events';

interface Message {
  type: 'event';
  lastId: string | null;
  event: LiveEvent;
}

const subscribers = new Map<Handler, ReadonlySet<string>>();

interface Running {
  stop(): void;
}
let running: Running | null = null;

function dispatch(event: LiveEvent): void {
  for (const [handler, kinds] of subscribers)
    if (event.kind === LIVE_RESET || kinds.has(event.kind)) {
      try {
        handler(event);
      } catch (error) {
        // One feature's failure must not keep the event from the others.
        console.error(error);
      }
    }
}

/**
 * Calls `handler` with each live event of one of `kinds` (and with `{ kind: 'reset' }` when the
 * stream lost track); answers the unsubscribe. Safe to call before the stream starts.
 */
export function subscribeLive(kinds: readonly string[], handler: Handler): () => void {
  subscribers.set(handler, new Set(kinds));
  return () => {
    subscribers.delete(handler);
  };
}

function parseEvent(kind: string, data: string): LiveEvent {
  if (kind === LIVE_RESET) return { kind, id: '*', actor: null };
  try {
    const parsed = JSON.parse(data) as Partial<LiveEvent>;
    return {
      kind,
      id: typeof parsed.id === 'string' ? parsed.id : '*',
      actor: typeof parsed.actor === 'number' ? parsed.actor : null,
    };
  } catch {
    return { kind, id: '*', actor: null };
  }
}

/** The kinds the stream sends (server/src/services/events.ts), plus `reset`. */
const STREAM_KINDS = [
  'ticket',
  'invoice',
  'factura',
  'nota',
  'habilitacion',
  'cambio',
  'user',
  'permission',
  'kanban',
  'calendar',
  'presence',
  'notification',
  'chat',
  LIVE_RESET,
];

/**
 * Opens the EventSource (the leader's, or every tab's where locks are missing); answers its
 * close. `lastId`: the id a new leader resumes after (the old leader's last, heard over the channel).
 */
function openSource(
  url: string,
  lastId: string | null,
  onEvent: (event: LiveEvent, id: string | null) => void,
): () => void {
  const full = lastId === null ? url : `${url}?lastEventId=${encodeURIComponent(lastId)}`;
  const source = new EventSource(full, { withCredentials: true });
  const listener = (message: MessageEvent<string>) => {
    onEvent(parseEvent(message.type, message.data), message.lastEventId || null);
  };
  // A stream that starts afresh (nothing to resume after) cannot tell what changed between the
  // page's first fetches and its opening: the first time it opens, everything shown refetches.
  // The browser's own reconnections send `Last-Event-ID`, and the server resumes or says `reset`.
  const onOpen = () => {
    source.removeEventListener('open', onOpen);
    if (lastId === null) onEvent({ kind: LIVE_RESET, id: '*', actor: null }, null);
  };
  source.addEventListener('open', onOpen);
  for (const kind of STREAM_KINDS) source.addEventListener(kind, listener);
  return () => {
    source.removeEventListener('open', onOpen);
    for (const kind of STREAM_KINDS) source.removeEventListener(kind, listener);
    source.close();
  };
}

/**
 * Starts the shared stream in this tab (idempotent). `url` defaults to `/api/events` on the page's
 * origin (where the API is).
 */
export function startLiveEvents({ url = DEFAULT_URL }: { url?: string } = {}): void {
  if (running || typeof EventSource === 'undefined') return;
  let lastId: string | null = null;
  let stopped = false;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data.type !== 'event') return;
      lastId = data.lastId ?? lastId;
      dispatch(data.event);
    };
  const lead = (event: LiveEvent, id: string | null) => {
    lastId = id ?? lastId;
    dispatch(event);
    channel?.postMessage({ type: 'event', lastId, event } satisfies Message);
  };

  let closeSource: (() => void) | null = null;
  const abort = new AbortController();
  let releaseLock: (() => void) | null = null;
  if (!locks || !channel) {
    // No way to elect one tab: each tab has its own stream.
    closeSource = openSource(url, null, lead);
  } else {
    locks
      .request(LOCK, { signal: abort.signal }, () => {
        if (stopped) return undefined;
        closeSource = openSource(url, lastId, lead);
        // Held until this tab stops (sign-out) or closes: then another tab leads.
        return new Promise<void>((resolve) => (releaseLock = resolve));
      })
      .catch(() => undefined);
  }
  running = {
    stop() {
      stopped = true;
      abort.abort();
      closeSource?.();
      releaseLock?.();
      channel?.close();
    },
  };
}

/** Stops the stream in this tab (sign-out); another tab that is still signed in takes over. */
export function stopLiveEvents(): void {
  running?.stop();
  running = null;
}
