import { buildAbility, canAccess } from '@portal/auth';
import type { MenuEntry } from '@portal/design/base';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import { paths } from './config/paths';
import routeTable from './routes';

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
  it('have the same keys in en, fr, ar and es (plural forms per language)', () => {
    const english = families(en).sort();
    expect(english.length).toBeGreaterThan(100);
    for (const other of [fr, ar, es]) expect(families(other).sort()).toEqual(english);
  });

  it('have no empty text and keep every {{placeholder}} of the English text', () => {
    const text = (bundle: unknown, key: string) =>
      key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
    const placeholders = (value: unknown) =>
      String(value)
        .match(/{{\w+}}/g)
        ?.sort() ?? [];
    // A plural form may spell its number out (Arabic "يومان"): {{count}} is checked in
    // scripts/checks/plural-forms.test.ts.
    const kept = (key: string, value: unknown) =>
      placeholders(value).filter((name) => !PLURAL.test(key) || name !== '{{count}}');
    for (const key of keys(en))
      for (const bundle of [en, fr, ar, es]) {
        const value = text(bundle, key);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
        expect(kept(key, value), key).toEqual(kept(key, text(en, key)));
      }
  });

  it('are loaded per language, English for an unknown one', async () => {
    expect(await routeTable.loadMessages('fr')).toEqual(fr);
    expect(await routeTable.loadMessages('xx')).toEqual(en);
  });

  it('cover every menu title', () => {
    const titles = (entries: MenuEntry[]): string[] =>
      entries.flatMap((e) => [e.titleKey, ...titles(e.children ?? [])]);
    const english = new Set(keys(en));
    for (const key of titles(routeTable.menu))
      expect(english.has(key.replace(/^apps-demo:/, ''))).toBe(true);
  });
});

/** Issue 13's pages (academy, logistics, user profile, help center): tested on their own below. */
const PAGES_13 = /academy|logistics|user-profile|help-center/;
const PAGES_13_MENU = new Set([
  'apps-demo:menu.academy',
  'apps-demo:menu.logistics',
  'apps-demo:menu.userProfile',
  'apps-demo:menu.helpCenter',
]);
const PAGES_13_LINKS = [
  '/dashboards/academy',
  '/dashboards/logistics',
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/apps/academy/course-details',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet',
  '/pages/user-profile/profile',
  '/pages/help-center',
];
const PAGES_13_SECTIONS: Record<string, string> = {
  academy: 'template',
  logistics: 'template',
  userProfile: 'template',
  helpCenter: 'template',
};
const without13 = (links: string[]) => links.filter((link) => !PAGES_13.test(link));

describe('menu', () => {
  it('shows everything to the admin', () => {
    expect(
      without13(visibleLinks(routeTable.menu, [{ action: 'manage', subject: 'all' }])),
    ).toEqual([
      '/dashboards/crm',
      '/dashboards/analytics',
      '/apps/user/list',
      '/apps/roles',
      '/apps/permissions',
      '/admin/outbox',
      '/access-control',
      '/apps/email',
      '/apps/chat',
      '/apps/calendar',
      '/apps/kanban',
    ]);
  });

  it('shows Outgoing e-mail to administrators only (its bodies hold reset links)', () => {
    const agent = [
      { action: 'manage', subject: 'Ticket' },
      { action: 'read', subject: 'Customer' },
    ];
    for (const rules of [agent, [{ action: 'read', subject: 'User' }]])
      expect(visibleLinks(routeTable.menu, rules)).not.toContain('/admin/outbox');
    expect(routeTable.routes.find((route) => route.path === '/admin/outbox')?.ability).toEqual({
      action: 'read',
      subject: 'Outbox',
    });
  });

  it('shows the client (read AclDemo only) only access control: the other pages need their data', () => {
    expect(
      without13(visibleLinks(routeTable.menu, [{ action: 'read', subject: 'AclDemo' }])),
    ).toEqual(['/access-control']);
  });

  it('guards each route by the read ability its menu entry names', () => {
    const ability = (path: string) =>
      routeTable.routes.find((route) => route.path === path)?.ability;
    expect(ability('/apps/user/list')).toEqual({ action: 'read', subject: 'User' });
    expect(ability('/apps/user/view/:id')).toEqual({ action: 'read', subject: 'User' });
    expect(ability('/apps/permissions')).toEqual({ action: 'read', subject: 'Permission' });
    expect(ability('/dashboards/crm')).toEqual({ action: 'read', subject: 'Dashboard' });
    expect(ability('/pages/help-center')).toBeUndefined();
    // The client opens access control and the help center; the bare prefixes only redirect.
    const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
    const open = routeTable.routes
      .filter((route) => canAccess(client, route.ability) && !(route.path in paths.redirects))
      .map((route) => route.path);
    expect(open.filter((path) => !path.startsWith('/pages/help-center'))).toEqual([
      '/access-control',
    ]);
  });

  it('puts CRM and Analytics under Dashboards, users and permissions under Customers and users, the communication apps together and the demos in Template', () => {
    expect(
      routeTable.menu
        .filter((entry) => !PAGES_13_MENU.has(entry.titleKey))
        .map((entry) => [entry.titleKey.replace('apps-demo:menu.', ''), entry.section]),
    ).toEqual([
      ['crm', 'dashboards'],
      ['analytics', 'dashboards'],
      ['dashboards', 'template'],
      ['users', 'customers'],
      ['rolesPermissions', 'customers'],
      ['outbox', 'customers'],
      ['accessControl', 'template'],
      ['email', 'communication'],
      ['chat', 'communication'],
      ['calendar', 'communication'],
      ['kanban', 'communication'],
    ]);
  });

  it('has a route for every menu link', () => {
    for (const link of visibleLinks(routeTable.menu, [{ action: 'manage', subject: 'all' }]))
      expect(routeTable.routes.some((route) => matchPath(route.path, link))).toBe(true);
  });
});

describe('menu of the academy, logistics, user profile and help center pages', () => {
  it('shows them to those who may read their data (the help center to everyone), in the Template section', () => {
    const links = visibleLinks(routeTable.menu, [{ action: 'manage', subject: 'all' }]);
    expect(links.filter((link) => PAGES_13.test(link))).toEqual(PAGES_13_LINKS);
    const client = visibleLinks(routeTable.menu, [{ action: 'read', subject: 'AclDemo' }]);
    expect(client.filter((link) => PAGES_13.test(link))).toEqual(['/pages/help-center']);
    const sections = Object.fromEntries(
      routeTable.menu
        .filter((entry) => PAGES_13_MENU.has(entry.titleKey))
        .map((entry) => [entry.titleKey.replace('apps-demo:menu.', ''), entry.section]),
    );
    expect(sections).toEqual(PAGES_13_SECTIONS);
  });
});
