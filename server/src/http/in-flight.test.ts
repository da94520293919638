import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { inFlightRequests } from './in-flight';

/** An app whose one route runs until `release` is called (or throws when asked). */
function slowApp() {
  const requests = inFlightRequests();
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono();
  app.use('*', requests.middleware);
  app.get('/slow', async (c) => {
    await gate;
    return c.text('done');
  });
  app.get('/fails', () => {
    throw new Error('bug');
  });
  // Answered as the app's error handler would, without printing the error.
  app.onError((_error, c) => c.text('Something went wrong', 500));
  return { app, requests, release };
}

describe('inFlightRequests', () => {
  it('is idle at once when nothing runs', async () => {
    expect(await inFlightRequests().idle(1_000)).toBe(true);
  });

  it('waits for a running handler to finish', async () => {
    const { app, requests, release } = slowApp();
    const answer = app.request('/slow');
    await Promise.resolve();
    expect(requests.count).toBe(1);
    let idle = false;
    const waiting = requests.idle(5_000).then((result) => {
      idle = result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    release();
    await waiting;
    expect(idle).toBe(true);
    expect(requests.count).toBe(0);
    expect(await (await answer).text()).toBe('done');
  });

  it('gives up after the timeout, saying so', async () => {
    const { app, requests, release } = slowApp();
    const answer = app.request('/slow');
    await Promise.resolve();
    expect(await requests.idle(20)).toBe(false);
    release();
    await answer;
    expect(await requests.idle(20)).toBe(true);
  });

  it('counts a handler that threw as finished', async () => {
    const { app, requests } = slowApp();
    expect((await app.request('/fails')).status).toBe(500);
    expect(requests.count).toBe(0);
  });
});
