import type { Page } from '@playwright/test';
import { expect, signInAsAdmin, test } from './fixtures';
import { FRONT_PAGE_ROUTES, UI_DEMO_ROUTES } from './ui-demo-routes';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** Client-side navigation (as a menu click does): no full reload between the demo pages. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('ui-demo', () => {
  test('every demo route loads without a page error', async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await signInAsAdmin(page, '/components');
    let previous = '';
    for (const route of UI_DEMO_ROUTES) {
      await test.step(route, async () => {
        await navigate(page, route);
        // pushState set the URL already: the proof is the page's own heading replacing the last one.
        if (previous) await expect(heading(page)).not.toHaveText(previous, { timeout: 20_000 });
        await expect(heading(page)).toBeVisible({ timeout: 20_000 });
        previous = (await heading(page).textContent()) ?? '';
        expect(previous.trim()).not.toBe('');
        await expect(page.getByText(/^(ui-demo:)?[a-z]+(\.[a-zA-Z]+)+$/)).toHaveCount(0);
      });
    }
    expect(errors).toEqual([]);
  });

  test('validation errors, a snackbar, the code toggle and the tour', async ({ page }) => {
    await signInAsAdmin(page, '/forms/form-validation');
    await expect(heading(page)).toHaveText('Form validation');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    const card = page.getByRole('region', { name: 'Validation form' });
    await card.getByRole('button', { name: 'Code' }).click();
    await expect(card.getByLabel('Source of Validation form')).toContainText('useApiForm');

    await navigate(page, '/components/snackbar');
    await page.getByRole('button', { name: 'Success' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Changes saved' })).toBeVisible();

    await navigate(page, '/extensions/tour');
    await page.getByRole('button', { name: 'Start the tour' }).click();
    const popover = page.getByRole('dialog', { name: 'Navigation' });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: /Next/ }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

  test('every front page opens signed out', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const route of FRONT_PAGE_ROUTES) {
      await test.step(route, async () => {
        await page.goto(route);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(heading(page)).toBeVisible({ timeout: 20_000 });
      });
    }
    expect(errors).toEqual([]);
  });
});

test.describe('ui-demo journeys', () => {
  test('the checkout wizard places an order; lazy slides load when shown', async ({ page }) => {
    await signInAsAdmin(page, '/wizard-examples/checkout');
    await expect(heading(page)).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(/^Coupon code/).fill('SAVE10');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /^Priority/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await page.getByLabel(/^Name on card/).fill('Ada Lovelace');
    await page.getByLabel(/^Expiry date/).fill('12/39');
    await page.getByLabel(/^CVC/).fill('123');
    await page.getByRole('button', { name: 'Next' }).click();
    // A VPS, a domain and a wildcard certificate: 24 + 15 + 59 = 98, minus 10 % = 88.20,
    // plus 10 for priority support = 98.20
    await expect(page.getByRole('table', { name: 'Order summary' })).toContainText('$98.20');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('status').filter({ hasText: '$98.20' })).toBeVisible();

    await navigate(page, '/extensions/swiper');
    const lazy = page.getByRole('region', { name: 'Lazy images', exact: true });
    await expect(lazy.getByText('1 of 5 loaded')).toBeVisible({ timeout: 20_000 });
    // The pictures, not the controls' chevron icons.
    await expect(lazy.getByRole('img', { name: /^Picture/ })).toHaveCount(1);
    await lazy.getByRole('button', { name: 'Next slide' }).click();
    await expect(lazy.getByText('2 of 5 loaded')).toBeVisible();
    await expect(lazy.getByRole('img', { name: 'Picture 2: the sea at noon' })).toBeVisible();

    // In Arabic the carousel's own words are translated too: its live status and tablist name.
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    const basic = page.getByRole('region', { name: 'التنقل وترقيم الشرائح: الشرائح' });
    await expect(basic).toHaveAttribute('aria-roledescription', 'دوّار');
    await expect(basic.getByRole('tablist')).toHaveAccessibleName('الشرائح');
    // The translated status follows the carousel; Mantine's English one is out of the page's reading.
    const status = basic.locator('xpath=following-sibling::*[@role="status"][1]');
    await expect(status).toHaveText('الشريحة 1 من 5');
    await basic.getByRole('button', { name: 'الشريحة التالية' }).click();
    await expect(status).toHaveText('الشريحة 2 من 5');
    await expect(page.getByRole('status').filter({ hasText: /^Slide/ })).toHaveCount(0);
  });
});
