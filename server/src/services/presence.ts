import type { PresenceActivity, TicketPresenceBody, TicketViewer } from '@portal/contract';
import type { AppDeps } from '../context';
import type { Clock } from '../lib/clock';
import type { Caller } from './caller';
import type { EventHub } from './events';

/**
 * Who else is on a ticket (README, "Live updates": presence). Held in each process's memory, not
 * in the database: a heartbeat every few seconds per open ticket would be a write each time, and
 * the state is worth nothing after a restart. Every change (join, activity, leave, expiry) is a
 * `presence` signal on the event stream (ids only, never stored); receivers read GET presence.
 * With several processes on PostgreSQL, each heartbeat and leave is also shared with the others
 * (`EventHub.share`, a `NOTIFY`), which keep the same board and tell their own streams.
 */

/** An entry is gone this long after its last heartbeat (the browser sends one every 4 s). */
export const PRESENCE_TTL_MS = 10_000;
/** How often expired entries are looked for while anyone is present. */
export const PRESENCE_SWEEP_MS = 1_000;

interface Entry {
  accountId: number;
  fullName: string;
  avatar: string | null;
  activity: PresenceActivity;
  /** When the current activity began (ISO). */
  since: string;
  /** Last heartbeat (ms). */
  seenAt: number;
}

/** Who is on a ticket, as a heartbeat tells it. */
export interface PresenceViewer {
  id: number;
  fullName: string;
  avatar: string | null;
}

/** A heartbeat or a leave, as one process shares it with the others. */
type PresenceMessage =
  | { presence: 'beat'; ticketId: number; viewer: PresenceViewer; activity: PresenceActivity }
  | { presence: 'leave'; ticketId: number; accountId: number };

/** The presence of one process: ticket id -> account id -> entry. */
export class TicketPresence {
  readonly #tickets = new Map<number, Map<number, Entry>>();
  readonly #clock: Clock;
  readonly #changed: (ticketId: number, actorId: number) => void;
  #timer: NodeJS.Timeout | null = null;

  constructor(clock: Clock, changed: (ticketId: number, actorId: number) => void) {
    this.#clock = clock;
    this.#changed = changed;
  }

  /** Records a heartbeat; tells the others when the caller joined or changed activity. */
  beat(ticketId: number, viewer: PresenceViewer, activity: PresenceActivity): void {
    this.sweep();
    const now = this.#clock.now();
    let entries = this.#tickets.get(ticketId);
    if (!entries) this.#tickets.set(ticketId, (entries = new Map<number, Entry>()));
    const { id, fullName, avatar } = viewer;
    const known = entries.get(id);
    if (known && known.activity === activity) {
      known.seenAt = now.getTime();
      return;
    }
    entries.set(id, {
      accountId: id,
      fullName,
      avatar,
      activity,
      // Joined: first seen now; only the activity changed: since the change.
      since: now.toISOString(),
      seenAt: now.getTime(),
    });
    this.#startSweeping();
    this.#changed(ticketId, id);
  }

  /** The caller left the ticket (page closed). */
  leave(ticketId: number, accountId: number): void {
    this.sweep();
    const entries = this.#tickets.get(ticketId);
    if (!entries?.delete(accountId)) return;
    if (entries.size === 0) this.#tickets.delete(ticketId);
    this.#changed(ticketId, accountId);
  }

  /** Everyone on the ticket but `exceptAccountId`, first arrived first. */
  viewers(ticketId: number, exceptAccountId: number): TicketViewer[] {
    this.sweep();
    return [...(this.#tickets.get(ticketId)?.values() ?? [])]
      .filter((entry) => entry.accountId !== exceptAccountId)
      .sort((a, b) => a.since.localeCompare(b.since) || a.accountId - b.accountId)
      .map(({ accountId, fullName, avatar, activity, since }) => ({
        id: accountId,
        fullName,
        avatar,
        activity,
        since,
      }));
  }

  /** Drops entries without a heartbeat for `PRESENCE_TTL_MS`, telling the others. */
  sweep(): void {
    const oldest = this.#clock.now().getTime() - PRESENCE_TTL_MS;
    for (const [ticketId, entries] of this.#tickets) {
      for (const [accountId, entry] of entries) {
        if (entry.seenAt > oldest) continue;
        entries.delete(accountId);
        this.#changed(ticketId, accountId);
      }
      if (entries.size === 0) this.#tickets.delete(ticketId);
    }
    if (this.#tickets.size === 0) this.#stopSweeping();
  }

  #startSweeping(): void {
    this.#timer ??= setInterval(() => this.sweep(), PRESENCE_SWEEP_MS);
    // Never what keeps the process (or a test run) alive.
    this.#timer.unref();
  }

  #stopSweeping(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}

// One board per app (its event hub): tests and MSW build one app per database.
const boards = new WeakMap<EventHub, TicketPresence>();

/** A message shared by another process, if it is a presence one. */
function presenceMessage(message: unknown): PresenceMessage | null {
  if (typeof message !== 'object' || message === null || !('presence' in message)) return null;
  return message as PresenceMessage;
}

/** The avatar goes with a shared heartbeat only when it is short (a `NOTIFY` holds 8 000 bytes). */
const SHARED_AVATAR_MAX = 1000;

function boardOf(deps: AppDeps): TicketPresence {
  const hub = deps.events;
  if (!hub) throw new Error('presence needs the event hub');
  let board = boards.get(hub);
  if (!board) {
    const created = new TicketPresence(deps.clock, (ticketId, actorId) =>
      hub.announce({ kind: 'presence', entityId: String(ticketId), actorId }),
    );
    hub.onShared((message) => {
      const shared = presenceMessage(message);
      if (shared?.presence === 'beat')
        created.beat(shared.ticketId, shared.viewer, shared.activity);
      else if (shared?.presence === 'leave') created.leave(shared.ticketId, shared.accountId);
    });
    boards.set(hub, (board = created));
  }
  return board;
}

/**
 * Starts this app's board, so that it hears the other processes' heartbeats before its own
 * first presence request (called once, by `createApp`).
 */
export function startPresence(deps: AppDeps): void {
  boardOf(deps);
}

/** PUT presence: the caller is on the ticket (checked by the route), doing `activity`. */
export function beatPresence(
  deps: AppDeps,
  caller: Caller,
  ticketId: number,
  { activity }: TicketPresenceBody,
): void {
  const { id, fullName, avatar } = caller.account;
  const viewer = { id, fullName, avatar };
  boardOf(deps).beat(ticketId, viewer, activity);
  const shared =
    avatar !== null && avatar.length > SHARED_AVATAR_MAX ? { ...viewer, avatar: null } : viewer;
  void deps.events?.share({
    presence: 'beat',
    ticketId,
    viewer: shared,
    activity,
  } satisfies PresenceMessage);
}

/** DELETE presence: the caller left the ticket. */
export function leavePresence(deps: AppDeps, caller: Caller, ticketId: number): void {
  const accountId = caller.account.id;
  boardOf(deps).leave(ticketId, accountId);
  void deps.events?.share({ presence: 'leave', ticketId, accountId } satisfies PresenceMessage);
}

/** GET presence: the others on the ticket. */
export function ticketViewers(
  deps: AppDeps,
  caller: Caller,
  ticketId: number,
): { viewers: TicketViewer[] } {
  return { viewers: boardOf(deps).viewers(ticketId, caller.account.id) };
}
