import type { Page } from '@playwright/test';
import { expect, setPreferences, signInAsAdmin, test } from './fixtures';

const PAGES = [
  '/dashboards/crm',
  '/apps/user/list',
  '/apps/invoice/list',
  '/apps/invoice/preview/4987',
  '/Facturacion',
  '/Facturacion/1',
  '/notasCobro/list',
  '/habilitaciones',
  '/habilitaciones/1',
  '/sofono',
  '/ticket',
  '/ticket/1',
  '/apps/email',
  '/apps/chat',
  '/apps/calendar',
  '/apps/kanban',
  '/apps/roles',
];

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of ['en', 'ar'] as const) {
    test(`no page is wider than the screen or scrolls past its footer (${language})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(300_000); // 17 pages, each loaded and measured
      await signInAsAdmin(page);
      await setPreferences(context, { language });
      for (const path of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        // Soft: one run names every page that is too wide.
        expect
          .soft(scrollWidth, `${path} is ${scrollWidth - innerWidth} px too wide`)
          .toBeLessThanOrEqual(innerWidth);
        expect
          .soft(await pastFooter(page), `${path} scrolls past its footer`)
          .toBeLessThanOrEqual(1);
      }
    });
  }
});

test.describe('phone (390 px): the mail list', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows each mail's subject, not only its sender", async ({ page }) => {
    await signInAsAdmin(page, '/apps/email');
    const subjects = page.getByRole('list', { name: 'Messages' }).getByTestId('email-subject');
    await expect(subjects.first()).toBeVisible();
    // On one line the sender, labels and date left the subject no width at all.
    const widths = await subjects.evaluateAll((cells) =>
      cells.slice(0, 5).map((cell) => cell.getBoundingClientRect().width),
    );
    for (const width of widths) expect(width).toBeGreaterThan(150);
  });
});

/** How far the page scrolls past its footer (hidden labels placed outside a scrolling pane). */
const pastFooter = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector('footer');
    if (!footer) return 0;
    return (
      document.documentElement.scrollHeight - (footer.getBoundingClientRect().bottom + scrollY)
    );
  });

test.describe('desktop (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('no page scrolls past its footer', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    for (const path of ['/ticket', '/ticket/1', '/apps/email', '/apps/kanban', '/Facturacion']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Loaded: no skeleton left.
      await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
      expect.soft(await pastFooter(page), `${path} scrolls past its footer`).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('language and title', () => {
  test('switching language translates the open page at once', async ({ page }) => {
    await signInAsAdmin(page, '/habilitaciones');
    await expect(page.getByRole('heading', { level: 1, name: 'Enablements' })).toBeVisible();
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Activations de services' }),
    ).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /^Offre/ })).toBeVisible();
    await expect(page).toHaveURL(/\/habilitaciones$/);
  });

  test('every page has a title and the portal a favicon', async ({ page }) => {
    await signInAsAdmin(page, '/Facturacion');
    await expect(page).toHaveTitle(/ · HostDesk$/);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await page.request.get(href ?? '/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});
