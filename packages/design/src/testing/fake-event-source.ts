type Listener = (message: { type: string; data: string; lastEventId: string }) => void;

/**
 * The live stream's EventSource, driven by the test (`vi.stubGlobal('EventSource',
 * FakeEventSource)`, then `FakeEventSource.last?.emit(kind, data)`); the server's own stream is
 * tested server-side.
 */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  readonly listeners = new Map<string, Listener[]>();
  constructor() {
    FakeEventSource.last = this;
  }
  addEventListener(kind: string, listener: Listener) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  removeEventListener() {}
  close() {}
  emit(kind: string, data: object, lastEventId = '') {
    for (const listener of this.listeners.get(kind) ?? [])
      listener({ type: kind, data: JSON.stringify(data), lastEventId });
  }
}
