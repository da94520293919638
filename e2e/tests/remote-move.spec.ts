import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ACCOUNTS, expect, extraPortalPort, startPortal, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const OLD_ORIGIN = 'http://localhost:3001';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** What an operator might run: a plain static server for a built remote, readable by any origin. */
async function serveStatic(dist: string, port: number) {
  const paths: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    paths.push(pathname);
    const file = path.join(dist, path.normalize(pathname));
    const origin = request.headers.origin;
    if (origin) response.setHeader('Access-Control-Allow-Origin', origin);
    let body: Buffer;
    try {
      if (!file.startsWith(dist + path.sep)) throw new Error('outside');
      body = readFileSync(file);
    } catch {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
      })
      .end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, 'localhost', resolve));
  return {
    origin: `http://localhost:${port}`,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface RemotesConfig {
  remotes: { name: string; entry: string; prefixes: string[] }[];
}

test('a remote moves to another origin by an edit of remotes.json, live: entry and chunks load from there, the CSP allows it', async ({
  page,
}, testInfo) => {
  // A server of its own to start (migrations, sample data) and two cold loads of the signed-in
  // portal: 1.2 min on a busy 2-core machine.
  test.setTimeout(180_000);
  // This test's own portal serves a copy of the built shell: its remotes.json is edited here, never
  // the one the other tests' servers read.
  const shellDist = mkdtempSync(path.join(tmpdir(), 'portal-e2e-shell-'));
  cpSync(path.join(root, 'shell', 'dist'), shellDist, { recursive: true });
  // Billing's same build, on a port of its own.
  const moved = await serveStatic(
    path.join(root, 'remotes', 'billing', 'dist'),
    extraPortalPort(testInfo.parallelIndex) + 10,
  );
  let portal: Awaited<ReturnType<typeof startPortal>> | null = null;
  try {
    portal = await startPortal(extraPortalPort(testInfo.parallelIndex), { SHELL_DIST: shellDist });
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void })
          .__reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto(
      `${portal.origin}/authentication/login?to=${encodeURIComponent('/Facturacion')}`,
    );
    await page.getByLabel(/^email/i).fill(ACCOUNTS.admin.email);
    await page.getByLabel(/^password/i).fill(ACCOUNTS.admin.password);
    // The frame brings billing's cached menu up to date from its origin once the page is idle:
    // the first page does so before the edit, not while the reload below is under way.
    const menuRefreshed = page.waitForResponse(`${OLD_ORIGIN}/menu.json`);
    await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await expect(page).toHaveURL(/\/Facturacion$/);
    await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
    expect(requests).toContain(`${OLD_ORIGIN}/remoteEntry.js`);
    expect(moved.paths).toEqual([]);
    await menuRefreshed;

    // The operator's edit, while the portal runs. A precompressed copy of the old file, dated
    // later (as a deploy that keeps timestamps leaves it), must not be what is served.
    const file = path.join(shellDist, 'remotes.json');
    const before = readFileSync(file, 'utf8');
    const config = JSON.parse(before) as RemotesConfig;
    for (const remote of config.remotes)
      if (remote.name === 'billing') remote.entry = `${moved.origin}/mf-manifest.json`;
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    const later = new Date(Date.now() + 3_600_000);
    writeFileSync(`${file}.br`, brotliCompressSync(before));
    writeFileSync(`${file}.gz`, gzipSync(before));
    utimesSync(`${file}.br`, later, later);
    utimesSync(`${file}.gz`, later, later);

    requests.length = 0;
    const reloaded = await page.reload();
    await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    const csp = reloaded?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${moved.origin}`));
    expect(csp).not.toContain(OLD_ORIGIN);
    // Entry, manifest and the page's chunks came from the new origin, nothing from the old one.
    expect(moved.paths).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(moved.paths.filter((p) => p.startsWith('/static/js/')).length).toBeGreaterThan(0);
    expect(requests.filter((url) => url.startsWith(`${OLD_ORIGIN}/`))).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await portal?.stop();
    await moved.close();
    rmSync(shellDist, { recursive: true, force: true });
  }
});
