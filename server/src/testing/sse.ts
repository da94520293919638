/** What answers a request: an app (`app.request`, no socket) or a real server's origin. */
export interface Requester {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** One server-sent event as a browser's EventSource sees it. */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseReader {
  status: number;
  headers: Headers;
  /** The next event (comments skipped), or null when none comes within `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent | null>;
  /** The next event of `kind`, skipping others; null when none comes within `timeoutMs`. */
  nextOf(kind: string, timeoutMs?: number): Promise<SseEvent | null>;
  close(): Promise<void>;
}

function parseBlock(block: string): SseEvent | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 && id === null && event === 'message'
    ? null
    : { id, event, data: data.join('\n') };
}

/**
 * Opens `GET /api/events` on an app (`app.request`, no socket) or a server and reads its body as
 * events: for tests of the live stream.
 */
export async function openEventStream(
  app: Requester,
  headers: Record<string, string>,
  path = '/api/events',
): Promise<SseReader> {
  const controller = new AbortController();
  const response = await app.request(`http://localhost${path}`, {
    headers,
    signal: controller.signal,
  });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<string>> | null = null;
  let ended = false;
  const next = async (timeoutMs = 2000): Promise<SseEvent | null> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = parseBlock(block);
        if (event) return event;
        continue;
      }
      if (!reader || ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      pending ??= reader.read();
      let timer: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        pending,
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (result === null) return null;
      pending = null;
      if (result.done) ended = true;
      else buffer += result.value;
    }
  };
  return {
    status: response.status,
    headers: response.headers,
    next,
    async nextOf(kind, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const event = await next(Math.max(0, deadline - Date.now()));
        if (event === null || event.event === kind) return event;
      }
    },
    async close() {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}
