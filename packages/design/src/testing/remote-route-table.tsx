import { sessionFor } from '@portal/mock-api/testing';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MenuEntry, RemoteRouteTable } from '../contract';
import type { Language } from '../preferences';
import { renderWithProviders } from './render-with-providers';

type Messages = Record<string, unknown>;
export type DemoAccount =
  'admin@demo.com' | 'client@demo.com' | 'auditor@demo.com' | 'agent@demo.com';

const LANGUAGES = ['en', 'fr', 'ar', 'es'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** Keys with their plural suffix removed (`days_one`, `days_other` -> `days`), once each. */
const families = (bundle: unknown) =>
  [
    ...new Set(keys(bundle).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''))),
  ].sort();

const text = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

const menuKeys = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [entry.titleKey, ...menuKeys(entry.children ?? [])]);

/**
 * The checks every remote's route table passes: its namespace, paths only under the prefixes the
 * registry gives it, no duplicate path, the same non-empty keys in every language, English
 * fallback, and every menu title translated in its own namespace.
 */
export function describeRouteTable(
  routeTable: RemoteRouteTable,
  {
    name,
    prefixes,
    loadMessages,
  }: { name: string; prefixes: string[]; loadMessages: (language: string) => Promise<Messages> },
) {
  describe(`the ${name} route table`, () => {
    it('uses the remote’s name as its translation namespace', () => {
      expect(routeTable.namespace).toBe(name);
    });

    it('serves only paths under the prefixes the registry gives the remote', () => {
      for (const route of routeTable.routes) {
        const owned = prefixes.some(
          (prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`),
        );
        expect(owned, route.path).toBe(true);
      }
    });

    it('has no two routes for the same path', () => {
      const paths = routeTable.routes.map((route) => route.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(matchPath(path, path), path).not.toBeNull();
    });

    // Plural forms differ by language (Arabic has six): keys are compared by family, and the
    // forms each language needs are checked by scripts/checks/plural-forms.test.ts.
    it('has the same non-empty keys in en, fr, ar and es', async () => {
      const [en, ...others] = await Promise.all(LANGUAGES.map(loadMessages));
      const english = families(en);
      expect(english.length).toBeGreaterThan(0);
      for (const other of others) {
        expect(families(other)).toEqual(english);
        for (const key of keys(other)) expect(String(text(other, key)).trim(), key).not.toBe('');
      }
    });

    it('falls back to English for a language it does not have', async () => {
      expect(await loadMessages('xx')).toEqual(await loadMessages('en'));
    });

    it('translates every menu title in its own namespace', async () => {
      const english = new Set(keys(await loadMessages('en')));
      for (const key of menuKeys(routeTable.menu)) {
        expect(key.startsWith(`${name}:`), key).toBe(true);
        expect(english.has(key.slice(name.length + 1)), key).toBe(true);
      }
    });
  });
}

export { sessionFor };

/**
 * `renderRoute(url, { as, language })` for a remote: renders the page its route table serves at
 * `url`, through the lazy `load`, with the portal's providers, its texts (English, and those of
 * `language` when another is given) and a signed-in demo account. Route ability rules are the
 * shell's job; pages render whatever the account.
 */
export function createRenderRoute(
  routeTable: RemoteRouteTable,
  loadMessages: (language: string) => Promise<Messages>,
) {
  return async function renderRoute(
    url: string,
    { as = 'admin@demo.com', language = 'en' }: { as?: DemoAccount; language?: Language } = {},
  ) {
    const pathname = new URL(url, 'http://localhost').pathname;
    // Static segments first, like the router: /x/new before /x/:id.
    const candidates = [...routeTable.routes].sort(
      (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
    );
    const route = candidates.find((candidate) => matchPath(candidate.path, pathname));
    if (!route) throw new Error(`No ${routeTable.namespace} route serves ${pathname}`);
    const { default: Page } = await route.load();
    const resources: Record<string, Record<string, Messages>> = {
      en: { [routeTable.namespace]: await loadMessages('en') },
    };
    if (language !== 'en')
      resources[language] = { [routeTable.namespace]: await loadMessages(language) };
    return renderWithProviders(<Page />, {
      route: url,
      path: route.path,
      session: await sessionFor(as),
      resources,
      preferences: { language },
    });
  };
}
