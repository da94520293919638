import { expect, signInAsAdmin, test } from './fixtures';

test.describe('apps-demo: users and permissions', () => {
  test('user list filters, sorts and pages through the URL, and a link reproduces the view', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/apps/user/list');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await page.goto('/apps/user/list?role=admin&itemsPerPage=5');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: /^user$/i }).click();
    await expect(page).toHaveURL(/sortBy=user/);
    const url = page.url();
    await page.goto('/dashboards/crm');
    await page.goto(url);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);
  });

  test('add a user with validation, see it in the list, view it, delete it with confirmation', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/apps/user/list');
    await page.getByRole('button', { name: /add (new )?user/i }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: /^(submit|save|add)$/i }).click();
    await expect(drawer.getByText(/required|too short|invalid/i).first()).toBeVisible();
    await drawer.getByLabel(/full name/i).fill('Ada Lovelace');
    await drawer.getByLabel(/username/i).fill('ada');
    await drawer.getByLabel(/^email/i).fill('ada@host.test');
    await drawer.getByLabel(/company/i).fill('Analytical Engines');
    await drawer.getByLabel(/country/i).fill('United Kingdom');
    await drawer.getByLabel(/contact/i).fill('+44 20 7946 0000');
    await drawer.getByRole('button', { name: /^(submit|save|add)$/i }).click();
    await expect(page.getByText(/user (was )?(added|created)/i)).toBeVisible();
    await page.goto('/apps/user/list?q=ada%40host.test');
    await expect(page.getByRole('table').getByText('Ada Lovelace')).toBeVisible();
    await page.getByRole('table').getByRole('link', { name: 'Ada Lovelace' }).click();
    await expect(page).toHaveURL(/\/apps\/user\/view\/51$/);
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await page.goto('/apps/user/list?q=ada%40host.test');
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete|confirm/i })
      .click();
    await expect(page.getByText(/no data available/i)).toBeVisible();
  });

  test('an unknown user id shows the not-found message', async ({ page }) => {
    await signInAsAdmin(page, '/apps/user/view/9999');
    await expect(page.getByText('User not found')).toBeVisible();
  });

  test('CSV export downloads the current filter', async ({ page }) => {
    await signInAsAdmin(page, '/apps/user/list?status=active');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /export/i }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    const [header, ...rows] = text
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
    const status = header!.indexOf('Status');
    expect(status).toBeGreaterThanOrEqual(0);
    expect(rows.length).toBeGreaterThan(1);
    // Exactly "active": a pattern would also accept "inactive".
    expect(new Set(rows.map((row) => row[status]))).toEqual(new Set(['active']));
  });

  test('permissions: add, edit and delete', async ({ page }) => {
    await signInAsAdmin(page, '/apps/permissions');
    await page.getByRole('button', { name: /add (new )?permission/i }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(/permission name|^name/i).fill('Manage Backups');
    await dialog.getByRole('button', { name: /^(create|save|add)/i }).click();
    await expect(dialog).toBeHidden();
    await page.goto('/apps/permissions?q=backups');
    await expect(page.getByRole('table').getByText('Manage Backups')).toBeVisible();
    await page.getByRole('button', { name: /edit/i }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(/permission name|^name/i).fill('Manage Backups Daily');
    await dialog.getByRole('button', { name: /^(update|save)/i }).click();
    await expect(page.getByRole('table').getByText('Manage Backups Daily')).toBeVisible();
    await page
      .getByRole('button', { name: /delete/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /delete|confirm/i })
      .click();
    await expect(page.getByText(/no data available/i)).toBeVisible();
  });

  test('dashboards render charts from the API', async ({ page }) => {
    // Each chart by its accessible name, drawn (an SVG inside), not any picture of the page.
    const drawn = async (name: string) => {
      const chart = page.getByRole('img', { name, exact: true });
      await expect(chart).toBeVisible();
      await expect(chart.locator('svg').first()).toBeVisible();
    };
    await signInAsAdmin(page);
    for (const name of ['Users by plan', 'Users by role']) await drawn(name);
    // The server's clock stands in 2026: the year's invoices are the 50 seeded ones, $9,865.09.
    const invoiced = page.locator('.mantine-Card-root', { hasText: 'Invoiced this year' });
    await expect(invoiced).toContainText('$9,865.09');
    await expect(
      page.locator('.mantine-Card-root', { hasText: 'Invoices this year' }),
    ).toContainText('50');
    await page.goto('/dashboards/analytics');
    for (const name of [
      'Visits per day by source (sample data)',
      'Traffic sources (sample data)',
      'Users by status',
      'Permissions per role',
    ])
      await drawn(name);
  });

  test('a chart’s legend works from the keyboard: a toggle shows when focused and hides its series', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const chart = page.getByRole('img', { name: 'Users by plan', exact: true });
    await expect(chart.locator('svg').first()).toBeVisible();
    const legend = page.getByRole('group', {
      name: 'Legend of Users by plan: show or hide a series',
    });
    const first = legend.getByRole('button').first();
    // The chart's shapes (the server marks each for `hydrate`): one fewer with a slice off.
    const shapes = chart.locator('[ecmeta_ssr_type="chart"]');
    const all = await shapes.count();
    expect(all).toBeGreaterThan(1);
    await first.focus();
    await expect(first).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => shapes.count()).toBeLessThan(all);
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(shapes).toHaveCount(all);
  });
});
