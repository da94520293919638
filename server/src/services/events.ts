import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { notifyListeners } from '../db/dialect';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { CountCache } from '../db/count-cache';
import { TABLES_CHANNEL } from '../db/write-notices';
import type { Clock } from '../lib/clock';
import {
  EVENTS_CHANNEL,
  SIGNALS_CHANNEL,
  eventIdRange,
  eventsAfter,
  insertEvent,
  pruneEvents,
  type NewEvent,
  type StoredEvent,
} from '../repositories/events.repository';
import type { Caller } from './caller';

/**
 * The live event stream's hub (README, "Live updates"): every change is a row of `events`
 * (kind, id, who; never the record's content); the hub reads new rows and hands them to the
 * open streams of this process. With PostgreSQL, several processes share one database: each
 * `LISTEN`s on one dedicated connection (payload: the event's id) and, while that connection is
 * down, reads the table every `pollMs` instead. The same connection hears the tables every
 * other process writes (`portal_tables`, db/write-notices.ts: `onWriteElsewhere`) and answers
 * whether those notices are all in (`sync`; docs/scaling.md). With SQLite a write wakes it; with
 * several SQLite processes (`SERVER_PROCESSES`, server/src/cluster.ts) the others are told
 * through the cluster's primary (`peers`).
 */

/** Kinds an event may have, and the CASL subject a caller must `read` to receive it (null: any caller). */
export const EVENT_SUBJECTS: Record<string, string | null> = {
  ticket: 'Ticket',
  invoice: 'Invoice',
  factura: 'Factura',
  nota: 'NotaCobro',
  habilitacion: 'Habilitacion',
  cambio: 'Cambio',
  user: null,
  permission: null,
  kanban: null,
  calendar: null,
  presence: 'Ticket',
  // Only its recipient receives a notification (recipientId).
  notification: null,
  // Only the two accounts of a chat between colleagues (recipientId), services/apps-chat.ts.
  chat: 'Chat',
  // Everything changed (the demo data was reset): every caller refetches what they show.
  reset: null,
};

/** The kind of the stored event that tells every stream to refetch everything. */
export const LIVE_RESET_KIND = 'reset';

/** Kinds after which a stream reads its caller's abilities again (a role may have changed). */
export const ABILITY_KINDS = new Set(['user', 'permission']);

/** Events are kept this long, and at most this many: older `Last-Event-ID`s get a `reset`. */
export const EVENTS_KEPT_MS = 60 * 60 * 1000;
export const EVENTS_KEPT = 5000;
/** How many events one resume sends before it gives up and sends `reset`. */
export const RESUME_LIMIT = 500;
/** Already-sent ids looked back over: PostgreSQL may commit ids out of order. */
const LOOKBACK = 100;
const PRUNE_EVERY = 200;
/**
 * A round trip on the `LISTEN` connection that takes longer than this counts as not caught up
 * (`sync`): the callers are then read from the database, as while that connection is down.
 */
const SYNC_TIMEOUT_MS = 1000;

/** May `caller` receive `event`? Its kind's read ability; a notification only its recipient. */
export function mayReceive(
  caller: Caller,
  event: Pick<StoredEvent, 'kind' | 'recipientId'>,
): boolean {
  if (event.recipientId !== null) return event.recipientId === caller.account.id;
  if (!(event.kind in EVENT_SUBJECTS)) return false;
  const subject = EVENT_SUBJECTS[event.kind];
  return subject == null || caller.ability.can('read', subject);
}

type Listener = (event: StoredEvent) => void;

/**
 * A change that is not stored (presence, services/presence.ts): handed to this process's open
 * streams at once and sent without an `id:`, so it is neither resumed nor kept (heartbeats would
 * flood the table). Receivers also poll what it tells of.
 */
export interface LiveSignal {
  kind: string;
  entityId: string;
  actorId: number | null;
}
type SignalListener = (signal: LiveSignal) => void;

/**
 * State that lives in each process's memory (presence) and must be the same in all of them:
 * on PostgreSQL a `share`d message reaches the other processes' `onShared` listeners through
 * `NOTIFY` (at most a few hundred bytes; never a secret), between SQLite processes through the
 * cluster's primary (`peers`). With one SQLite process nothing is sent.
 */
type SharedListener = (message: unknown) => void;

/** What one server process tells the others of a cluster on one SQLite file. */
export type PeerMessage =
  | { type: 'wrote' }
  | { type: 'tables'; tables: readonly string[] | 'all' }
  | { type: 'shared'; message: unknown };

/**
 * The other processes of a cluster on one SQLite file (node's cluster IPC: each message goes to
 * the primary, which hands it to every other worker). SQLite has no `NOTIFY`.
 */
export interface PeerChannel {
  send(message: PeerMessage): void;
  onMessage(listener: (message: PeerMessage) => void): void;
}

export interface EventHubOptions {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** PostgreSQL: the URL of the database to `LISTEN` on (one dedicated connection). */
  listenUrl?: string | null;
  /** How often the table is read while the `LISTEN` connection is down. Default 2 s. */
  pollMs?: number;
  /** PostgreSQL: does this server process (a `NOTIFY`'s sender) belong to this process's pool? */
  ownsBackend?: (processId: number) => boolean;
  /** SQLite with several processes: the others (told of new events, and of `share`d messages). */
  peers?: PeerChannel | null;
}

export class EventHub {
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #listenUrl: string | null;
  readonly #pollMs: number;
  readonly #ownsBackend: (processId: number) => boolean;
  readonly #peers: PeerChannel | null;
  readonly #listeners = new Set<Listener>();
  readonly #elsewhere = new Set<(tables: readonly string[] | 'all') => void>();
  readonly #closers = new Set<() => void>();
  readonly #signals = new Set<SignalListener>();
  readonly #shared = new Set<SharedListener>();
  /** Tells this process's own `NOTIFY`s from the others'. */
  readonly #origin = randomUUID();
  /** Ids dispatched lately (bounded): a late-committed id below the highest is still sent once. */
  readonly #sent = new Set<number>();
  #highest = 0;
  readonly #ready: Promise<void>;
  #pump: Promise<void> | null = null;
  #again = false;
  #published = 0;
  #client: pg.Client | null = null;
  /** The `LISTEN` has been answered on `#client`: every later notice comes on it. */
  #listening = false;
  /** The round trip of `sync` on the `LISTEN` connection in flight, and the one due after it. */
  #sync: Promise<boolean> | null = null;
  #syncNext: Promise<boolean> | null = null;
  #poll: NodeJS.Timeout | null = null;
  #reconnect: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(options: EventHubOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#log = options.log;
    this.#listenUrl = options.listenUrl ?? null;
    this.#pollMs = options.pollMs ?? 2000;
    this.#ownsBackend = options.ownsBackend ?? (() => false);
    this.#peers = options.peers ?? null;
    this.#peers?.onMessage((message) => {
      if (message.type === 'shared') return this.#receiveShared(message.message);
      // Another process stored events (the tables it wrote come on their own: `tellPeers`).
      if (message.type === 'wrote') void this.#read();
    });
    // Streams start at what is stored now: only later rows are live.
    this.#ready = eventIdRange(this.#db).then(
      ({ newest }) => {
        this.#highest = newest ?? 0;
      },
      (error: unknown) => this.#log.warn({ err: error }, 'events: could not read the last id'),
    );
    if (this.#listenUrl !== null) void this.#listen();
  }

  /** Resolves once the hub knows where the stream starts (and, on PostgreSQL, tried to listen). */
  ready(): Promise<void> {
    return this.#ready;
  }

  /** Stores an event, then hands it (and any other new one) to the open streams. */
  async publish(event: Omit<NewEvent, 'createdAt'>): Promise<number> {
    const now = this.#clock.now();
    const id = await insertEvent(this.#db, { ...event, createdAt: now.toISOString() });
    this.#published += 1;
    if (this.#published % PRUNE_EVERY === 0)
      await pruneEvents(
        this.#db,
        new Date(now.getTime() - EVENTS_KEPT_MS).toISOString(),
        EVENTS_KEPT,
      );
    void this.wake();
    return id;
  }

  /**
   * This process wrote: reads rows stored since the last read (an event a service stored itself,
   * a notification) and tells the other processes of a SQLite cluster.
   */
  wake(): Promise<void> {
    if (!this.#closed) this.#peers?.send({ type: 'wrote' });
    return this.#read();
  }

  /** Reads rows stored since the last read (by this process or another). */
  #read(): Promise<void> {
    if (this.#closed) return Promise.resolve();
    if (this.#pump) {
      this.#again = true;
      return this.#pump;
    }
    this.#pump = (async () => {
      await this.#ready;
      do {
        this.#again = false;
        await this.#drain();
      } while (this.#again && !this.#closed);
    })()
      .catch((error: unknown) => this.#log.warn({ err: error }, 'events: reading new rows failed'))
      .finally(() => {
        this.#pump = null;
      });
    return this.#pump;
  }

  async #drain(): Promise<void> {
    for (;;) {
      const rows = await eventsAfter(this.#db, Math.max(0, this.#highest - LOOKBACK), 500);
      const fresh = rows.filter((row) => !this.#sent.has(row.id));
      for (const event of fresh) {
        this.#sent.add(event.id);
        if (event.id > this.#highest) this.#highest = event.id;
        for (const listener of this.#listeners) listener(event);
      }
      for (const id of this.#sent) {
        if (this.#sent.size <= LOOKBACK * 4) break;
        this.#sent.delete(id);
      }
      if (rows.length < 500 || fresh.length === 0) return;
    }
  }

  /** Calls `listener` with every new event; answers the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Calls `listener` with the tables another process wrote (PostgreSQL: their write notices,
   * db/write-notices.ts), or `'all'` when what was written cannot be told: anything committed
   * while the `LISTEN` connection was down, and every read of the table while it is. Answers
   * the unsubscribe.
   */
  onWriteElsewhere(listener: (tables: readonly string[] | 'all') => void): () => void {
    this.#elsewhere.add(listener);
    return () => this.#elsewhere.delete(listener);
  }

  #writtenElsewhere(tables: readonly string[] | 'all'): void {
    for (const listener of this.#elsewhere) listener(tables);
  }

  /**
   * Resolves true once every notice committed (by any process) before this call has been handled
   * here: a round trip on the `LISTEN` connection, which PostgreSQL sends the notices it owes
   * before the answer (a committing transaction signals every listener before its own COMMIT
   * returns, and a listening backend hands its client what it was signalled of before it reports
   * itself ready again). So a sign-out answered by another process, and then a request here,
   * find the sign-out's notice handled by the time this resolves. The requests that arrive
   * while one round trip is in flight share the next one. False while not listening (SQLite,
   * the connection down) or when the answer takes over a second.
   */
  sync(): Promise<boolean> {
    if (this.#closed || !this.#listening) return Promise.resolve(false);
    if (this.#sync === null) return this.#startSync();
    // The one in flight went out before this call: a notice committed since may follow it.
    this.#syncNext ??= this.#sync.then(() => {
      this.#syncNext = null;
      return this.#startSync();
    });
    return this.#syncNext;
  }

  #startSync(): Promise<boolean> {
    const client = this.#client;
    if (this.#closed || !this.#listening || client === null) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const answered = Promise.race([
      client.query('select 1').then(
        () => this.#listening && this.#client === client,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
      }),
    ]);
    const round: Promise<boolean> = answered.then((caughtUp) => {
      clearTimeout(timer);
      if (this.#sync === round) this.#sync = null;
      return caughtUp;
    });
    this.#sync = round;
    return round;
  }

  /** Hands a signal (not stored) to this process's open streams. */
  announce(signal: LiveSignal): void {
    if (this.#closed) return;
    for (const listener of this.#signals) listener(signal);
  }

  /** Calls `listener` with every signal; answers the unsubscribe. */
  onSignal(listener: SignalListener): () => void {
    this.#signals.add(listener);
    return () => this.#signals.delete(listener);
  }

  /** Sends `message` to the other processes' `onShared` listeners (a hint: never throws). */
  async share(message: unknown): Promise<void> {
    if (this.#closed) return;
    if (this.#peers) return this.#peers.send({ type: 'shared', message });
    if (this.#listenUrl === null) return;
    const payload = JSON.stringify({ origin: this.#origin, message });
    await notifyListeners(this.#db, SIGNALS_CHANNEL, payload).catch((error: unknown) =>
      this.#log.warn({ err: error }, 'events: could not share a signal'),
    );
  }

  /** Calls `listener` with every message another process `share`d; answers the unsubscribe. */
  onShared(listener: SharedListener): () => void {
    this.#shared.add(listener);
    return () => this.#shared.delete(listener);
  }

  /** A `NOTIFY` of another process's `share` (this process's own are heard too, and skipped). */
  #receiveNotice(payload: string | undefined): void {
    let parsed: { origin?: unknown; message?: unknown };
    try {
      parsed = JSON.parse(payload ?? '') as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin !== this.#origin) this.#receiveShared(parsed.message);
  }

  #receiveShared(message: unknown): void {
    if (this.#closed) return;
    for (const listener of this.#shared) listener(message);
  }

  /** `close` is called when the hub closes (shutdown): a stream ends itself. */
  onClose(close: () => void): () => void {
    this.#closers.add(close);
    return () => this.#closers.delete(close);
  }

  /** Open streams (the bench and the logs). */
  get streams(): number {
    return this.#closers.size;
  }

  /** Ends every open stream and the `LISTEN` connection: the server can stop at once. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#listening = false;
    for (const close of [...this.#closers]) close();
    this.#closers.clear();
    this.#listeners.clear();
    this.#elsewhere.clear();
    this.#signals.clear();
    this.#shared.clear();
    this.#stopPolling();
    if (this.#reconnect) clearTimeout(this.#reconnect);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #listen(): Promise<void> {
    if (this.#closed || this.#listenUrl === null) return;
    const client = new pg.Client({ connectionString: this.#listenUrl });
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      if (this.#closed) return;
      this.#log.warn({ err: error }, 'events: LISTEN connection lost, reading the table instead');
      this.#startPolling();
      client.end().catch(() => undefined);
      this.#reconnect = setTimeout(() => void this.#listen(), this.#pollMs * 2);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (notice) => {
      if (notice.channel === SIGNALS_CHANNEL) return this.#receiveNotice(notice.payload);
      if (notice.channel === TABLES_CHANNEL) {
        // This process's own writes moved its versions as they were made.
        if (notice.payload && !this.#ownsBackend(notice.processId))
          this.#writtenElsewhere([notice.payload]);
        return;
      }
      void this.#read();
    });
    this.#client = client;
    try {
      await client.connect();
      await client.query(
        `listen ${EVENTS_CHANNEL}; listen ${SIGNALS_CHANNEL}; listen ${TABLES_CHANNEL}`,
      );
      if (this.#closed) return void client.end().catch(() => undefined);
      this.#listening = this.#client === client;
      this.#stopPolling();
      // Anything committed while no one listened.
      this.#writtenElsewhere('all');
      void this.#read();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #startPolling(): void {
    this.#poll ??= setInterval(() => {
      this.#writtenElsewhere('all');
      void this.#read();
    }, this.#pollMs);
    this.#poll.unref();
  }

  #stopPolling(): void {
    if (this.#poll) clearInterval(this.#poll);
    this.#poll = null;
  }
}

/**
 * Keeps `counts` told of the other processes' writes (PostgreSQL): the tables of their notices
 * move its versions, and it may ask `events.sync()` whether every write committed before now
 * has been told (services/caller.ts keeps who is calling only then).
 */
export function tellCountsOfOthers(events: EventHub, counts: CountCache): () => void {
  const off = events.onWriteElsewhere((tables) => counts.wrote(tables, { elsewhere: true }));
  counts.hearOthersThrough(() => events.sync());
  return () => {
    off();
    counts.hearOthersThrough(null);
  };
}

/**
 * What a stream resuming after `lastId` is sent first: the events it missed, or `reset` when
 * they are no longer all kept (the client then refetches everything it shows).
 */
export async function missedEvents(
  db: Kysely<Database>,
  lastId: number,
): Promise<{ reset: boolean; events: StoredEvent[] }> {
  const { oldest } = await eventIdRange(db);
  const events = await eventsAfter(db, lastId, RESUME_LIMIT + 1);
  // Rows after lastId were pruned (ids are never reused): the gap cannot be told.
  const gap = oldest !== null && lastId + 1 < oldest;
  if (gap || events.length > RESUME_LIMIT) return { reset: true, events: [] };
  return { reset: false, events };
}

/** The newest event id kept (0 when none): a new stream's starting point. */
export async function newestEventId(db: Kysely<Database>): Promise<number> {
  return (await eventIdRange(db)).newest ?? 0;
}
