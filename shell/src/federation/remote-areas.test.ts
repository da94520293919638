import type { RemoteRouteTable } from '@portal/design/base';
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
    preloadPath('/elsewhere');
    preloadPath('/slow/7?tab=notes');
    // The page's chunk does not wait for the remote's messages.
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/api/slow/7', expect.anything());
    expect(remotesStore.getState().areas.slow?.status).toBe('loading');
    expect(vi.mocked(loadRouteTable).mock.calls.every(([name]) => name === 'slow')).toBe(true);
    messagesArrive();
    await vi.waitFor(() => expect(remotesStore.getState().areas.slow?.status).toBe('ready'));
    // A menu hover loads code only.
    const tableLoads = vi.mocked(loadRouteTable).mock.calls.length;
    prefetchPath('/slow/8');
    await vi.waitFor(() => expect(loadRouteTable).toHaveBeenCalledTimes(tableLoads + 1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockRestore();
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
