/**
 * What time the server thinks it is. Services read it instead of `Date.now()`, so tests (and
 * e2e, through `PORTAL_CLOCK`) can pin it: `vi.spyOn(clock, 'now').mockReturnValue(...)`.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current day, `YYYY-MM-DD` (UTC). */
  today(): string;
}

export const systemClock = (): Clock => ({
  now: () => new Date(),
  today: () => new Date().toISOString().slice(0, 10),
});

/** A clock that stands still at `at` until `set` moves it (tests, e2e). */
export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void } {
  let instant = new Date(at);
  return {
    now: () => new Date(instant),
    today: () => instant.toISOString().slice(0, 10),
    set(next) {
      instant = new Date(next);
    },
  };
}

/**
 * A clock that starts at `at` and runs from there (e2e: the seeds' dates stay "recent" whatever
 * the calendar says, while sessions, codes and SLA timers still see time pass).
 */
export function shiftedClock(at: Date | string): Clock {
  const offset = new Date(at).getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    today: () => new Date(Date.now() + offset).toISOString().slice(0, 10),
  };
}
