// Serves the built portal: each app's dist on its own port, as separate origins would in production.
// Usage: node scripts/serve.mjs [--only name,name] [--except name,name]
//
// Text assets are sent precompressed (the build writes .br and .gz beside each file); hashed assets
// are cached immutable, everything else (HTML, manifests, remote entries, remotes.json) revalidates.
// Every response of every origin carries the security headers; the CSP allows scripts and
// connections from the remote origins listed in the shell's runtime config (remotes.json).
import { createServer } from 'node:http';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};
const SHELL_ORIGINS = (
  process.env.PORTAL_ALLOWED_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000'
).split(',');

function arg(name) {
  const i = process.argv.indexOf(name);
  return i === -1 ? null : process.argv[i + 1].split(',');
}

/** Origins of the remotes in the shell's runtime config (the CSP's script-src and connect-src). */
function remoteOrigins() {
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'shell/dist/remotes.json'), 'utf8'));
    return [...new Set(config.remotes.map((r) => new URL(r.entry).origin))];
  } catch {
    return APPS.filter((a) => a.name !== 'shell').map((a) => `http://localhost:${a.port}`);
  }
}

function securityHeaders() {
  const remotes = remoteOrigins().join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `connect-src 'self' ${remotes}`,
    // Mantine writes style attributes and a <style> for its CSS variables; remotes bring their CSS.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src 'self' data: blob: ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

async function fileFor(dist, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(dist, clean);
  if (!candidate.startsWith(dist)) return null;
  try {
    const s = await stat(candidate);
    if (s.isFile()) return { file: candidate, size: s.size };
  } catch {
    /* fall through */
  }
  return null;
}

/** The precompressed sibling the client accepts (brotli first), else the file itself. */
async function negotiate(found, acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
      .map(([coding]) => coding.toLowerCase()),
  );
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepted.has(coding)) continue;
    try {
      const s = await stat(found.file + ext);
      if (s.isFile()) return { path: found.file + ext, size: s.size, encoding: coding };
    } catch {
      /* not precompressed (small or binary) */
    }
  }
  return { path: found.file, size: found.size, encoding: null };
}

export function serveApp({ dir, port }) {
  const dist = path.join(root, dir, 'dist');
  const security = securityHeaders();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    const origin = req.headers.origin;
    if (origin && SHELL_ORIGINS.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    // The API is the mock's (the page's service worker); a request that reaches a static server
    // is an unknown endpoint and gets the API's JSON 404, never the portal's HTML.
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      res
        .writeHead(404, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(JSON.stringify({ message: 'Not found' }));
      return;
    }
    let found = await fileFor(dist, url.pathname);
    // SPA fallback: unknown paths without an extension get index.html.
    if (!found && !path.extname(url.pathname)) found = await fileFor(dist, '/index.html');
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const base = path.basename(found.file);
    const isHtml = base.endsWith('.html');
    // Hashed chunks are immutable; entries, manifests and config must be revalidated.
    const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(base);
    const body = await negotiate(found, req.headers['accept-encoding']);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
      'Content-Length': body.size,
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary:
        origin && SHELL_ORIGINS.includes(origin) ? 'Origin, Accept-Encoding' : 'Accept-Encoding',
      ...(body.encoding ? { 'Content-Encoding': body.encoding } : {}),
      ...(isHtml ? { 'X-Frame-Options': 'DENY' } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(body.path).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

/**
 * Serves the selected apps. With PORTAL_TEST_CONTROL=1 the shell server also answers
 * POST /__test__/remotes/<name>/(down|up), which stops or restarts that remote's server
 * (end-to-end tests use it to prove a remote outage leaves the rest of the portal working).
 */
export async function serveAll({ only = null, except = [] } = {}) {
  const selected = APPS.filter((a) => (!only || only.includes(a.name)) && !except.includes(a.name));
  const servers = new Map();
  for (const app of selected) {
    servers.set(app.name, await serveApp(app));
    console.log(`${app.name.padEnd(10)} http://localhost:${app.port}`);
  }
  if (process.env.PORTAL_TEST_CONTROL === '1' && servers.has('shell')) {
    const shell = servers.get('shell');
    const handler = shell.listeners('request')[0];
    shell.removeAllListeners('request');
    shell.on('request', async (req, res) => {
      const match = /^\/__test__\/remotes\/([\w-]+)\/(down|up)$/.exec(req.url ?? '');
      if (!match || req.method !== 'POST') return handler(req, res);
      const [, name, action] = match;
      const app = APPS.find((a) => a.name === name);
      if (!app) return res.writeHead(404).end();
      const current = servers.get(name);
      if (action === 'down' && current) {
        current.closeAllConnections();
        await new Promise((resolve) => current.close(resolve));
        servers.delete(name);
      }
      if (action === 'up' && !current) servers.set(name, await serveApp(app));
      res.writeHead(204).end();
    });
  }
  console.log('Portal ready at http://localhost:3000');
  return servers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await serveAll({ only: arg('--only'), except: arg('--except') ?? [] });
}
