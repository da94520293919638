import type { Page } from '@playwright/test';
import { Sweep } from './axe-sweep';
import { ACCOUNTS, expect, setPreferences, test } from './fixtures';
import {
  APPS_COMM_ROUTES,
  APPS_ROUTES,
  BILLING_ROUTES,
  LOGIN_ROUTE,
  PAGES_ROUTES,
  PROFILE_ROUTES,
  PUBLIC_ROUTES,
  SIGNED_IN_ROUTES,
  TICKET_ROUTES,
} from './sweep-routes';
import { FRONT_PAGE_ROUTES, UI_DEMO_ROUTES } from './ui-demo-routes';

/**
 * axe on every route of the portal and of every remote, in four variants (light / dark × LTR /
 * RTL): 4 × 118 = 472 scans. Each test loads the portal once and walks its routes by client-side
 * navigation (see axe-sweep.ts); findings are collected per route (`expect.soft`) so one run lists
 * them all.
 */

const VARIANTS = [
  { name: 'light ltr', theme: 'light', language: 'en', dir: 'ltr' },
  { name: 'dark ltr', theme: 'dark', language: 'en', dir: 'ltr' },
  { name: 'light rtl', theme: 'light', language: 'ar', dir: 'rtl' },
  { name: 'dark rtl', theme: 'dark', language: 'ar', dir: 'rtl' },
] as const;
type Variant = (typeof VARIANTS)[number];

/** `routes` in `parts` runs of about the same length, named "name, 1 of n"… */
function split(name: string, routes: readonly string[], parts: number): [string, string[]][] {
  const size = Math.ceil(routes.length / parts);
  return Array.from({ length: parts }, (_, part) => [
    `${name}, ${part + 1} of ${parts}`,
    routes.slice(part * size, (part + 1) * size),
  ]);
}

/** Signed-in groups: one test each, one page load each. */
const SIGNED_IN_GROUPS: [string, readonly string[]][] = [
  ['portal and billing', [...SIGNED_IN_ROUTES, ...BILLING_ROUTES]],
  ['tickets and profile', [...TICKET_ROUTES, ...PROFILE_ROUTES]],
  ['apps-demo', [...APPS_COMM_ROUTES, ...APPS_ROUTES, ...PAGES_ROUTES]],
  // Runs of a minute or two each: under load a test stays well inside its time, and the two
  // workers share the sweep evenly.
  ...split('ui-demo', UI_DEMO_ROUTES, 3),
];

function firstOf(routes: readonly string[]): string {
  const [first] = routes;
  if (first === undefined) throw new Error('An empty route list');
  return first;
}

/** The variant really applies: direction, language and colour scheme of the document. */
async function expectVariant(page: Page, variant: Variant) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', variant.dir);
  await expect(html).toHaveAttribute('lang', variant.language);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', variant.theme);
}

/**
 * ui-demo's nine dialog examples, opened one by one (each card's first button after its Code
 * toggle; the two-step one also on its QR code step) and scanned with the dialog open.
 */
async function scanDialogExamples(sweep: Sweep) {
  const { page } = sweep;
  const cards = page.getByRole('main').locator('section[aria-labelledby]');
  await expect(cards).toHaveCount(9);
  for (const card of await cards.all()) {
    const title = await card.getByRole('heading', { level: 2 }).innerText();
    await card.getByRole('button').nth(1).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect
      .soft(await sweep.scan({ include: ['[data-portal]'], heading: 'none' }), `dialog ${title}`)
      .toEqual([]);
    if ((await card.getByTestId('two-step-status').count()) > 0) {
      await dialog.getByRole('button').last().click();
      await expect(dialog.locator('img')).toBeVisible();
      expect
        .soft(
          await sweep.scan({ include: ['[data-portal]'], heading: 'none' }),
          `${title}, QR code`,
        )
        .toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}

/** Scans the open dialog(s) and the page under them; a finding fails the test at its end. */
async function scanOpenDialog(sweep: Sweep, label: string) {
  expect.soft(await sweep.scan({ include: ['[data-portal]'], heading: 'none' }), label).toEqual([]);
}

/** The data table demo's edit and delete dialogs of its first row, each scanned open. */
async function scanSalesDialogs(sweep: Sweep) {
  const { page } = sweep;
  const actions = page
    .getByRole('main')
    .locator('table')
    .first()
    .locator('tbody tr')
    .first()
    .locator('td')
    .last()
    .getByRole('button');
  await expect(actions).toHaveCount(2);
  for (const [index, label] of [
    [0, 'edit dialog'],
    [1, 'delete dialog'],
  ] as const) {
    await actions.nth(index).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scanOpenDialog(sweep, label);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/**
 * The dialogs of `/components/dialog`, each opened and scanned: basic, persistent (closed by its
 * own button, Escape does not), scrollable, full-screen with the nested one opened over it
 * (Escape closes both), form.
 */
async function scanDialogDemos(sweep: Sweep) {
  const { page } = sweep;
  const openers = page
    .getByRole('main')
    .locator('section[aria-labelledby] button:not([aria-expanded]):not([aria-label])');
  await expect(openers).toHaveCount(5);
  const scan = (label: string) => scanOpenDialog(sweep, label);
  for (let index = 0; index < 5; index += 1) {
    await openers.nth(index).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await scan(`dialog demo ${index + 1}`);
    const body = dialog.locator('.mantine-Modal-body');
    if (index === 1) {
      await body.getByRole('button').click();
    } else if (index === 3) {
      await body.getByRole('button').click();
      await expect(page.getByRole('dialog')).toHaveCount(2);
      await scan('nested dialog');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/** What a route shows beyond its first screen, scanned after it. */
const EXTRA_SCANS: Record<string, (sweep: Sweep) => Promise<void>> = {
  '/components/dialog': scanDialogDemos,
  '/tables/data-table': scanSalesDialogs,
  '/pages/dialog-examples': scanDialogExamples,
};

/**
 * Scans the routes one after the other, each whole (scanning only `main` and the portals saved
 * about a tenth of axe's time per route: not worth leaving the frame unchecked). Every finding is
 * reported; the test fails at the end.
 */
async function sweepRoutes(
  sweep: Sweep,
  routes: readonly string[],
  heading: 'main' | 'any' = 'main',
) {
  for (const [index, route] of routes.entries()) {
    await test.step(route, async () => {
      if (index > 0) await sweep.navigate(route);
      expect.soft(await sweep.scan({ heading }), route).toEqual([]);
      await EXTRA_SCANS[route]?.(sweep);
    });
  }
}

for (const variant of VARIANTS) {
  test.describe(`axe, ${variant.name}`, () => {
    test.beforeEach(async ({ context }) => {
      await setPreferences(context, { theme: variant.theme, language: variant.language });
    });

    test('signed out: sign-in, public pages and front pages', async ({ page }) => {
      test.setTimeout(180_000);
      const sweep = new Sweep(page);
      await page.goto(LOGIN_ROUTE);
      await expectVariant(page, variant);
      await test.step(LOGIN_ROUTE, async () => {
        expect.soft(await sweep.scan({ heading: 'any' }), LOGIN_ROUTE).toEqual([]);
      });
      // The other public pages are the full shell's: one load, then client-side navigation.
      await page.goto(firstOf(PUBLIC_ROUTES));
      await sweepRoutes(sweep, [...PUBLIC_ROUTES, ...FRONT_PAGE_ROUTES], 'any');
    });

    for (const [name, routes] of SIGNED_IN_GROUPS) {
      test(`signed in: ${name}`, async ({ page }) => {
        test.setTimeout(240_000);
        const sweep = new Sweep(page);
        // Signs in in the variant's language (fields found by their autocomplete, not their
        // label) and lands on the first route: one page load.
        await page.goto(`${LOGIN_ROUTE}?to=${encodeURIComponent(firstOf(routes))}`);
        await page.locator('input[autocomplete="username"]').fill(ACCOUNTS.admin.email);
        await page.locator('input[autocomplete="current-password"]').fill(ACCOUNTS.admin.password);
        await page.locator('button[type="submit"]').click();
        // The sign-in page has a main heading too: wait for the document of the first route.
        await page.waitForURL((url) => url.pathname === firstOf(routes), { timeout: 20_000 });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
          timeout: 20_000,
        });
        await expectVariant(page, variant);
        await sweepRoutes(sweep, routes);
      });
    }
  });
}
