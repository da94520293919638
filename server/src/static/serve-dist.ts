import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PAGE_SESSION_ELEMENT_ID } from '@portal/contract';
import type { Context } from 'hono';
import {
  STARTUP_ASSETS_FILE,
  startupAssetsSchema,
  type StartupAssets,
} from '@portal/contract/startup-assets';
import { compressFor, contentTypeOf, findFile, isImmutable, negotiate, readLive } from './files';

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
  /**
   * The signed-in session of the request (the shell's origin), or null: written into the HTML it
   * is served (`pageWithSession`), so the page starts with it instead of asking for it.
   */
  pageSession?: () => Promise<unknown>;
}

/**
 * `html` with `session` as JSON in a data block before `</head>`: never run as script (the CSP
 * allows no inline script anyway); `<` is escaped so no text of the data can end the element.
 */
export function pageWithSession(html: string, session: unknown): string {
  const json = JSON.stringify(session).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${PAGE_SESSION_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${element}</head>`);
}

/**
 * The scripts and style sheets the shell's entry loads before its first render, as its build
 * listed them; none when the build wrote no list (a development server) or an unreadable one.
 * Read with the page it goes into, so a new build's page names the new build's files.
 */
async function readStartupAssets(dist: string): Promise<StartupAssets> {
  try {
    const listed: unknown = JSON.parse(
      await readFile(path.join(dist, STARTUP_ASSETS_FILE), 'utf8'),
    );
    const parsed = startupAssetsSchema.safeParse(listed);
    if (parsed.success) return parsed.data;
  } catch {
    // No list: the page loads its scripts as its entry asks for them.
  }
  return { scripts: [], styles: [] };
}

/**
 * `html` naming `assets` before `</head>` (`<link rel="preload">`): the browser asks for the
 * frame's scripts with the page, in parallel, instead of once its entry has arrived and run.
 */
export function pageWithPreloads(html: string, { scripts, styles }: StartupAssets): string {
  const links = [
    ...scripts.map((href) => `<link rel="preload" as="script" href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" href="${href}">`),
  ].join('');
  return html.replace('</head>', `${links}</head>`);
}

/** An answer of bytes made for this request (already compressed, or not). */
function sendBytes(
  c: Context,
  made: { bytes: Buffer; encoding: 'br' | 'gzip' | null },
  headers: Record<string, string>,
) {
  headers['Content-Length'] = String(made.bytes.length);
  if (made.encoding) headers['Content-Encoding'] = made.encoding;
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(new Uint8Array(made.bytes), 200, headers);
}

/** Serves a built app's files: precompressed, cached by kind, HEAD included. */
export async function serveDist(c: Context, { dist, spaFallback, pageSession }: ServeDistOptions) {
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
  if (LIVE_PATHS.has(url.pathname))
    return sendBytes(c, await readLive(found, c.req.header('accept-encoding')), {
      'Content-Type': contentTypeOf(found.file),
      'Cache-Control': 'no-cache',
    });
  const isPage = found.file.endsWith('.html');
  if (isPage && pageSession) {
    // The same URL is a different page with another session cookie.
    c.header('Vary', 'Cookie', { append: true });
    const session = await pageSession();
    if (session !== null) {
      const [page, startup] = await Promise.all([
        readFile(found.file, 'utf8'),
        readStartupAssets(dist),
      ]);
      // Only a signed-in page starts the federated shell (a guest's sign-in page is light).
      const html = pageWithSession(pageWithPreloads(page, startup), session);
      return sendBytes(c, compressFor(Buffer.from(html), c.req.header('accept-encoding')), {
        'Content-Type': contentTypeOf(found.file),
        // One person's page: kept by no cache, shared or not.
        'Cache-Control': 'no-store',
        'X-Frame-Options': 'DENY',
      });
    }
  }
  const body = await negotiate(found, c.req.header('accept-encoding'));
  const headers: Record<string, string> = {
    'Content-Type': contentTypeOf(found.file),
    'Content-Length': String(body.size),
    // Hashed chunks never change; entries, manifests, remotes.json and HTML are revalidated.
    'Cache-Control': isImmutable(found.file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  if (body.encoding) headers['Content-Encoding'] = body.encoding;
  if (isPage) headers['X-Frame-Options'] = 'DENY';
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  const stream = Readable.toWeb(createReadStream(body.file)) as ReadableStream<Uint8Array>;
  return c.body(stream, 200, headers);
}
