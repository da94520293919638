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

  test('Ctrl+K pressed as soon as the dashboard URL appears after sign-in opens the search', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin);
    // The sign-in page hands over to the full portal with a document load: press at once.
    await page.waitForURL(/\/dashboards\/crm/, { waitUntil: 'domcontentloaded' });
    await page.keyboard.press('Control+k');
    await expect(page.getByPlaceholder(/search/i)).toBeVisible();
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
    // The client may not read the dashboards: it lands on its own profile.
    await expect(page).toHaveURL(/\/perfilClient\/account$/);
    await page.goto('/access-control');
    // The page's own heading: the Not Authorized page also has a main heading.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access control');
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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are launching soon');
    await page.goto('/pages/misc/under-maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Under Maintenance');
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

  test('Reset demo data: after confirming, the sample data is back and the user stays signed in', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/apps/user/list');
    const total = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/apps/users?itemsPerPage=1');
        return ((await response.json()) as { totalUsers: number }).totalUsers;
      });
    const before = await total();
    const created = await page.evaluate(async () => {
      const response = await fetch('/api/apps/users', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          fullName: 'Reset Probe',
          username: 'resetprobe',
          email: 'reset.probe@example.com',
          role: 'editor',
          currentPlan: 'basic',
          status: 'active',
          company: 'Probe Hosting',
          country: 'Chile',
          contact: '+56 2 2000 0000',
        }),
      });
      return response.status;
    });
    expect(created).toBe(201);
    expect(await total()).toBe(before + 1);

    const menu = page.getByRole('button', { name: 'Account menu of John Doe' });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset demo data?' });
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await total()).toBe(before + 1);

    await menu.click();
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
    const reload = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Reset data' }).click();
    await reload;
    await expect(page).toHaveURL(/\/apps\/user\/list$/);
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
    await expect(page.getByText('Reset Probe')).toHaveCount(0);
    expect(await total()).toBe(before);
  });
});
