/**
 * SLA maths of the helpdesk: pure functions of a ticket's clock and "now", shared by the mock
 * API (views, sorting, the dashboard) and the screens (the live countdown).
 *
 * Rules (README, "SLA"): targets by priority, counted around the clock; the clock pauses while
 * the ticket is pending customer; a target is at risk when under 25 % of it is left, breached
 * when nothing is left, met when it was done in time.
 */

export const HOUR_MS = 3_600_000;

/** First-response and resolution targets by priority, in milliseconds. */
export const SLA_TARGETS = {
  urgent: { firstResponse: 1 * HOUR_MS, resolution: 4 * HOUR_MS },
  high: { firstResponse: 4 * HOUR_MS, resolution: 24 * HOUR_MS },
  normal: { firstResponse: 8 * HOUR_MS, resolution: 72 * HOUR_MS },
  low: { firstResponse: 24 * HOUR_MS, resolution: 120 * HOUR_MS },
} as const;

export type SlaPriority = keyof typeof SLA_TARGETS;

/** Under this share of the target left, a running target is at risk. */
export const SLA_AT_RISK_SHARE = 0.25;

export const SLA_STATES = ['on_track', 'at_risk', 'breached', 'met'] as const;
export type SlaState = (typeof SLA_STATES)[number];

/** What a ticket stores about its clock (ISO timestamps). */
export interface SlaClock {
  /** When the clock started: the ticket's creation. */
  startedAt: string;
  /** Time spent paused in earlier pauses (pending customer), in ms. */
  pausedMs: number;
  /** Set while pending customer: when this pause began. */
  pausedSince: string | null;
  /** The first public staff reply. */
  firstResponseAt: string | null;
  /** When the ticket was solved (cleared if it reopens). */
  resolvedAt: string | null;
}

export interface SlaTargetStatus {
  state: SlaState;
  /** When the target falls due (moves later while paused). */
  dueAt: string;
  /** Left before dueAt at `now` (negative once breached; frozen while paused). */
  remainingMs: number;
}

export interface SlaStatus {
  /** The worst of the two targets: breached > at risk > on track > met. */
  state: SlaState;
  paused: boolean;
  /** Due time of the target still running (first response, else resolution); null when done. */
  dueAt: string | null;
  firstResponse: SlaTargetStatus;
  resolution: SlaTargetStatus;
}

const SEVERITY: Record<SlaState, number> = { met: 0, on_track: 1, at_risk: 2, breached: 3 };

const ms = (iso: string) => Date.parse(iso);

/** Paused time up to `at`: the earlier pauses plus the running one. */
function pausedUntil(clock: SlaClock, at: number): number {
  const running = clock.pausedSince === null ? 0 : Math.max(0, at - ms(clock.pausedSince));
  return clock.pausedMs + running;
}

function targetStatus(
  clock: SlaClock,
  targetMs: number,
  doneAt: string | null,
  now: number,
): SlaTargetStatus {
  const start = ms(clock.startedAt);
  if (doneAt !== null) {
    const done = ms(doneAt);
    const due = start + targetMs + pausedUntil(clock, done);
    return {
      state: done <= due ? 'met' : 'breached',
      dueAt: new Date(due).toISOString(),
      remainingMs: due - done,
    };
  }
  const due = start + targetMs + pausedUntil(clock, now);
  const remainingMs = due - now;
  const state: SlaState =
    remainingMs <= 0
      ? 'breached'
      : remainingMs < targetMs * SLA_AT_RISK_SHARE
        ? 'at_risk'
        : 'on_track';
  return { state, dueAt: new Date(due).toISOString(), remainingMs };
}

/** The SLA status of a ticket clock at `now` (epoch ms). */
export function slaStatus(clock: SlaClock, priority: SlaPriority, now: number): SlaStatus {
  const targets = SLA_TARGETS[priority];
  // Solving a ticket also answers it: a ticket solved without a reply met its first response then.
  const firstDone = clock.firstResponseAt ?? clock.resolvedAt;
  const firstResponse = targetStatus(clock, targets.firstResponse, firstDone, now);
  const resolution = targetStatus(clock, targets.resolution, clock.resolvedAt, now);
  const state =
    SEVERITY[firstResponse.state] >= SEVERITY[resolution.state]
      ? firstResponse.state
      : resolution.state;
  const dueAt =
    firstDone === null ? firstResponse.dueAt : clock.resolvedAt === null ? resolution.dueAt : null;
  return { state, paused: clock.pausedSince !== null, dueAt, firstResponse, resolution };
}

/** Statuses that count as solved for the SLA (the resolution time is when one is reached). */
const DONE_STATUSES = new Set(['solved', 'closed']);
const PAUSED_STATUS = 'pending_customer';

/**
 * The clock after a status change `from` -> `to` at `at` (ISO): entering pending customer pauses
 * it, leaving resumes it (adding the pause), solving or closing stops it, reopening restarts the
 * resolution target where it was.
 */
export function slaAfterStatusChange(
  clock: SlaClock,
  from: string,
  to: string,
  at: string,
): SlaClock {
  if (from === to) return clock;
  const next = { ...clock };
  if (from === PAUSED_STATUS && next.pausedSince !== null) {
    next.pausedMs += Math.max(0, ms(at) - ms(next.pausedSince));
    next.pausedSince = null;
  }
  if (to === PAUSED_STATUS) next.pausedSince = at;
  if (DONE_STATUSES.has(to) && !DONE_STATUSES.has(from)) next.resolvedAt = at;
  if (!DONE_STATUSES.has(to) && DONE_STATUSES.has(from)) next.resolvedAt = null;
  return next;
}

/** The clock after a public staff reply at `at`: the first one answers the first response. */
export function slaAfterStaffReply(clock: SlaClock, at: string): SlaClock {
  return clock.firstResponseAt === null ? { ...clock, firstResponseAt: at } : clock;
}

interface ParsedClock {
  start: number;
  pausedMs: number;
  pausedSince: number | null;
  firstDone: number | null;
  resolved: number | null;
}

// Clocks are replaced, never edited, so a parsed copy can be kept per clock object.
const parsedClocks = new WeakMap<SlaClock, ParsedClock>();

function parseClock(clock: SlaClock): ParsedClock {
  let parsed = parsedClocks.get(clock);
  if (!parsed) {
    const firstDone = clock.firstResponseAt ?? clock.resolvedAt;
    parsed = {
      start: ms(clock.startedAt),
      pausedMs: clock.pausedMs,
      pausedSince: clock.pausedSince === null ? null : ms(clock.pausedSince),
      firstDone: firstDone === null ? null : ms(firstDone),
      resolved: clock.resolvedAt === null ? null : ms(clock.resolvedAt),
    };
    parsedClocks.set(clock, parsed);
  }
  return parsed;
}

function fastTarget(
  clock: ParsedClock,
  targetMs: number,
  done: number | null,
  now: number,
): { state: SlaState; due: number } {
  const at = done ?? now;
  const paused =
    clock.pausedMs + (clock.pausedSince === null ? 0 : Math.max(0, at - clock.pausedSince));
  const due = clock.start + targetMs + paused;
  if (done !== null) return { state: done <= due ? 'met' : 'breached', due };
  const left = due - now;
  return {
    state: left <= 0 ? 'breached' : left < targetMs * SLA_AT_RISK_SHARE ? 'at_risk' : 'on_track',
    due,
  };
}

/**
 * The overall state and the running target's due time (epoch ms, null when done) of a clock:
 * the same answer as `slaStatus`, without building timestamps, for lists of thousands.
 */
export function slaSummary(
  clock: SlaClock,
  priority: SlaPriority,
  now: number,
): { state: SlaState; dueMs: number | null } {
  const parsed = parseClock(clock);
  const targets = SLA_TARGETS[priority];
  const first = fastTarget(parsed, targets.firstResponse, parsed.firstDone, now);
  const resolution = fastTarget(parsed, targets.resolution, parsed.resolved, now);
  const state =
    SEVERITY[first.state] >= SEVERITY[resolution.state] ? first.state : resolution.state;
  const dueMs =
    parsed.firstDone === null ? first.due : parsed.resolved === null ? resolution.due : null;
  return { state, dueMs };
}
