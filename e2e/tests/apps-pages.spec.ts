import { expect, signInAsAdmin, test } from './fixtures';

test.describe('apps-demo: academy, logistics, user profile, help center', () => {
  test('hide completed courses, and sort the course table by progress', async ({ page }) => {
    await signInAsAdmin(page, '/apps/academy/my-course');
    await expect(page.getByRole('heading', { name: 'Art & Drawing' })).toBeVisible();
    // Controlled by the URL: click, then wait for the state to follow.
    await page.getByRole('checkbox', { name: 'Hide completed' }).click();
    await expect(page).toHaveURL(/hideCompleted=true/);
    await expect(page.getByRole('heading', { name: 'Art & Drawing' })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(10);

    await page.goto('/apps/academy/dashboard');
    const table = page.getByRole('table', { name: 'Courses' });
    await expect(table.getByRole('row').nth(1)).toContainText('Basics of Angular');
    await table.getByRole('button', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/sortBy=progress&orderBy=asc/);
    await expect(table.getByRole('row').nth(1)).toContainText('Colour Theory in Practice');
  });

  test("the topics chart paints each topic in its table tag's colour", async ({ page }) => {
    await signInAsAdmin(page, '/apps/academy/dashboard');
    const table = page.getByRole('table', { name: 'Courses' });
    await expect(table.locator('.mantine-Badge-root').first()).toBeVisible();
    const chart = page.getByRole('img', { name: 'Courses by topic' });
    await expect(chart.locator('svg path').first()).toBeAttached();
    // Colours as the browser computes them (rgb), whatever notation each side uses.
    const rgb = (colours: string[]) =>
      page.evaluate((list) => {
        const probe = document.createElement('i');
        document.body.append(probe);
        const out = list.map((colour) => {
          probe.style.color = '';
          probe.style.color = colour;
          return getComputedStyle(probe).color;
        });
        probe.remove();
        return out;
      }, colours);
    const tags = await table
      .locator('.mantine-Badge-root')
      .evaluateAll((badges) =>
        badges.map((badge) => [badge.textContent ?? '', getComputedStyle(badge).backgroundColor]),
      );
    const fills = new Set(
      await rgb(
        await chart
          .locator('svg path[fill]')
          .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill') ?? '')),
      ),
    );
    expect(new Set(tags.map(([name]) => name)).size).toBeGreaterThan(2);
    for (const [name, colour] of tags)
      expect(fills.has(colour ?? ''), `${name}: ${colour}`).toBe(true);
  });

  test('mark a topic done; the course progress survives a reload', async ({ page }) => {
    await signInAsAdmin(page, '/apps/academy/course-details?id=1');
    await expect(page.getByText('Your progress: 19 of 25 topics (76%)')).toBeVisible();
    await page.getByRole('button', { name: /^Projects/ }).click();
    // Controlled by the API's answer: click, then wait for the progress to follow.
    await page.getByRole('checkbox', { name: 'Welcome to this course 21' }).click();
    await expect(page.getByText('Your progress: 20 of 25 topics (80%)')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your progress: 20 of 25 topics (80%)')).toBeVisible({
      timeout: 20_000,
    });
    await page.goto('/apps/academy/my-course?q=Basics%20of%20Angular');
    await expect(page.getByText('20 of 25 tasks done')).toBeVisible();
  });

  test('sort vehicles by progress and open one on the fleet map', async ({ page }) => {
    await signInAsAdmin(page, '/apps/logistics/dashboard');
    const table = page.getByRole('table', { name: 'Vehicles on route' });
    await expect(table.getByRole('row').nth(1)).toContainText('VOL-468031');
    await table.getByRole('button', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/sortBy=progress&orderBy=asc/);
    await table.getByRole('button', { name: 'Progress' }).click();
    await expect(page).toHaveURL(/sortBy=progress&orderBy=desc/);
    await expect(table.getByRole('row').nth(1)).toContainText('VOL-595525');
    await table.getByRole('link', { name: 'VOL-595525' }).click();
    await expect(page).toHaveURL(/\/apps\/logistics\/fleet\?vehicle=8$/);
    await expect(
      page.getByRole('img', {
        name: 'Map centred on VOL-595525, on its route from Nantes to Lyon, 100% done',
      }),
    ).toBeVisible();
    await page.getByRole('button', { name: /VOL-302781/ }).click();
    await expect(page.getByText('Köln → Laspezia: 24% of the route')).toBeVisible();
  });

  test('switch every profile tab', async ({ page }) => {
    await signInAsAdmin(page, '/pages/user-profile/profile');
    await expect(page.getByRole('table', { name: 'Project list' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Profile sections' });
    for (const [tab, text] of [
      ['Teams', 'React Developers'],
      ['Projects', 'Social Banners'],
      ['Connections', 'Allen Rieske'],
      ['Profile', 'Activity timeline'],
    ] as const) {
      await tabs.getByRole('link', { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/pages/user-profile/${tab.toLowerCase()}$`));
      await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(text).first()).toBeVisible();
    }
  });

  test('search the help center and open an article', async ({ page }) => {
    await signInAsAdmin(page, '/pages/help-center');
    await page.getByRole('textbox', { name: 'Search articles' }).fill('mailbox');
    const base = page.getByRole('region', { name: 'Knowledge base' });
    await expect(base.getByRole('link')).toHaveCount(2);
    await base.getByRole('link', { name: 'Creating a mailbox' }).click();
    await expect(page).toHaveURL(/\/pages\/help-center\/article\/create-a-mailbox$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Creating a mailbox' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('E-mail');
    await expect(page.getByText('Updated November 3, 2026')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(
      page.getByText('Thanks for your feedback. Helpful: 1, not helpful: 0.'),
    ).toBeVisible();
  });
});
