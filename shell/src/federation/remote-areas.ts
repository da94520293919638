import { createStore, useStore } from 'zustand';
import { z } from 'zod/mini';
import {
  i18n,
  menuKeys,
  registerLanguageLoader,
  type MenuEntry,
  type MenuSection,
  type RemoteRoute,
  type RemoteRouteTable,
} from '@portal/design/base';
import { matchRoutes } from 'react-router-dom';
import { primeGet, storageKey } from '@portal/auth';
import { env } from '../config/env';
import { SECTION_ORDER } from '../config/menu-sections';
import {
  findRemoteForPath,
  forgetRouteTable,
  loadRemoteConfig,
  loadRouteTable,
  type RemoteDescriptor,
} from './remote-registry';
import { whenIdle } from '../lib/after-paint';
import { queryClient } from '../lib/query-client';
import { loadPage } from './page-modules';

/**
 * Everything the shell knows about its remotes at run time: the configuration, and per remote
 * ("area") whether its route table arrived. Nothing here runs before the default layout (or a
 * remote path) asks for it, so the sign-in page loads no remote.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface AreaState {
  status: LoadStatus;
  table?: RemoteRouteTable;
  error?: unknown;
}

export interface RemotesState {
  configStatus: LoadStatus;
  remotes: RemoteDescriptor[];
  areas: Record<string, AreaState>;
  /** Each remote's `menu.json` (its menu as data, every language), read without loading the remote. */
  menus: Record<string, MenuCache>;
  /** Bumped whenever a remote's translations or cached menu change, so menus re-render. */
  revision: number;
}

const initialState: RemotesState = {
  configStatus: 'idle',
  remotes: [],
  areas: {},
  menus: {},
  revision: 0,
};

export const remotesStore = createStore<RemotesState>()(() => ({ ...initialState }));

export const useRemotes = <T>(selector: (state: RemotesState) => T): T =>
  useStore(remotesStore, selector);

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`Remote ${name} did not answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function setArea(name: string, area: AreaState) {
  remotesStore.setState((state) => ({ areas: { ...state.areas, [name]: area } }));
}

const bump = () => remotesStore.setState((state) => ({ revision: state.revision + 1 }));

/* ---------------------------------------------------------------- menu cache (localStorage) */

const requiredAbilitySchema = z.object({
  action: z.enum(['manage', 'create', 'read', 'update', 'delete']),
  subject: z.string(),
});

export interface CachedMenuEntry {
  titleKey: string;
  to?: string | undefined;
  ability?: z.infer<typeof requiredAbilitySchema> | undefined;
  section?: MenuSection | undefined;
  order: number;
  /** The name of the count shown beside the title (`GET /api/menu/counters`). */
  counter?: string | undefined;
  /** SVG path data of the icon (24×24), as `menu.json` carries it. */
  icon?: string[] | undefined;
  children?: CachedMenuEntry[] | undefined;
}

const cachedEntrySchema: z.ZodMiniType<CachedMenuEntry> = z.lazy(() =>
  z.object({
    titleKey: z.string(),
    to: z.optional(z.string()),
    ability: z.optional(requiredAbilitySchema),
    // An unknown section (a newer remote) is dropped: the entry then shows before the template's.
    section: z.catch(z.optional(z.enum(SECTION_ORDER)), undefined),
    order: z.number(),
    // Menus cached before counters existed have none; a malformed one shows no count.
    counter: z.catch(z.optional(z.string()), undefined),
    icon: z.optional(z.array(z.string())),
    children: z.optional(z.array(cachedEntrySchema)),
  }),
);

const menuCacheSchema = z.object({
  entries: z.array(cachedEntrySchema),
  /** Resolved titles per language, so cached entries stay translated while the remote is down. */
  titles: z.record(z.string(), z.record(z.string(), z.string())),
});
export type MenuCache = z.infer<typeof menuCacheSchema>;

export const menuCacheKey = (remote: string) => storageKey(`menu-${remote}`);

export function readMenuCache(remote: string): MenuCache | null {
  try {
    const raw = window.localStorage.getItem(menuCacheKey(remote));
    if (raw === null) return null;
    const parsed = menuCacheSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toCached(entries: MenuEntry[]): CachedMenuEntry[] {
  return entries.map(({ titleKey, to, ability, section, order, counter, children }) => ({
    titleKey,
    to,
    ability,
    section,
    order,
    counter,
    children: children ? toCached(children) : undefined,
  }));
}

/** Keeps a remote's menu for a later visit while it is down. */
function storeMenuCache(remote: string, cache: MenuCache) {
  try {
    window.localStorage.setItem(menuCacheKey(remote), JSON.stringify(cache));
  } catch {
    // Storage full or disabled: the menu still works, it just is not cached.
  }
}

function writeMenuCache(remote: string, table: RemoteRouteTable, language: string) {
  // A remote with a menu.json has cached that one: every language, with icons.
  if (remotesStore.getState().menus[remote]) return;
  const titles: Record<string, string> = {};
  for (const key of menuKeys(table.menu)) titles[key] = i18n.t(key, { lng: language });
  storeMenuCache(remote, {
    entries: toCached(table.menu),
    titles: { ...(readMenuCache(remote)?.titles ?? {}), [language]: titles },
  });
}

/* ---------------------------------------------------------------- translations */

async function loadMessages(table: RemoteRouteTable, language: string) {
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  await Promise.all(
    languages
      .filter((lng) => !i18n.hasResourceBundle(lng, table.namespace))
      .map(async (lng) => {
        const messages = await table.loadMessages(lng);
        i18n.addResourceBundle(lng, table.namespace, messages, true, true);
      }),
  );
}

let languageLoaderRegistered = false;

/**
 * Before the page switches language, every loaded remote's namespace for it is fetched, so the
 * current page re-renders once, fully translated (a remote arriving later re-renders on arrival).
 */
function listenToLanguage() {
  if (languageLoaderRegistered) return;
  languageLoaderRegistered = true;
  registerLanguageLoader(async (language) => {
    const { areas } = remotesStore.getState();
    await Promise.allSettled(
      Object.entries(areas).map(async ([name, area]) => {
        const { table } = area;
        if (area.status !== 'ready' || !table) return;
        await loadMessages(table, language);
        writeMenuCache(name, table, language);
      }),
    );
    bump();
  });
}

/* ---------------------------------------------------------------- loading */

const configLoading: { current: Promise<RemoteDescriptor[]> | null } = { current: null };

/** Loads /remotes.json once (again after a failure). */
export function ensureConfig(): Promise<RemoteDescriptor[]> {
  const state = remotesStore.getState();
  if (state.configStatus === 'ready') return Promise.resolve(state.remotes);
  if (configLoading.current) return configLoading.current;
  remotesStore.setState({ configStatus: 'loading' });
  const pending = loadRemoteConfig().then(
    (remotes) => {
      remotesStore.setState({ configStatus: 'ready', remotes });
      configLoading.current = null;
      return remotes;
    },
    (error: unknown) => {
      remotesStore.setState({ configStatus: 'error' });
      configLoading.current = null;
      throw error;
    },
  );
  configLoading.current = pending;
  return pending;
}

const areaLoading = new Map<string, Promise<RemoteRouteTable>>();

/** Loads one remote's route table and translations; concurrent callers share one attempt. */
export function ensureArea(name: string): Promise<RemoteRouteTable> {
  const area = remotesStore.getState().areas[name];
  if (area?.status === 'ready' && area.table) return Promise.resolve(area.table);
  const running = areaLoading.get(name);
  if (running) return running;
  listenToLanguage();
  setArea(name, { status: 'loading' });
  const pending = withTimeout(loadRouteTable(name), env.PUBLIC_REMOTE_TIMEOUT_MS, name)
    .then(async (table) => {
      const language = i18n.language || 'en';
      // Missing translations must not hide a working remote: titles fall back to their keys.
      await loadMessages(table, language).catch(() => undefined);
      writeMenuCache(name, table, language);
      setArea(name, { status: 'ready', table });
      bump();
      return table;
    })
    .catch((error: unknown) => {
      // A timed-out load may still be pending in the registry: Retry must start a new one.
      if (error instanceof RemoteTimeoutError) forgetRouteTable(name);
      setArea(name, { status: 'error', error });
      throw error;
    })
    .finally(() => areaLoading.delete(name));
  areaLoading.set(name, pending);
  return pending;
}

/** Fetches a remote's `menu.json` (written beside its entry by its build), never cached by HTTP. */
async function fetchMenuManifest(remote: RemoteDescriptor): Promise<MenuCache> {
  const response = await fetch(new URL('menu.json', remote.entry), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${remote.name} menu.json: ${response.status}`);
  return menuCacheSchema.parse(await response.json());
}

/** Moved by `resetRemotesStore`: a menu that arrives after it belongs to what was forgotten. */
let generation = 0;

/** Menus that arrived and wait for the next flush into the store. */
const arrivedMenus = new Map<string, MenuCache>();
let menuFlush: ReturnType<typeof setTimeout> | null = null;

/** How long menus that arrive together wait for each other before the navigation re-renders. */
export const MENU_FLUSH_MS = 50;

/**
 * Puts a remote's menu in the store with those that arrive within `MENU_FLUSH_MS`: the five
 * `menu.json` answers come within a few milliseconds, and each re-rendered the whole navigation
 * (about 30 ms of main thread each, while the page's remote was loading behind them).
 */
function menuArrived(name: string, manifest: MenuCache) {
  arrivedMenus.set(name, manifest);
  menuFlush ??= setTimeout(() => {
    menuFlush = null;
    const arrived = Object.fromEntries(arrivedMenus);
    arrivedMenus.clear();
    remotesStore.setState((state) => ({ menus: { ...state.menus, ...arrived } }));
    for (const [remote, cache] of Object.entries(arrived)) storeMenuCache(remote, cache);
  }, MENU_FLUSH_MS);
}

/**
 * The menu of every remote without loading any: each remote's `menu.json` in parallel. A remote
 * without one (`rsbuild dev`) or not answering is loaded instead; its cached menu shows meanwhile.
 */
export function ensureAllMenus(): void {
  const started = generation;
  ensureConfig()
    .then((remotes) => {
      for (const remote of remotes) {
        if (remotesStore.getState().menus[remote.name] || arrivedMenus.has(remote.name)) continue;
        const load = () =>
          fetchMenuManifest(remote)
            .then((manifest) => {
              if (generation === started) menuArrived(remote.name, manifest);
            })
            .catch(() => {
              // Forgotten meanwhile (a test's reset), or an area that already failed and waits
              // for its Retry rather than loading again here.
              if (generation !== started) return;
              if (remotesStore.getState().areas[remote.name]?.status === 'error') return;
              ensureArea(remote.name).catch(() => undefined);
            });
        // A cached menu shows meanwhile: it is brought up to date once the page is idle, rather
        // than beside the page's own first requests.
        if (readMenuCache(remote.name)) whenIdle(() => void load());
        else void load();
      }
    })
    .catch(() => undefined);
}

/** The route of a remote's table that a location opens (the deepest match), if any. */
export function matchRemoteRoute(
  table: RemoteRouteTable,
  location: Parameters<typeof matchRoutes>[1],
): RemoteRoute | undefined {
  const matched = matchRoutes(
    table.routes.map((route) => ({ path: route.path, route })),
    location,
  );
  return matched?.at(-1)?.route.route;
}

/**
 * On intent (a menu link hovered or focused): loads the remote owning `to` and its page's chunk,
 * so the click that follows paints without waiting for the network. With `withData` (start-up),
 * also the page's first data: its `prefetch` answers asked beside the chunk, then its `loadData`.
 * Settles (never rejects) once the remote's table and messages and the page (and its data) are
 * here, or one of them failed: the page then shows its own loading or error state.
 */
export function prefetchPath(to: string, { withData = false } = {}): Promise<void> {
  const { remotes, configStatus } = remotesStore.getState();
  if (configStatus !== 'ready') return Promise.resolve();
  const remote = findRemoteForPath(remotes, to);
  if (!remote) return Promise.resolve();
  // The page's chunk loads beside the remote's messages, not after them (the area is ready once
  // both its table and messages are): one round trip less before a cold page paints.
  const page = loadRouteTable(remote.name).then(async (table) => {
    const route = matchRemoteRoute(table, to);
    if (!route) return;
    if (withData) route.prefetch?.forEach(primeGet);
    const module = await loadPage(route);
    if (withData) await module.loadData?.(queryClient);
  });
  return Promise.all([ensureArea(remote.name), page]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * At start-up, signed in: the remote owning `to`, its page's chunk and first data (`prefetch`,
 * `loadData`), asked before the first render, which waits for them a moment (`bootstrap.tsx`):
 * a cold CRM dashboard painted the frame with a loader first, then the page's layout, then its
 * figures. Settles as `prefetchPath` does.
 */
export function preloadPath(to: string): Promise<void> {
  return ensureConfig().then(
    () => prefetchPath(to, { withData: true }),
    () => undefined,
  );
}

/** Retry after a failure: the registry forgot the failed promise, so this really loads again. */
export function retryArea(name: string): Promise<RemoteRouteTable> {
  const area = remotesStore.getState().areas[name];
  if (area?.status === 'error') setArea(name, { status: 'idle' });
  return ensureArea(name);
}

/** Test helper: forget everything. */
export function resetRemotesStore() {
  generation += 1;
  configLoading.current = null;
  areaLoading.clear();
  arrivedMenus.clear();
  if (menuFlush !== null) clearTimeout(menuFlush);
  menuFlush = null;
  remotesStore.setState({ ...initialState }, true);
}
