import type { MenuEntry } from '@portal/design';
import { matchPath } from 'react-router-dom';
import registry from '../../../remotes.registry.json';
import routeTable, { loadMessages } from './routes';

const LANGUAGES = ['en', 'fr', 'ar', 'es'];

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

const text = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

const menuKeys = (entries: MenuEntry[]): string[] =>
  entries.flatMap((entry) => [
    entry.titleKey,
    ...(entry.sectionKey ? [entry.sectionKey] : []),
    ...menuKeys(entry.children ?? []),
  ]);

describe('the profile route table', () => {
  const { prefixes } = registry.remotes['profile'];

  it('uses the remote’s name as its translation namespace', () => {
    expect(routeTable.namespace).toBe('profile');
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

  it('has the same non-empty keys in en, fr, ar and es', async () => {
    const [en, ...others] = await Promise.all(LANGUAGES.map(loadMessages));
    const english = keys(en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(keys(other).sort()).toEqual(english);
      for (const key of english) expect(String(text(other, key)).trim(), key).not.toBe('');
    }
  });

  it('falls back to English for a language it does not have', async () => {
    expect(await loadMessages('xx')).toEqual(await loadMessages('en'));
  });

  it('translates every menu title in its own namespace', async () => {
    const english = new Set(keys(await loadMessages('en')));
    for (const key of menuKeys(routeTable.menu)) {
      expect(key.startsWith('profile:'), key).toBe(true);
      expect(english.has(key.slice('profile:'.length)), key).toBe(true);
    }
  });
});
