import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RequiredAbility } from '@portal/auth';
import type { MenuCounter } from '@portal/contract';

/**
 * The contract between the shell and a remote: what `<remote>/routes` exposes.
 * The shell knows nothing else about a remote.
 */
export type LayoutKind = 'default' | 'blank';

/** What a route's `load` resolves to: the page's module. */
export interface RemotePageModule {
  default: ComponentType;
  /**
   * The page's first data, put in the query cache (the portal's own client) before the page's
   * first render when the portal opens on it: the frame and the page's figures then paint together
   * (its `prefetch` answers are taken, so nothing is asked twice). Only at start-up, like
   * `prefetch`. The shell renders the page however it settles: a failure (a rejection) is left
   * to the page's own query.
   */
  loadData?: (client: QueryClient) => Promise<unknown>;
}

export interface RemoteRoute {
  /** Absolute path pattern, react-router syntax (`/apps/user/view/:id`). */
  path: string;
  /** Lazily loaded page: its chunk is fetched on first visit only. */
  load: () => Promise<RemotePageModule>;
  /** Layout to render the page in. Default: 'default'. */
  layout?: LayoutKind;
  /** Content area takes the viewport height minus chrome (chat, tickets). Default: false. */
  fixedHeight?: boolean;
  /** Ability needed to open the page; missing it shows the not-authorized page. */
  ability?: RequiredAbility;
  /** Public pages are open without a session. Default: false. */
  public?: boolean;
  /**
   * API paths (GET) the page asks for first. When the portal opens on this page, the shell asks
   * for them beside the page's chunk (`primeGet`), and the page's own request takes the answer:
   * it paints with its figures one round trip sooner. Only at start-up, not on a menu hover.
   */
  prefetch?: readonly string[];
}

/**
 * The section of the navigation an entry belongs to. The shell owns their order and headings
 * (`shell/src/config/menu-sections.ts`): dashboards, billing, support, customers and
 * users, communication, then the admin template's demos (collapsed).
 */
export type MenuSection =
  'dashboards' | 'billing' | 'support' | 'customers' | 'communication' | 'template';

export interface MenuEntry {
  /** Translation key in the remote's namespace (`apps-demo:menu.users`). */
  titleKey: string;
  to?: string;
  icon?: ComponentType<{ size?: number | string }>;
  ability?: RequiredAbility;
  /** Nested entries make a group. */
  children?: MenuEntry[];
  /** The navigation section of a top-level entry (ignored on children). */
  section?: MenuSection;
  /** Lower numbers come first within a section, across remotes. */
  order: number;
  /**
   * A count the shell shows beside the title (`GET /api/menu/counters`, e.g. the chat's unread
   * messages), hidden at 0. Default: none.
   */
  counter?: MenuCounter;
}

export interface RemoteRouteTable {
  /** i18next namespace of the remote. */
  namespace: string;
  /** Loads the remote's translations for a language; called lazily by the host. */
  loadMessages: (language: string) => Promise<Record<string, unknown>>;
  routes: RemoteRoute[];
  menu: MenuEntry[];
}

/** Every title key of a menu, children included (what a language must translate). */
export function menuKeys(entries: readonly MenuEntry[], keys = new Set<string>()): Set<string> {
  for (const entry of entries) {
    keys.add(entry.titleKey);
    if (entry.children) menuKeys(entry.children, keys);
  }
  return keys;
}

/** A menu entry as `menu.json` carries it: data only, the icon as its SVG path data (24×24). */
export interface MenuManifestEntry {
  titleKey: string;
  to?: string;
  ability?: RequiredAbility;
  section?: MenuSection;
  order: number;
  counter?: MenuCounter;
  /** `d` of each `<path>` of the icon, drawn in a 24×24 view box. */
  icon?: string[];
  children?: MenuManifestEntry[];
}

/**
 * `menu.json`, written beside a remote's entry by its build (`packages/design/rsbuild/menu-manifest.ts`)
 * from its `src/menu.ts`: the shell draws the remote's navigation from it without loading the remote.
 */
export interface MenuManifest {
  entries: MenuManifestEntry[];
  /** Every title key resolved per language (`en`, `fr`, `es`, `ar`). */
  titles: Record<string, Record<string, string>>;
}

export type RemoteRouteTableModule = { default: RemoteRouteTable };

type Messages = Record<string, unknown>;

/**
 * A remote's `loadMessages` from its per-language bundles (lazy `import()`s, so each language is
 * its own chunk), falling back to English for a language it does not have.
 */
export function messageLoader(
  bundles: Partial<Record<string, () => Promise<{ default: Messages }>>> & {
    en: () => Promise<{ default: Messages }>;
  },
): (language: string) => Promise<Messages> {
  return async (language) => (await (bundles[language] ?? bundles.en)()).default;
}
