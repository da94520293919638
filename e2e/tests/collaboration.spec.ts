import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, type Portal } from './fixtures';

/**
 * Two staff members at once (issue 26): admin@demo.com and agent@demo.com in two browsers on
 * the same server. What one changes reaches the other's open page without a reload (the live
 * event stream), and each sees who else is on a ticket (presence).
 */
const main = (page: Page) => page.getByRole('main');

async function staff(
  browser: Browser,
  portal: Portal,
  account: { email: string; password: string },
) {
  const page = await (await browser.newContext({ baseURL: portal.origin })).newPage();
  await signIn(page, account);
  await expect(page).not.toHaveURL(/authentication\/login/);
  return page;
}

// @solo: run alone (playwright.config.ts), the timings are the point.
test.describe('two staff members at once @solo', () => {
  test('a ticket created by one appears in the other’s open list within 3 s, without a reload', async ({
    browser,
    portal,
  }) => {
    const admin = await staff(browser, portal, ACCOUNTS.admin);
    const agent = await staff(browser, portal, ACCOUNTS.agent);
    const subject = `Collaboration probe ${Date.now()}`;
    await agent.goto(`/ticket?view=unassigned&q=${encodeURIComponent(subject)}`);
    const table = main(agent).getByRole('table', { name: 'Tickets' });
    await expect(table).toBeVisible();
    await expect(table.getByText(subject)).toHaveCount(0);

    const created = await admin.evaluate(async (text) => {
      const response = await fetch('/api/tickets', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          customerId: 1,
          contact: { name: 'Lucía García', email: 'lucia@example.com' },
          subject: text,
          category: 'technical',
          priority: 'high',
          description: '<p>Seen live by a colleague.</p>',
        }),
      });
      return response.status;
    }, subject);
    expect(created).toBe(201);
    await expect(table.getByText(subject)).toBeVisible({ timeout: 3_000 });
    await admin.context().close();
    await agent.context().close();
  });

  test('each sees the other on a ticket, replying, and the other gone after leaving', async ({
    browser,
    portal,
  }) => {
    test.setTimeout(90_000);
    const admin = await staff(browser, portal, ACCOUNTS.admin);
    const agent = await staff(browser, portal, ACCOUNTS.agent);
    await admin.goto('/ticket/1');
    await agent.goto('/ticket/1');
    const alsoHere = main(agent).getByRole('list', { name: 'Also on this ticket' });
    await expect(alsoHere.getByRole('listitem')).toHaveCount(1);
    await expect(main(agent).getByText('John Doe is also viewing this ticket.')).toBeVisible();

    // The admin starts a reply: the agent is told within a few seconds.
    await main(admin).getByRole('textbox', { name: 'Reply to the customer' }).click();
    await admin.keyboard.type('On it');
    await expect(main(agent).getByText('John Doe is replying…')).toBeVisible({ timeout: 10_000 });

    // The admin leaves the ticket: gone from the agent's page within 10 s.
    await admin.goto('/ticket?view=unassigned');
    await expect(main(agent).getByRole('list', { name: 'Also on this ticket' })).toHaveCount(0, {
      timeout: 12_000,
    });
    await admin.context().close();
    await agent.context().close();
  });
});
