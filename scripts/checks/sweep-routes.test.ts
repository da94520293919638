import { paths as appsDemo } from '../../remotes/apps-demo/src/config/paths';
import { paths as billing } from '../../remotes/billing/src/config/paths';
import { paths as profile } from '../../remotes/profile/src/config/paths';
import { paths as tickets } from '../../remotes/tickets/src/config/paths';
import { paths as uiDemo } from '../../remotes/ui-demo/src/config/paths';
import { paths as shell } from '../../shell/src/config/paths';
import * as sweep from '../../e2e/tests/sweep-routes';
import { FRONT_PAGE_ROUTES, UI_DEMO_ROUTES } from '../../e2e/tests/ui-demo-routes';

/** Routes of the tables the axe sweep leaves out on purpose, each with its reason. */
const NOT_SWEPT: Record<string, string> = {
  '/': 'redirects to the CRM dashboard or the sign-in page',
  '/pages/misc/not-authorized': 'the same page as /not-authorized (swept)',
  '/pages/misc/page-not-found': 'the same page as /pages/misc/not-found/:error (swept)',
  '/dashboards/academy': 'an alias of /apps/academy/dashboard (swept)',
  '/dashboards/logistics': 'an alias of /apps/logistics/dashboard (swept)',
  '/perfilClient': 'redirects to /perfilClient/account (swept)',
  '/pages/account-settings': 'the profile tabs under the template prefix (swept as /perfilClient)',
  '/pages/account-settings/:tab':
    'the profile tabs under the template prefix (swept as /perfilClient)',
};

type Table = { readonly [key: string]: unknown };

/** Every `path` of a route table; `redirects` (bare prefixes) only redirect. */
function routesOf(table: Table): string[] {
  return Object.entries(table).flatMap(([key, value]) => {
    if (key === 'redirects' || value === null || typeof value !== 'object') return [];
    const own = 'path' in value && typeof value.path === 'string' ? [value.path] : [];
    return [...own, ...routesOf(value as Table)];
  });
}

const swept = [
  sweep.LOGIN_ROUTE,
  ...sweep.PUBLIC_ROUTES,
  ...sweep.SIGNED_IN_ROUTES,
  ...sweep.BILLING_ROUTES,
  ...sweep.TICKET_ROUTES,
  ...sweep.PROFILE_ROUTES,
  ...sweep.APPS_COMM_ROUTES,
  ...sweep.APPS_ROUTES,
  ...sweep.PAGES_ROUTES,
  ...UI_DEMO_ROUTES,
  ...FRONT_PAGE_ROUTES,
].map((route) => route.split('?')[0]!);

const matcher = (route: string) =>
  new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\//g, '\\/')}$`);

describe('the axe sweep covers every route of the route tables', () => {
  const tables = { shell, 'apps-demo': appsDemo, billing, tickets, profile, 'ui-demo': uiDemo };
  for (const [name, table] of Object.entries(tables)) {
    it(`${name}: every route is swept or named with a reason`, () => {
      const routes = routesOf(table);
      expect(routes.length).toBeGreaterThan(0);
      const missing = routes.filter(
        (route) => !(route in NOT_SWEPT) && !swept.some((path) => matcher(route).test(path)),
      );
      expect(missing).toEqual([]);
    });
  }

  it('every exception names a route that exists', () => {
    const all = Object.values({ shell, appsDemo, billing, tickets, profile, uiDemo }).flatMap(
      (table) => routesOf(table as Table),
    );
    expect(Object.keys(NOT_SWEPT).filter((route) => !all.includes(route))).toEqual([]);
  });

  it('a route matcher tells a parameter from a path', () => {
    expect(matcher('/ticket/:id').test('/ticket/1')).toBe(true);
    expect(matcher('/ticket/:id').test('/ticket/1/x')).toBe(false);
    expect(matcher('/ticket').test('/tickets')).toBe(false);
  });
});
