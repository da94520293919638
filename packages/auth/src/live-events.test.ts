import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LiveEvents from './live-events';

type Listener = (message: MessageEvent<string>) => void;

/** An EventSource that the test drives: `emit` is the server sending an event. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  closed = false;
  readonly listeners = new Map<string, Set<Listener>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(kind: string, listener: Listener) {
    const set = this.listeners.get(kind) ?? new Set();
    set.add(listener);
    this.listeners.set(kind, set);
  }
  removeEventListener(kind: string, listener: Listener) {
    this.listeners.get(kind)?.delete(listener);
  }
  close() {
    this.closed = true;
  }
  /** The connection is up (the browser's `open` event). */
  open() {
    for (const listener of this.listeners.get('open') ?? []) listener(new MessageEvent('open'));
  }
  emit(kind: string, data: object, id: string) {
    const message = { type: kind, data: JSON.stringify(data), lastEventId: id };
    for (const listener of this.listeners.get(kind) ?? [])
      listener(message as unknown as MessageEvent<string>);
  }
}

/** BroadcastChannel between the "tabs" of one test (each tab: its own module instance). */
class FakeBroadcastChannel {
  static open = new Set<FakeBroadcastChannel>();
  onmessage: ((message: { data: unknown }) => void) | null = null;
  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeBroadcastChannel.open)
      if (other !== this && other.name === this.name) other.onmessage?.({ data });
  }
  close() {
    FakeBroadcastChannel.open.delete(this);
  }
}

/** navigator.locks with one exclusive lock name at a time, granted in request order. */
function fakeLocks() {
  const queue: { grant: () => void; signal?: AbortSignal }[] = [];
  let held = false;
  const next = () => {
    if (held) return;
    const waiter = queue.shift();
    if (!waiter) return;
    held = true;
    waiter.grant();
  };
  return {
    request(
      _name: string,
      options: { signal?: AbortSignal },
      callback: () => Promise<void> | undefined,
    ) {
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          signal: options.signal,
          grant: () => {
            void Promise.resolve(callback()).finally(() => {
              held = false;
              resolve();
              next();
            });
          },
        };
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(waiter);
          if (at !== -1) {
            queue.splice(at, 1);
            reject(new Error('aborted'));
          }
        });
        queue.push(waiter);
        next();
      });
    },
  };
}

type Module = typeof LiveEvents;
/** A browser tab: a fresh copy of the module (its own "page"). */
async function tab(): Promise<Module> {
  vi.resetModules();
  return import('./live-events');
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live events shared by the tabs of a browser', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
    vi.stubGlobal('navigator', { userAgent: navigator.userAgent, locks: fakeLocks() });
  });
  afterEach(() => {
    FakeBroadcastChannel.open.clear();
    vi.unstubAllGlobals();
  });

  it('opens one stream for two tabs and hands each event to both, by kind', async () => {
    const first = await tab();
    const second = await tab();
    const heardFirst: unknown[] = [];
    const heardSecond: unknown[] = [];
    first.subscribeLive(['ticket'], (event) => heardFirst.push(event));
    second.subscribeLive(['ticket'], (event) => heardSecond.push(event));
    second.subscribeLive(['invoice'], () => heardSecond.push('invoice'));
    first.startLiveEvents();
    second.startLiveEvents();
    await flush();

    expect(FakeEventSource.instances).toHaveLength(1);
    const [source] = FakeEventSource.instances;
    expect(source?.url).toBe('/api/events');
    source?.emit('ticket', { kind: 'ticket', id: '7', actor: 5 }, '41');
    const expected = { kind: 'ticket', id: '7', actor: 5 };
    expect(heardFirst).toEqual([expected]);
    expect(heardSecond).toEqual([expected]);
    first.stopLiveEvents();
    second.stopLiveEvents();
  });

  it('lets another tab take over from the last id when the leader stops', async () => {
    const first = await tab();
    const second = await tab();
    const heard: string[] = [];
    second.subscribeLive(['nota'], (event) => heard.push(event.id));
    first.startLiveEvents();
    second.startLiveEvents();
    await flush();
    FakeEventSource.instances[0]?.emit('nota', { kind: 'nota', id: '3', actor: 1 }, '57');

    first.stopLiveEvents();
    await flush();
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]?.url).toBe('/api/events?lastEventId=57');
    FakeEventSource.instances[1]?.emit('nota', { kind: 'nota', id: '4', actor: 1 }, '58');
    expect(heard).toEqual(['3', '4']);
    second.stopLiveEvents();
    expect(FakeEventSource.instances[1]?.closed).toBe(true);
  });

  it('sends reset to every subscriber whatever its kinds', async () => {
    const only = await tab();
    const kinds: string[] = [];
    only.subscribeLive(['ticket'], (event) => kinds.push(event.kind));
    only.subscribeLive(['factura'], (event) => kinds.push(event.kind));
    only.startLiveEvents();
    await flush();
    FakeEventSource.instances[0]?.emit('reset', {}, '90');
    expect(kinds).toEqual(['reset', 'reset']);
    only.stopLiveEvents();
  });

  it('refetches everything shown when a fresh stream first opens, not when a takeover resumes', async () => {
    const first = await tab();
    const second = await tab();
    const heard: string[] = [];
    second.subscribeLive(['ticket'], (event) => heard.push(event.kind));
    first.startLiveEvents();
    second.startLiveEvents();
    await flush();
    // Whatever changed between the page's fetches and the stream's opening is refetched, once.
    FakeEventSource.instances[0]?.open();
    FakeEventSource.instances[0]?.open();
    expect(heard).toEqual(['reset']);
    FakeEventSource.instances[0]?.emit('ticket', { kind: 'ticket', id: '1', actor: 1 }, '8');

    first.stopLiveEvents();
    await flush();
    FakeEventSource.instances[1]?.open();
    expect(heard).toEqual(['reset', 'ticket']);
    second.stopLiveEvents();
  });

  it('stops delivering to an unsubscribed handler', async () => {
    const only = await tab();
    const heard: string[] = [];
    const unsubscribe = only.subscribeLive(['ticket'], (event) => heard.push(event.id));
    only.startLiveEvents();
    await flush();
    FakeEventSource.instances[0]?.emit('ticket', { kind: 'ticket', id: '1', actor: 1 }, '1');
    unsubscribe();
    FakeEventSource.instances[0]?.emit('ticket', { kind: 'ticket', id: '2', actor: 1 }, '2');
    expect(heard).toEqual(['1']);
    only.stopLiveEvents();
  });

  it('does nothing where EventSource is missing', async () => {
    vi.stubGlobal('EventSource', undefined);
    const only = await tab();
    const handler = vi.fn();
    only.subscribeLive(['ticket'], handler);
    expect(() => only.startLiveEvents()).not.toThrow();
    expect(FakeEventSource.instances).toHaveLength(0);
    only.stopLiveEvents();
  });
});
