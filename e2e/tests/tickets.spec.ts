import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn, signInAsAdmin } from './fixtures';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

test.describe('tickets', () => {
  test('create with an attachment, find it unassigned, assign, reply, note, pending, solve', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsAdmin(page, '/ticket/create');
    await expect(heading(page)).toHaveText('New ticket');
    await page.getByRole('combobox', { name: /^Customer/ }).fill('Andes');
    await page.getByRole('option', { name: 'Andes Web Studio' }).click();
    await page.getByRole('textbox', { name: /^Contact name/ }).fill('Lucía García');
    await page.getByRole('textbox', { name: /^Contact email/ }).fill('lucia@andes.example');
    const subject = 'Checkout page times out after the PHP upgrade';
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('combobox', { name: /^Category/ }).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await page.getByRole('textbox', { name: /^Description/ }).click();
    await page.keyboard.type('Since the upgrade the checkout never loads.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'error.log',
      mimeType: 'text/plain',
      buffer: Buffer.from('PHP Fatal error: Maximum execution time exceeded'),
    });
    await expect(page.getByText('error.log', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Create ticket' }).click();
    await expect(page).toHaveURL(/\/ticket\/301$/);
    const article = main(page).getByRole('article', { name: subject });
    await expect(article).toBeVisible();
    await expect(article.getByRole('link', { name: 'error.log' })).toBeVisible();

    await page.goto('/ticket?view=unassigned');
    await main(page).getByRole('link', { name: 'TK-000301' }).click();
    await expect(page).toHaveURL(/\/ticket\/301\?view=unassigned$/);
    await article.getByRole('button', { name: 'Assign to me' }).click();
    await expect(article.getByRole('combobox', { name: 'Assignee' })).toHaveValue('John Doe');

    await article.getByRole('textbox', { name: 'Reply to the customer' }).click();
    await page.keyboard.type('We are raising the PHP time limit now.');
    await article.getByRole('button', { name: 'Send', exact: true }).click();
    const thread = article.getByRole('region', { name: 'Conversation' });
    await expect(thread.getByText('We are raising the PHP time limit now.')).toBeVisible();

    await article
      .getByRole('region', { name: 'Reply' })
      .getByText('Internal note', { exact: true })
      .first()
      .click();
    await article.getByRole('textbox', { name: 'Internal note' }).click();
    await page.keyboard.type('max_execution_time was 30 s.');
    await article.getByRole('button', { name: 'Add note' }).click();
    await expect(thread.getByRole('article', { name: 'Internal note by John Doe' })).toContainText(
      'max_execution_time was 30 s.',
    );

    const status = article.getByRole('combobox', { name: 'Status' });
    await status.click();
    await page.getByRole('option', { name: 'Pending customer' }).click();
    await expect(article.getByText('Clock paused while pending customer')).toBeVisible();
    await status.click();
    await page.getByRole('option', { name: 'Solved' }).click();
    await expect(status).toHaveValue('Solved');

    // A message body with markup is sanitised in a real browser.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/tickets/301/messages', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'note',
          body: '<p>probe<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>',
        }),
      });
      return response.status;
    });
    expect(answer).toBe(201);
    await page.reload();
    await expect(thread.getByText('probe')).toBeVisible();
    expect(await thread.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('the agent sees tickets but no invoicing; the client is refused', async ({ page }) => {
    await signIn(page, ACCOUNTS.agent);
    await expect(page).not.toHaveURL(/authentication\/login/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Tickets', { exact: true }).first()).toBeVisible();
    for (const name of ['Invoicing', 'Billing notes', 'Phone lines', 'Invoice']) {
      await expect(nav.getByText(name, { exact: true })).toHaveCount(0);
    }
    await page.goto('/ticket');
    await expect(heading(page)).toHaveText('Tickets');
    await page.goto('/Facturacion');
    await expect(heading(page)).toHaveText('Not Authorized - 401');

    await page.context().clearCookies();
    await signIn(page, ACCOUNTS.client);
    await expect(page).not.toHaveURL(/authentication\/login/);
    await page.goto('/ticket');
    await expect(heading(page)).toHaveText('Not Authorized - 401');
  });
});
