import { expect, test, type Page } from '@playwright/test';
import { setRemote, signInAsAdmin } from './fixtures';

const APP_ORIGINS = {
  shell: 'http://localhost:3000',
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
async function sharedChunkUrls(page: Page) {
  const byLib = new Map<string, Set<string>>(LIBS.map((lib) => [lib, new Set<string>()]));
  for (const origin of Object.values(APP_ORIGINS)) {
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

test('React, ReactDOM and Mantine core are each fetched once across a tour of every remote', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url().split('?')[0] ?? ''));
  await signInAsAdmin(page);
  const remotes = (await (await page.request.get('/remotes.json')).json()) as {
    remotes: { name: string; prefixes: string[] }[];
  };
  // Visit two paths of every remote inside the running app (client-side navigation, as a menu click
  // does): a prefix shows the remote's page or the not-found page once the remote's table is loaded.
  for (const remote of remotes.remotes) {
    for (const prefix of remote.prefixes.slice(0, 2)) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, prefix);
      await expect(page).toHaveURL(new RegExp(`${prefix}$`));
      await page.waitForLoadState('networkidle');
    }
  }
  // Every remote's entry was fetched: the tour really crossed all of them.
  for (const origin of Object.values(APP_ORIGINS).slice(1)) {
    expect(fetched.some((url) => url.startsWith(`${origin}/`))).toBe(true);
  }
  const chunks = await sharedChunkUrls(page);
  for (const lib of LIBS) {
    const urls = chunks.get(lib) ?? new Set<string>();
    const hits = fetched.filter((url) => urls.has(url));
    const origins = new Set(hits.map((url) => new URL(url).origin));
    expect(origins, `${lib} came from ${[...origins].join(', ')}`).toEqual(
      new Set([APP_ORIGINS.shell]),
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
    await expect(menuLink).toBeVisible();
    await setRemote(page, 'apps-demo', 'down');
    await page.reload();
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible({ timeout: 20_000 });
    // Its menu entries stay (last known), and the shell keeps working.
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
