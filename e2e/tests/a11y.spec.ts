import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { setPreferences, signInAsAdmin } from './fixtures';
import { FRONT_PAGE_ROUTES, UI_DEMO_ROUTES } from './ui-demo-routes';

const PUBLIC_ROUTES = [
  '/authentication/login',
  '/register',
  '/authentication/register-multi-steps',
  '/authentication/forgot-password',
  '/authentication/reset-password?token=demo',
  '/authentication/reset-password-v2?token=demo',
  '/authentication/verify-email?email=admin%40demo.com',
  '/not-authorized',
  '/pages/misc/coming-soon',
  '/pages/misc/under-maintenance',
  '/pages/misc/not-found/404',
  '/pages/misc/server-error',
];

const SIGNED_IN_ROUTES = [
  '/dashboards/crm',
  '/dashboards/analytics',
  '/apps/user/list',
  '/apps/user/view/21',
  '/apps/permissions',
  '/access-control',
];

/** The billing remote's routes: a test of their own per variant (each scan takes seconds). */
const BILLING_ROUTES = [
  '/apps/invoice/list',
  '/apps/invoice/preview/5036',
  '/apps/invoice/add',
  '/apps/invoice/edit/5036',
  '/Facturacion',
  '/Facturacion/1',
  '/notasCobro/list',
  '/notasCobro/1',
  '/habilitaciones',
  '/habilitaciones/1',
  '/habilitaciones/cambios',
  '/sofono',
];

/** The tickets remote's routes (the split view with a ticket open, and the create form). */
const TICKET_ROUTES = ['/ticket', '/ticket/1', '/ticket/create'];
/** The profile remote's tabs and its read-only demo. */
const PROFILE_ROUTES = [
  '/perfilClient/account',
  '/perfilClient/security',
  '/perfilClient/billing-plans',
  '/perfilClient/notification',
  '/perfilClient/connection',
  '/perfilClient/demo',
];

/** The apps-demo communication apps (issue 12). */
const APPS_COMM_ROUTES = [
  '/apps/email',
  '/apps/email/filter/sent',
  '/apps/email/label/important',
  '/apps/chat',
  '/apps/chat?chat=2',
  '/apps/calendar',
  '/apps/kanban',
];

/** Issue 13's pages in the apps-demo remote, in two tests (each scan of these big pages is slow). */
const APPS_ROUTES = [
  '/apps/academy/dashboard',
  '/apps/academy/my-course',
  '/apps/academy/course-details?id=1',
  '/apps/logistics/dashboard',
  '/apps/logistics/fleet?vehicle=2',
];
const PAGES_ROUTES = [
  '/pages/user-profile/profile',
  '/pages/user-profile/teams',
  '/pages/user-profile/projects',
  '/pages/user-profile/connections',
  '/pages/help-center',
  '/pages/help-center/article/getting-started',
];
/**
 * The ui-demo remote’s 60 routes: scanning all in 4 variants takes about half an hour here, so by
 * default each variant scans every fourth route (each route once in one variant, the front pages
 * included). `UI_DEMO_A11Y_ALL=1` scans every route in every variant.
 */
const uiDemoSlice = (index: number) =>
  [...UI_DEMO_ROUTES, ...FRONT_PAGE_ROUTES].filter(
    (_, position) => process.env.UI_DEMO_A11Y_ALL === '1' || position % 4 === index,
  );

const VARIANTS = [
  { name: 'light ltr', prefs: { theme: 'light', language: 'en' } },
  { name: 'dark ltr', prefs: { theme: 'dark', language: 'en' } },
  { name: 'light rtl', prefs: { theme: 'light', language: 'ar' } },
  { name: 'dark rtl', prefs: { theme: 'dark', language: 'ar' } },
];

async function expectNoViolations(page: Page) {
  // Let lazy pages, charts and transitions settle before scanning.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
  expect(summary).toEqual([]);
}

for (const variant of VARIANTS) {
  test.describe(`axe, ${variant.name}`, () => {
    test.beforeEach(async ({ context }) => {
      await setPreferences(context, variant.prefs);
    });

    test('public routes', async ({ page }) => {
      for (const route of PUBLIC_ROUTES) {
        await test.step(route, async () => {
          await page.goto(route);
          await expectNoViolations(page);
        });
      }
    });

    for (const [name, routes] of [
      ['signed-in routes', SIGNED_IN_ROUTES],
      ['billing routes', BILLING_ROUTES],
      ['tickets routes', TICKET_ROUTES],
      ['profile routes', PROFILE_ROUTES],
      ['communication apps', APPS_COMM_ROUTES],
      ['academy and logistics routes', APPS_ROUTES],
      ['user profile and help center routes', PAGES_ROUTES],
      ['ui-demo routes', uiDemoSlice(VARIANTS.indexOf(variant))],
    ] as const) {
      test(name, async ({ page, context }) => {
        test.setTimeout(180_000);
        // The sign-in helper speaks English; the variant's language applies from the next page load.
        await context.clearCookies({ name: 'HostDesk-language' });
        await signInAsAdmin(page);
        await setPreferences(context, variant.prefs);
        for (const route of routes) {
          await test.step(route, async () => {
            await page.goto(route);
            await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
              timeout: 20_000,
            });
            await expectNoViolations(page);
          });
        }
      });
    }
  });
}
