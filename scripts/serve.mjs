// Serves the built portal: each app's dist on its own port, as separate origins would in production.
// Usage: node scripts/serve.mjs [--only name,name] [--except name,name]
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
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

async function fileFor(dist, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(dist, clean);
  if (!candidate.startsWith(dist)) return null;
  try {
    const s = await stat(candidate);
    if (s.isFile()) return candidate;
  } catch {
    /* fall through */
  }
  return null;
}

export function serveApp({ dir, port }) {
  const dist = path.join(root, dir, 'dist');
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const origin = req.headers.origin;
    if (origin && SHELL_ORIGINS.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    let file = await fileFor(dist, url.pathname);
    // SPA fallback: unknown paths without an extension get index.html.
    if (!file && !path.extname(url.pathname)) file = path.join(dist, 'index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const base = path.basename(file);
    // Hashed chunks are immutable; entries, manifests and config must be revalidated.
    const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/.test(base);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(base === 'index.html'
        ? { 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' }
        : {}),
    });
    createReadStream(file).pipe(res);
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
