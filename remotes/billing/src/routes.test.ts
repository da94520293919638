import { buildAbility, canAccess } from '@portal/auth';
import type { MenuEntry } from '@portal/design/base';
import { seedData } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import routeTable, { loadBillingMessages } from './routes';

/** The ability rules of a demo account, as the API grants them. */
const rulesOf = (email: string) =>
  seedData().accounts.find((account) => account.email === email)?.abilityRules ?? [];
const ADMIN_RULES = rulesOf('admin@demo.com');
const AUDITOR_RULES = rulesOf('auditor@demo.com');
const CLIENT_RULES = rulesOf('client@demo.com');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** A plural key's family (`days_one` -> `days`): each language has its own plural categories. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const families = (bundle: unknown) => [
  ...new Set(keys(bundle).map((key) => key.replace(PLURAL, ''))),
];

const text = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);

const placeholders = (value: unknown) =>
  String(value)
    .match(/{{\w+}}/g)
    ?.sort() ?? [];

/** A plural form may spell its number out (Arabic "يومان"): scripts/checks checks {{count}}. */
const kept = (key: string, value: unknown) =>
  placeholders(value).filter((name) => !PLURAL.test(key) || name !== '{{count}}');

/** Menu links the ability lets the user see (a hidden group hides its children). */
function visibleLinks(entries: MenuEntry[], rules: { action: string; subject: string }[]) {
  const ability = buildAbility(rules);
  const walk = (list: MenuEntry[]): string[] =>
    list
      .filter((entry) => canAccess(ability, entry.ability))
      .flatMap((entry) => [...(entry.to ? [entry.to] : []), ...walk(entry.children ?? [])]);
  return walk(entries);
}

describe('translations', () => {
  it('have the same keys in en, fr, ar and es, none empty, placeholders kept', async () => {
    const [en, ...others] = await Promise.all(['en', 'fr', 'ar', 'es'].map(loadBillingMessages));
    const english = families(en).sort();
    expect(english.length).toBeGreaterThan(40);
    for (const other of others) {
      expect(families(other).sort()).toEqual(english);
      for (const key of keys(en)) {
        const value = text(other, key);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
        expect(kept(key, value), key).toEqual(kept(key, text(en, key)));
      }
    }
  });

  it('fall back to English for an unknown language', async () => {
    expect(await loadBillingMessages('xx')).toEqual(await loadBillingMessages('en'));
  });

  it('cover every menu title', async () => {
    const titles = (entries: MenuEntry[]): string[] =>
      entries.flatMap((e) => [e.titleKey, ...titles(e.children ?? [])]);
    const english = new Set(keys(await loadBillingMessages('en')));
    for (const key of titles(routeTable.menu))
      expect(english.has(key.replace(/^billing:/, '')), key).toBe(true);
  });
});

describe('access', () => {
  it('shows the admin every billing page', () => {
    expect(visibleLinks(routeTable.menu, ADMIN_RULES)).toEqual([
      '/Facturacion',
      '/notasCobro/list',
      '/habilitaciones',
      '/habilitaciones/cambios',
      '/sofono',
      '/apps/invoice/list',
      '/apps/invoice/add',
    ]);
  });

  it('shows the auditor every list but not the invoice form', () => {
    expect(visibleLinks(routeTable.menu, AUDITOR_RULES)).toEqual([
      '/Facturacion',
      '/notasCobro/list',
      '/habilitaciones',
      '/habilitaciones/cambios',
      '/sofono',
      '/apps/invoice/list',
    ]);
  });

  it('puts every entry in the Billing section, Facturacion first and the invoice app last', () => {
    expect(
      [...routeTable.menu]
        .sort((a, b) => a.order - b.order)
        .map((entry) => [entry.titleKey.replace('billing:menu.', ''), entry.section]),
    ).toEqual([
      ['facturacion', 'billing'],
      ['notas', 'billing'],
      ['habilitaciones', 'billing'],
      ['sofono', 'billing'],
      ['invoice', 'billing'],
    ]);
  });

  it('shows the client no billing menu and guards every route', () => {
    expect(visibleLinks(routeTable.menu, CLIENT_RULES)).toEqual([]);
    const client = buildAbility(CLIENT_RULES);
    for (const route of routeTable.routes) {
      expect(route.ability, route.path).toBeDefined();
      expect(canAccess(client, route.ability), route.path).toBe(false);
    }
  });

  it('lets the auditor open every route but add and edit', () => {
    const auditor = buildAbility(AUDITOR_RULES);
    const open = routeTable.routes
      .filter((route) => canAccess(auditor, route.ability))
      .map((route) => route.path);
    expect(open).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/preview/:id',
      '/Facturacion',
      '/Facturacion/:id',
      '/notasCobro/list',
      '/notasCobro/:id',
      '/habilitaciones',
      '/habilitaciones/cambios',
      '/habilitaciones/:id',
      '/sofono',
    ]);
  });
});
