import { ACCOUNTS, expect, signIn, signInAsAdmin, test } from './fixtures';

test.describe('shell', () => {
  test('theme chosen in the customizer survives a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: /customizer|theme settings|customize/i }).click();
    await page
      .getByRole('dialog')
      .getByText(/^dark$/i)
      .click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'HostDesk-theme')?.value).toBe('dark');
  });

  test('Arabic switches the document to right-to-left and back', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: /العربية|arabic/i }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /language|اللغة/i }).click();
    await page.getByRole('menuitem', { name: /english/i }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('Ctrl+K search finds a page and navigates to it', async ({ page }) => {
    await signInAsAdmin(page);
    // The shortcut is live once the portal frame (app bar) has painted.
    await expect(page.getByRole('button', { name: /open search/i })).toBeVisible();
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder(/search/i);
    await expect(search).toBeVisible();
    await search.fill('permis');
    await expect(page.getByText('Permissions', { exact: true }).last()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/permissions$/);
  });

  test('horizontal navigation is forced vertical below 1279 px and restored above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsAdmin(page);
    await page.getByRole('button', { name: /customizer|theme settings|customize/i }).click();
    await page
      .getByRole('dialog')
      .getByText(/^horizontal$/i)
      .click();
    await page.keyboard.press('Escape');
    // Horizontal navigation lives in the app bar; vertical navigation is the side bar (or a drawer).
    const horizontal = page.locator('header nav');
    await expect(horizontal).toBeVisible();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(horizontal).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: /open navigation|toggle navigation|menu/i }).first(),
    ).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(horizontal).toBeVisible();
  });

  test('the client account sees the access-control page but not user administration', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.client);
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: /permissions/i }),
    ).toHaveCount(0);
  });

  test('unknown paths show the not-found page; misc pages render', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(/404/).first()).toBeVisible();
    await page.goto('/pages/misc/not-found/whatever');
    await expect(page.getByText(/404/).first()).toBeVisible();
    await page.goto('/not-authorized');
    await expect(page.getByText(/401/).first()).toBeVisible();
    await page.goto('/pages/misc/coming-soon');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/pages/misc/under-maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('scroll-to-top appears after 200 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await signInAsAdmin(page, '/apps/user/list?itemsPerPage=50');
    await expect(page.getByRole('table')).toBeVisible();
    const button = page.getByRole('button', { name: /scroll to top|back to top/i });
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 600);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
