import type { MiddlewareHandler } from 'hono';

/**
 * Counts the requests whose handlers are still running, so that a stopping server closes its
 * database only after them. A closed connection does not end its handler: a client that gives up
 * (a load balancer's timeout, a bench at its end) leaves the handler writing, and the server's
 * own `close` reports no connections left while it does.
 */
export function inFlightRequests() {
  let running = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (running > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };
  const middleware: MiddlewareHandler = async (_c, next) => {
    running += 1;
    try {
      await next();
    } finally {
      running -= 1;
      settle();
    }
  };
  return {
    middleware,
    /** How many handlers are running now. */
    get count() {
      return running;
    },
    /** Resolves once no handler runs, or after `timeoutMs` (then `false`). */
    idle(timeoutMs: number): Promise<boolean> {
      if (running === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve(false);
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          resolve(true);
        };
        waiters.push(done);
      });
    },
  };
}
