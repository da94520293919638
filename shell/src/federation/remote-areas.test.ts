import type { QueryClient } from '@tanstack/react-query';
import type { RemoteRouteTable } from '@portal/design/base';
import { queryClient } from '../lib/query-client';
import type * as Registry from './remote-registry';
import { FAKE_REMOTES } from '../testing/fake-remotes';
import {
  ensureAllMenus,
  ensureArea,
  menuCacheKey,
  preloadPath,
  prefetchPath,
  readMenuCache,
  remotesStore,
  resetRemotesStore,
  retryArea,
  RemoteTimeoutError,
} from './remote-areas';
import { forgetRouteTable, loadRemoteConfig, loadRouteTable } from './remote-registry';

vi.mock('./remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

const table: RemoteRouteTable = {
  namespace: 'slow',
  loadMessages: () => Promise.resolve({}),
  routes: [],
  menu: [],
};

describe('remote areas', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetRemotesStore();
  });
  afterEach(() => vi.useRealTimers());

  it('turns a remote that does not answer within 10 s into an error, then retries', async () => {
    vi.useFakeTimers();
    vi.mocked(loadRouteTable).mockReturnValueOnce(new Promise(() => undefined));
    const pending = ensureArea('slow');
    expect(remotesStore.getState().areas.slow?.status).toBe('loading');
    const failed = expect(pending).rejects.toBeInstanceOf(RemoteTimeoutError);
    await vi.advanceTimersByTimeAsync(10_000);
    await failed;
    expect(remotesStore.getState().areas.slow?.status).toBe('error');
    expect(forgetRouteTable).toHaveBeenCalledWith('slow');

    vi.useRealTimers();
    vi.mocked(loadRouteTable).mockResolvedValueOnce(table);
    await expect(retryArea('slow')).resolves.toBe(table);
    expect(remotesStore.getState().areas.slow?.status).toBe('ready');
    expect(loadRouteTable).toHaveBeenCalledTimes(2);
  });

  it('shares one attempt between concurrent callers', async () => {
    vi.mocked(loadRouteTable).mockResolvedValue(table);
    await Promise.all([ensureArea('slow'), ensureArea('slow')]);
    expect(loadRouteTable).toHaveBeenCalledTimes(1);
  });

  it('preloads the remote owning a path, its page and its first data, once the config is read', async () => {
    const page = vi.fn(() => Promise.resolve({}));
    const prefetch = ['/api/slow/7'];
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ id: 7 }));
    let messagesArrive = () => undefined as unknown;
    vi.mocked(loadRemoteConfig).mockResolvedValue([
      { name: 'slow', entry: 'http://localhost:3009/remoteEntry.js', prefixes: ['/slow'] },
    ]);
    vi.mocked(loadRouteTable).mockResolvedValue({
      ...table,
      namespace: 'preloaded',
      loadMessages: () => new Promise((resolve) => (messagesArrive = () => resolve({}))),
      routes: [{ path: '/slow/:id', load: page, prefetch }],
    } as unknown as RemoteRouteTable);
    void preloadPath('/elsewhere');
    void preloadPath('/slow/7?tab=notes');
    // The page's chunk does not wait for the remote's messages.
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/slow/7', expect.anything());
    expect(remotesStore.getState().areas.slow?.status).toBe('loading');
    expect(vi.mocked(loadRouteTable).mock.calls.every(([name]) => name === 'slow')).toBe(true);
    messagesArrive();
    await vi.waitFor(() => expect(remotesStore.getState().areas.slow?.status).toBe('ready'));
    // A menu hover loads code only.
    const tableLoads = vi.mocked(loadRouteTable).mock.calls.length;
    void prefetchPath('/slow/8');
    await vi.waitFor(() => expect(loadRouteTable).toHaveBeenCalledTimes(tableLoads + 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockRestore();
  });
});

describe('the start-up preload', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetRemotesStore();
    vi.mocked(loadRemoteConfig).mockResolvedValue([
      { name: 'slow', entry: 'http://localhost:3009/remoteEntry.js', prefixes: ['/slow'] },
    ]);
  });

  const withPage = (loadData: (client: QueryClient) => Promise<unknown>) =>
    vi.mocked(loadRouteTable).mockResolvedValue({
      ...table,
      routes: [
        { path: '/slow/:id', load: () => Promise.resolve({ default: () => null, loadData }) },
      ],
    });

  it('settles once the page’s data is in the portal’s query cache, for the first render', async () => {
    let arrive = () => undefined as unknown;
    withPage((client) => {
      expect(client).toBe(queryClient);
      return new Promise((resolve) => (arrive = () => resolve(client.setQueryData(['x'], 1))));
    });
    let settled = false;
    const ready = preloadPath('/slow/7').then(() => (settled = true));
    await vi.waitFor(() => expect(remotesStore.getState().areas.slow?.status).toBe('ready'));
    expect(settled).toBe(false);
    arrive();
    await ready;
    expect(queryClient.getQueryData(['x'])).toBe(1);
  });

  it('settles when the page’s data fails too: the page shows its own error', async () => {
    withPage(() => Promise.reject(new Error('500')));
    await expect(preloadPath('/slow/7')).resolves.toBeUndefined();
  });

  it('settles at once for a path no remote owns, and a menu hover loads no data', async () => {
    const loadData = vi.fn(() => Promise.resolve());
    withPage(loadData);
    await expect(preloadPath('/elsewhere')).resolves.toBeUndefined();
    await prefetchPath('/slow/8');
    expect(loadData).not.toHaveBeenCalled();
  });
});

describe('the menu cache', () => {
  afterEach(() => localStorage.clear());
  const entry = { titleKey: 'apps-demo:menu.chat', to: '/apps/chat', order: 20 };
  const titles = { en: { 'apps-demo:menu.chat': 'Chat' } };
  const store = (entries: unknown[]) =>
    localStorage.setItem(menuCacheKey('apps_demo'), JSON.stringify({ entries, titles }));

  it('keeps an entry’s counter', () => {
    store([{ ...entry, counter: 'chat-unread' }]);
    expect(readMenuCache('apps_demo')?.entries).toEqual([{ ...entry, counter: 'chat-unread' }]);
  });

  it('still reads a menu cached before counters, and drops a malformed counter only', () => {
    store([entry]);
    expect(readMenuCache('apps_demo')?.entries).toEqual([entry]);
    store([{ ...entry, counter: 42 }]);
    expect(readMenuCache('apps_demo')?.entries).toEqual([entry]);
  });
});

describe("the remotes' menu.json", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetRemotesStore();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('menus that arrive together reach the store in one change (one re-render of the navigation)', async () => {
    vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
    const manifest = (name: string) => ({
      entries: [{ titleKey: `${name}:menu.title`, to: `/${name}`, order: 1 }],
      titles: { en: { [`${name}:menu.title`]: name } },
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
      const url = String(input instanceof Request ? input.url : input);
      const name = url.includes('/billing/') ? 'billing' : 'apps_demo';
      return Promise.resolve(Response.json(manifest(name)));
    });
    const changes: string[][] = [];
    const unsubscribe = remotesStore.subscribe((state, previous) => {
      if (state.menus !== previous.menus) changes.push(Object.keys(state.menus).sort());
    });
    ensureAllMenus();
    await vi.waitFor(() => expect(changes).toEqual([['apps_demo', 'billing']]));
    unsubscribe();
    expect(readMenuCache('billing')?.entries).toEqual(manifest('billing').entries);
    expect(readMenuCache('apps_demo')?.entries).toEqual(manifest('apps_demo').entries);
  });
});
