import type { Page } from '@playwright/test';
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

  test.describe('interactive when painted', () => {
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /**
     * Holds `GET /api/auth/session` on the dashboard until the test answers it (a slow API). The
     * dashboard's page comes without the session the server writes into it, as from a server
     * that does not (a CDN), so the portal has to ask.
     */
    async function holdSessionCheck(page: Page) {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      // Taken out as the page is parsed, before its first script (a page fulfilled by the test
      // instead would lose the loopback address space, and the remotes with it).
      await page.addInitScript(() => {
        if (!location.pathname.startsWith('/dashboards/')) return;
        new MutationObserver(() => document.getElementById('portal-session')?.remove()).observe(
          document,
          { childList: true, subtree: true },
        );
      });
      await page.route('**/api/auth/session', async (route) => {
        if (new URL(page.url()).pathname.startsWith('/dashboards/')) await answered;
        await route.continue();
      });
      return answer;
    }

    // Signing in loads the target as a document. Without `to` the shell first confirms the
    // session at `/`, then shows the dashboard's URL; with one, the URL is there at once.
    for (const to of [undefined, '/dashboards/crm']) {
      test(`Ctrl+K pressed as soon as the dashboard URL appears after sign-in opens the search (${to ? 'sign-in to the dashboard' : 'sign-in to the root'})`, async ({
        page,
      }) => {
        // A slow network for the portal's federated entry: the URL is there long before the frame.
        await page.route('**/static/js/app.js', async (route) => {
          await pause(1500);
          await route.continue();
        });
        await signIn(page, ACCOUNTS.admin, to);
        // DOMContentLoaded: the page's first (deferred) script has run, nothing else has.
        await page.waitForURL(/\/dashboards\/crm/, { waitUntil: 'domcontentloaded' });
        await page.keyboard.press('Control+k');
        await expect(page.getByPlaceholder(/search/i)).toBeVisible();
      });
    }

    test('the account menu opens when clicked at the first paint of the frame, before the API has said who is signed in', async ({
      page,
    }) => {
      const answerSessionCheck = await holdSessionCheck(page);
      await signIn(page, ACCOUNTS.admin, '/dashboards/crm');
      await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible();
      // Painted with the frame (the search button above), not once the API has answered.
      const account = page.getByRole('button', { name: /^account menu/i });
      expect(await account.count()).toBe(1);
      await account.click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText(/loading your account/i)).toBeVisible();
      answerSessionCheck();
      await expect(menu).toContainText('John Doe');
      await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    });

    test('a signed-in page comes with its session: the account is known at first paint, and nothing asks who is signed in', async ({
      page,
    }) => {
      await signInAsAdmin(page, '/dashboards/crm');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/auth/session') asked.push(request.url());
      });
      // The account is known at the frame's first paint: its menu button names it from the start.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          const button = document.querySelector('button[aria-label^="Account menu"]');
          if (!button) return;
          observer.disconnect();
          (window as unknown as { firstName: string | null }).firstName =
            button.getAttribute('aria-label');
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'CRM' })).toBeVisible();
      const firstName = await page.evaluate(
        () => (window as unknown as { firstName?: string }).firstName,
      );
      expect(firstName).toBe('Account menu of John Doe');
      await page.getByRole('button', { name: /^account menu/i }).click();
      await expect(page.getByRole('menu')).toContainText('John Doe');
      expect(asked).toEqual([]);
    });

    test('the navigation burger opens the menu when clicked at the first paint of the frame', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      const answerSessionCheck = await holdSessionCheck(page);
      await signIn(page, ACCOUNTS.admin, '/dashboards/crm');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Main navigation' });
      await expect(drawer).toBeVisible();
      // The entries an account may see come with the API's answer.
      answerSessionCheck();
      await expect(drawer.getByRole('link', { name: 'CRM' })).toBeVisible();
    });
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
