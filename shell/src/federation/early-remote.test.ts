import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyScripts, startEarlyRemote, takeEarly, takeEarlyManifest } from './early-remote';

const config = {
  remotes: [
    { name: 'billing', entry: 'http://billing.test/mf-manifest.json', prefixes: ['/Facturacion'] },
    { name: 'apps_demo', entry: 'http://apps.test/mf-manifest.json', prefixes: ['/dashboards'] },
  ],
};
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'pages', assets: { js: { sync: ['static/js/pages.js'] } } },
    { name: 'routes', assets: { js: { sync: ['static/js/lib.js', 'static/js/routes.js'] } } },
  ],
};

/** A window whose `fetch` answers the configuration and the apps manifest (and counts asks). */
function fakeWindow() {
  const fetch = vi.fn((url: string) =>
    Promise.resolve(
      url === '/remotes.json'
        ? Response.json(config)
        : url === 'http://apps.test/mf-manifest.json'
          ? Response.json(manifest)
          : new Response(null, { status: 404 }),
    ),
  );
  return { target: { fetch, document } as unknown as Window, fetch };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

afterEach(() => {
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

describe('startEarlyRemote (the page’s first script, signed in)', () => {
  it('asks for the configuration and the owning remote’s manifest, and preloads its entry and routes', async () => {
    const { target, fetch } = fakeWindow();
    startEarlyRemote('/dashboards/crm', '/remotes.json', target);
    await vi.waitFor(() =>
      expect(preloads()).toEqual([
        'http://apps.test/remoteEntry.js',
        'http://apps.test/static/js/lib.js',
        'http://apps.test/static/js/routes.js',
      ]),
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      'http://apps.test/mf-manifest.json',
    ]);
    // The shell takes each answer once, whole (the first script read a clone).
    const early = takeEarly('/remotes.json', target);
    expect(await (await early)?.json()).toEqual(config);
    expect(takeEarly('/remotes.json', target)).toBeUndefined();
    expect(await (await takeEarly('http://apps.test/mf-manifest.json', target))?.json()).toEqual(
      manifest,
    );
    expect(takeEarly('http://billing.test/mf-manifest.json', target)).toBeUndefined();
  });

  it('has the shell wait for the first script’s decision on the manifest: asked once', async () => {
    const { target, fetch } = fakeWindow();
    startEarlyRemote('/dashboards/crm', '/remotes.json', target);
    // The shell parses its copy of the configuration and asks at once, maybe before the first
    // script has asked.
    const early = await takeEarlyManifest('http://apps.test/mf-manifest.json', target);
    expect(early).toBeDefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/remotes.json',
      'http://apps.test/mf-manifest.json',
    ]);
    expect(await takeEarlyManifest('http://billing.test/mf-manifest.json', target)).toBeUndefined();
  });

  it('asks for no manifest on a path no remote owns', async () => {
    const { target, fetch } = fakeWindow();
    startEarlyRemote('/settings', '/remotes.json', target);
    await (takeEarly('/remotes.json', target) as Promise<Response>);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(preloads()).toEqual([]);
  });
});

describe('earlyScripts', () => {
  it('puts the files beside the manifest for publicPath auto, else under the publicPath', () => {
    expect(earlyScripts('http://apps.test/x/mf-manifest.json', manifest)).toEqual([
      'http://apps.test/x/remoteEntry.js',
      'http://apps.test/x/static/js/lib.js',
      'http://apps.test/x/static/js/routes.js',
    ]);
    expect(
      earlyScripts('http://apps.test/mf-manifest.json', {
        metaData: {
          publicPath: 'http://cdn.test/apps/',
          remoteEntry: { name: 'e.js', path: 'js' },
        },
        exposes: [{ name: 'routes', assets: { js: { sync: ['r.js', 7] } } }],
      }),
    ).toEqual(['http://cdn.test/apps/js/e.js', 'http://cdn.test/apps/r.js']);
  });

  it('gives nothing without an entry, and the entry alone without a routes expose', () => {
    expect(earlyScripts('http://apps.test/mf-manifest.json', {})).toEqual([]);
    expect(
      earlyScripts('http://apps.test/mf-manifest.json', { metaData: manifest.metaData }),
    ).toEqual(['http://apps.test/remoteEntry.js']);
  });
});
