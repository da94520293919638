import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { contentTypeOf, findFile, isImmutable, negotiate, readLive } from './files';

/**
 * The service worker the in-browser mock API used to register. A browser that still has it
 * fetches this on its next update check: it unregisters itself and reloads its pages, which
 * then talk to the server directly.
 */
export const RETIRED_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => clients.forEach((client) => client.navigate(client.url))),
  );
});
`;
const RETIRED_WORKER_PATHS = new Set(['/mockServiceWorker.js', '/mock-api-worker.js']);

/**
 * Files an operator edits in place (the runtime remote configuration): always served from their
 * current bytes, compressed per request, never from a `.br`/`.gz` sibling that may predate the edit
 * (a copy that kept its timestamp looks newer than it is).
 */
const LIVE_PATHS = new Set(['/remotes.json']);

export interface ServeDistOptions {
  dist: string;
  /** Answer index.html for unknown paths without an extension (the shell's client routes). */
  spaFallback: boolean;
}

/** Serves a built app's files: precompressed, cached by kind, HEAD included. */
export async function serveDist(c: Context, { dist, spaFallback }: ServeDistOptions) {
  const url = new URL(c.req.url);
  if (RETIRED_WORKER_PATHS.has(url.pathname))
    return c.body(RETIRED_WORKER, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
  let found = await findFile(dist, url.pathname);
  if (!found && spaFallback && !path.extname(url.pathname))
    found = await findFile(dist, '/index.html');
  if (!found) return c.text('Not found', 404);
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (LIVE_PATHS.has(url.pathname)) {
    const live = await readLive(found, c.req.header('accept-encoding'));
    const liveHeaders: Record<string, string> = {
      'Content-Type': contentTypeOf(found.file),
      'Content-Length': String(live.bytes.length),
      'Cache-Control': 'no-cache',
    };
    if (live.encoding) liveHeaders['Content-Encoding'] = live.encoding;
    if (c.req.method === 'HEAD') return c.body(null, 200, liveHeaders);
    return c.body(new Uint8Array(live.bytes), 200, liveHeaders);
  }
  const body = await negotiate(found, c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(found.file),
    'Content-Length': String(body.size),
    // Hashed chunks never change; entries, manifests, remotes.json and HTML are revalidated.
    'Cache-Control': isImmutable(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (body.encoding) headers['Content-Encoding'] = body.encoding;
  if (found.file.endsWith('.html')) headers['X-Frame-Options'] = 'DENY';
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(body.file)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}
