import type { Page } from '@playwright/test';
import { expect, openTemplateSection, setRemote, signInAsAdmin, test } from './fixtures';

/** The remotes' static servers (shared by every worker); the shell is each worker's `portal`. */
const REMOTE_APP_ORIGINS = {
  billing: 'http://localhost:3001',
  tickets: 'http://localhost:3002',
  profile: 'http://localhost:3003',
  apps_demo: 'http://localhost:3004',
  ui_demo: 'http://localhost:3005',
};
const LIBS = ['react', 'react-dom', '@mantine/core'] as const;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** URLs of the chunks that implement each shared library, per app, from the apps' MF manifests. */
async function sharedChunkUrls(page: Page, shell: string) {
  const byLib = new Map<string, Set<string>>(LIBS.map((lib) => [lib, new Set<string>()]));
  for (const origin of [shell, ...Object.values(REMOTE_APP_ORIGINS)]) {
    const response = await page.request.get(`${origin}/mf-manifest.json`);
    const manifest = (await response.json()) as { shared: ManifestShared[] };
    for (const shared of manifest.shared) {
      const lib = LIBS.find((l) => shared.name === l || shared.name.startsWith(`${l}/`));
      const urls = lib && byLib.get(lib);
      if (!urls) continue;
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
        urls.add(`${origin}/${file}`);
    }
  }
  return byLib;
}

/** Counts the React renderers (react-dom copies) that register with the devtools hook. */
const countRenderers = () => {
  const renderers: unknown[] = [];
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
  Object.defineProperty(window, '__reactRendererCount', { get: () => renderers.length });
};

test('the sign-in page loads JavaScript from its own origin only: no remote entry or manifest', async ({
  page,
  portal,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  // The idle prefetch of the signed-in shell reads the manifest, then hints its chunks.
  const prefetch = page.waitForResponse(`${portal.origin}/mf-manifest.json`);
  await page.goto('/authentication/login');
  await expect(page.getByRole('button', { name: /^(sign in|log in|login)$/i })).toBeVisible();
  await prefetch;
  await page.waitForLoadState('networkidle');
  const foreign = requests.filter((url) => new URL(url).origin !== portal.origin);
  expect(foreign, 'requests to other origins').toEqual([]);
  expect(requests.filter((url) => /mf-manifest\.json|remoteEntry\.js/.test(url))).toEqual(
    requests.filter((url) => url === `${portal.origin}/mf-manifest.json`),
  );
});

test('a signed-in reload asks for remotes.json, its remote’s manifest, entry and routes once: the first script asks, the shell takes its answers', async ({
  page,
  portal,
}) => {
  await signInAsAdmin(page, '/dashboards/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'CRM dashboard' })).toBeVisible();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.reload();
  await expect(page.getByText('Total users')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const manifest = `${REMOTE_APP_ORIGINS.apps_demo}/mf-manifest.json`;
  const entry = `${REMOTE_APP_ORIGINS.apps_demo}/remoteEntry.js`;
  const config = `${portal.origin}/remotes.json`;
  // Each once: the shell and the federation runtime take the first script's answers.
  expect(asked.filter((url) => url === config)).toHaveLength(1);
  expect(asked.filter((url) => url === manifest)).toHaveLength(1);
  expect(asked.filter((url) => url === entry)).toHaveLength(1);
  expect(await page.locator(`link[rel="preload"][href="${entry}"]`).count()).toBe(1);
  // The scripts of the remote's `./routes`, preloaded by the first script, are fetched once too:
  // the federation runtime's script tags take the preloaded copies.
  const { exposes } = (await (await page.request.get(manifest)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const routes = exposes.find((expose) => expose.name === 'routes')?.assets.js.sync ?? [];
  expect(routes.length).toBeGreaterThan(0);
  for (const file of routes) {
    const url = `${REMOTE_APP_ORIGINS.apps_demo}/${file}`;
    expect(asked.filter((asking) => asking === url)).toHaveLength(1);
    expect(await page.locator(`link[rel="preload"][href="${url}"]`).count()).toBe(1);
  }
});

test('React, ReactDOM and Mantine core are each fetched once across a tour of every remote', async ({
  page,
  portal,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    // The sign-in page's idle prefetch of the shell's chunks ('other') is no second instance.
    if (request.resourceType() !== 'other') fetched.push(request.url().split('?')[0] ?? '');
  });
  await page.addInitScript(countRenderers);
  await signInAsAdmin(page);
  const remotes = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { name: string; prefixes: string[] }[];
  };
  // Visit two paths of every remote inside the running app (client-side navigation, as a menu click
  // does): a prefix shows the remote's page (or redirects to its first tab, as /perfilClient does)
  // or the not-found page once the remote's table is loaded.
  for (const remote of remotes.remotes) {
    for (const prefix of remote.prefixes.slice(0, 2)) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, prefix);
      // Settled: a page heading, and the same URL over 400 ms. A redirect page (`/apps/user` →
      // `/apps/user/list`) commits up to 300 ms after its fallback (React's reveal throttle), and
      // would otherwise replace the next path of the tour.
      await expect(async () => {
        const before = page.url();
        await page.waitForTimeout(400);
        expect(page.url()).toBe(before);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible(
          { timeout: 100 },
        );
      }).toPass({ timeout: 15_000 });
      await expect(page).toHaveURL(new RegExp(`${prefix}(/[\\w-]+)?$`));
      await page.waitForLoadState('networkidle');
    }
  }
  // Every remote's entry was fetched: the tour really crossed all of them.
  for (const origin of Object.values(REMOTE_APP_ORIGINS)) {
    expect(fetched.some((url) => url.startsWith(`${origin}/`))).toBe(true);
  }
  // One react-dom renderer in the signed-in document, shell and remotes together.
  expect(
    await page.evaluate(
      () => (window as unknown as { __reactRendererCount: number }).__reactRendererCount,
    ),
  ).toBe(1);
  const chunks = await sharedChunkUrls(page, portal.origin);
  for (const lib of LIBS) {
    const urls = chunks.get(lib) ?? new Set<string>();
    const hits = fetched.filter((url) => urls.has(url));
    const origins = new Set(hits.map((url) => new URL(url).origin));
    expect(origins, `${lib} came from ${[...origins].join(', ')}`).toEqual(
      new Set([portal.origin]),
    );
    expect(new Set(hits).size, `${lib} chunks: ${hits.join(', ')}`).toBe(hits.length);
  }
});

test.describe('a remote that is down', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ page }) => {
    await setRemote(page, 'apps-demo', 'up');
  });

  test('shows an error panel with Retry on its routes, keeps its menu, and recovers @outage', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const menuLink = page.getByRole('navigation').getByRole('link', { name: /^access control$/i });
    // Access control sits in the Template section, collapsed until opened.
    await openTemplateSection(page);
    await expect(menuLink).toBeVisible();
    await setRemote(page, 'apps-demo', 'down');
    await page.reload();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible({ timeout: 20_000 });
    // Its menu entries stay (last known), and the shell keeps working.
    await openTemplateSection(page);
    await expect(menuLink).toBeVisible();
    await page.goto('/pages/misc/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible({ timeout: 20_000 });
    await setRemote(page, 'apps-demo', 'up');
    await page.getByRole('button', { name: /retry/i }).click();
    await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  });
});

test('every origin sends the security headers, compressed assets and a JSON 404 for unknown API paths', async ({
  request,
  portal,
}) => {
  const remotes = Object.values(REMOTE_APP_ORIGINS);
  const urls = [
    `${portal.origin}/`,
    `${portal.origin}/authentication/login`,
    `${portal.origin}/mf-manifest.json`,
    `${portal.origin}/remotes.json`,
    `${portal.origin}/static/js/app.js`,
    ...remotes.flatMap((origin) => [`${origin}/mf-manifest.json`, `${origin}/remoteEntry.js`]),
  ];
  for (const url of urls) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    const headers = response.headers();
    expect(response.status(), url).toBe(200);
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "default-src 'self'",
      "worker-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp, url).toContain(directive);
    for (const origin of remotes) {
      expect(csp, url).toMatch(new RegExp(`script-src [^;]*${origin}`));
      expect(csp, url).toMatch(new RegExp(`connect-src [^;]*${origin}`));
    }
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    if (headers['content-type']?.startsWith('text/html'))
      expect(headers['x-frame-options'], url).toBe('DENY');
    // Entries, manifests and the runtime config are revalidated, never cached blindly.
    expect(headers['cache-control'], url).toBe('no-cache');
    if (/\.(js|json)$/.test(url)) expect(headers['content-encoding'], url).toBe('br');
  }
  for (const origin of [portal.origin, ...remotes]) {
    const response = await request.get(`${origin}/api/does-not-exist`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  }
});

test('a tour of the portal raises no Content-Security-Policy violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  await signInAsAdmin(page);
  const remotes = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { prefixes: string[] }[];
  };
  const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  let previous = await heading.innerText();
  for (const remote of remotes.remotes) {
    const prefix = remote.prefixes[0];
    if (prefix === undefined) continue;
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, prefix);
    // The remote's own page has replaced the last one (a blocked remote shows its error panel).
    await expect(heading).not.toHaveText(previous, { timeout: 20_000 });
    await expect(heading).not.toHaveText(/unavailable|taking too long/i);
    previous = await heading.innerText();
  }
  await page.goto('/dashboards/crm');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the portal registers no service worker and retires the mock API worker a browser still has', async ({
  page,
  request,
  portal,
}) => {
  await signInAsAdmin(page, '/dashboards/crm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/Facturacion');
  await expect(page.getByRole('table')).toBeVisible();
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
  );
  expect(registrations).toEqual([]);
  // The old worker's scripts now unregister themselves at the browser's next update check.
  for (const file of ['mockServiceWorker.js', 'mock-api-worker.js']) {
    const response = await request.get(`${portal.origin}/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(await response.text()).toContain('self.registration');
  }
});

test("a remote's chunk that fails once loads on the retry: the remote entry runs the shell's retry runtime", async ({
  page,
}) => {
  // The retry runtime is in the shell's app.js only (packages/design/rsbuild/shared-assets-retry.ts).
  const entry = await page.request.get(`${REMOTE_APP_ORIGINS.billing}/remoteEntry.js`);
  expect(await entry.text()).not.toContain('@rsbuild/plugin-assets-retry');
  let failed = '';
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.route(`${REMOTE_APP_ORIGINS.billing}/static/js/async/**`, async (route) => {
    if (failed) return route.continue();
    failed = route.request().url();
    return route.abort('connectionreset');
  });
  await signInAsAdmin(page, '/Facturacion');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /retry/i })).toHaveCount(0);
  expect(failed).not.toBe('');
  expect(requests.filter((url) => url.split('?')[0] === failed.split('?')[0]).length).toBe(2);
});
