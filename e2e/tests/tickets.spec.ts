import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, setPreferences, signIn, signInAsAdmin, test } from './fixtures';
import { axeFindings } from './axe-sweep';

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });

type Messages = { [key: string]: string | Messages };
/** The tickets remote's text for `key` in `language` (the dialogs are found by name in RTL too). */
const text = (language: 'en' | 'ar', key: string) => {
  const url = new URL(`../../remotes/tickets/src/locales/${language}.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(url, 'utf8')) as Messages;
  return key
    .split('.')
    .reduce<string | Messages>((node, part) => (node as Messages)[part] ?? '', messages) as string;
};

/** An API answer, as the signed-in page gets it. */
const api = <T>(page: Page, url: string) =>
  page.evaluate(async (path) => {
    const response = await fetch(path, { credentials: 'include' });
    return (await response.json()) as unknown;
  }, url) as Promise<T>;

type Row = { id: number; number: string; customer: { id: number }; status: string };
type Detail = Row & { assignee: { id: string } | null; mergedInto: { number: string } | null };

test.describe('tickets', () => {
  test('create with an attachment, find it unassigned, assign, reply, note, pending, solve', async ({
    page,
  }) => {
    test.setTimeout(180_000);
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
    // The new ticket's id and number come from the server (never the seed's next number).
    await expect(page).toHaveURL(/\/ticket\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    const { number } = await api<{ number: string }>(page, `/api/tickets/${id}`);
    const article = main(page).getByRole('article', { name: subject });
    await expect(article).toBeVisible();
    await expect(article.getByRole('link', { name: 'error.log' })).toBeVisible();

    await page.goto('/ticket?view=unassigned');
    await main(page).getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(new RegExp(`/ticket/${id}\\?view=unassigned$`));
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
    const answer = await page.evaluate(async (id) => {
      const response = await fetch(`/api/tickets/${id}/messages`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          kind: 'note',
          body: '<p>probe<img src=x onerror="window.__xss=1"><script>window.__xss=2</script></p>',
        }),
      });
      return response.status;
    }, id);
    expect(answer).toBe(201);
    await page.reload();
    await expect(thread.getByText('probe')).toBeVisible();
    expect(await thread.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('merge two tickets, triage three by keyboard, find one with Ctrl/⌘K', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page, '/ticket?view=unassigned');
    const { tickets } = await api<{ tickets: Row[] }>(
      page,
      '/api/tickets?view=all_open&sortBy=created&orderBy=asc&itemsPerPage=100',
    );
    const source = tickets.find((row) =>
      tickets.some((other) => other.id !== row.id && other.customer.id === row.customer.id),
    );
    const target = tickets.find(
      (row) => row.id !== source?.id && row.customer.id === source?.customer.id,
    );
    if (!source || !target) throw new Error('no two open tickets of one customer');

    // Keyboard-only triage: j opens the next ticket, a assigns it to me, s opens its status,
    // arrows and Enter choose "On hold", Escape leaves the field.
    const triaged: number[] = [];
    // Wait for the rows themselves (not their loading skeleton) before the first shortcut.
    await expect(
      main(page).getByRole('table', { name: 'Tickets' }).getByRole('link').first(),
    ).toBeVisible();
    for (let round = 0; round < 3; round += 1) {
      await page.keyboard.press('j');
      await expect(page).not.toHaveURL(new RegExp(`/ticket/(${triaged.join('|') || 'none'})\\?`));
      await expect(page).toHaveURL(/\/ticket\/\d+\?view=unassigned$/);
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      triaged.push(id);
      // The ticket just opened, not the one before it still on screen while the next one renders.
      const article = main(page).locator(`article[aria-labelledby="ticket-${id}-title"]`);
      const status = article.getByRole('combobox', { name: 'Status' });
      await expect(status).toBeVisible();
      // Under load the first press may come before the ticket's shortcuts take keys: press again
      // (assigning to me twice is the same change), as a person would.
      await expect(async () => {
        await page.keyboard.press('a');
        await expect(article.getByRole('combobox', { name: 'Assignee' })).toHaveValue('John Doe', {
          timeout: 4000,
        });
      }).toPass({ timeout: 30_000 });
      await page.keyboard.press('s');
      await expect(status).toBeFocused();
      const active = page.locator('[role="option"][data-combobox-selected]');
      const activeText = async () => ((await active.count()) > 0 ? await active.innerText() : '');
      for (let step = 0; step < 6 && (await activeText()) !== 'On hold'; step += 1)
        await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(status).toHaveValue('On hold');
      await page.keyboard.press('Escape');
      await expect(status).not.toBeFocused();
    }
    for (const id of triaged) {
      const ticket = await api<Detail>(page, `/api/tickets/${id}`);
      expect([ticket.assignee?.id, ticket.status]).toEqual(['a1', 'on_hold']);
    }

    // Merge: the source moves into the target and is closed with a pointer.
    await page.goto(`/ticket/${source.id}`);
    await main(page).getByRole('button', { name: 'Merge into another ticket' }).click();
    const dialog = page.getByRole('dialog', { name: `Merge ${source.number}` });
    const into = dialog.getByRole('combobox', { name: 'Merge into' });
    // Under load a click may reach the option list before it takes clicks: pick again until the
    // field shows the target (a person would), then merge.
    await expect(async () => {
      if ((await dialog.getByRole('listbox').count()) === 0) await into.click();
      await dialog
        .getByRole('option', { name: new RegExp(target.number) })
        .click({ timeout: 3000 });
      await expect(into).toHaveValue(new RegExp(target.number), { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page).toHaveURL(new RegExp(`/ticket/${target.id}`));
    await expect(main(page).getByText(`Merged ${source.number}`).first()).toBeVisible();
    const merged = await api<Detail>(page, `/api/tickets/${source.id}`);
    expect([merged.status, merged.mergedInto?.number]).toEqual(['closed', target.number]);

    // Ctrl/⌘K finds a ticket by its number and opens it.
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search pages…').fill(source.number);
    await page.getByText(new RegExp(`^${source.number} · `)).click();
    await expect(page).toHaveURL(new RegExp(`/ticket/${source.id}$`));
  });

  // Two tests (English, then Arabic, each light and dark) so that they run side by side.
  for (const language of ['en', 'ar'] as const)
    test(`axe finds nothing with the dialogs open (light and dark, ${language === 'ar' ? 'RTL' : 'LTR'})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(360_000);
      // Tall enough for the list under the filters (at 720 px its top rows sit under the footer).
      await page.setViewportSize({ width: 1440, height: 1000 });
      await signInAsAdmin(page, '/ticket');
      const { tickets } = await api<{ tickets: Row[] }>(page, '/api/tickets?view=all_open');
      const ticket = tickets[0];
      if (!ticket) throw new Error('no open ticket');
      for (const theme of ['light', 'dark'] as const) {
        await setPreferences(context, { theme, language });
        const say = (key: string) => text(language, key);
        await page.goto(`/ticket/${ticket.id}`);
        const article = main(page).getByRole('article').first();
        await test.step(`${theme} ${language}: reply box with the canned replies open`, async () => {
          await article.getByRole('combobox', { name: say('reply.canned') }).click();
          await expect(page.getByRole('listbox')).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          await page.keyboard.press('Escape');
        });
        await test.step(`${theme} ${language}: merge dialog`, async () => {
          await article.getByRole('button', { name: say('merge.open') }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });
        await test.step(`${theme} ${language}: shortcuts help`, async () => {
          await page.locator('body').press('?');
          await expect(page.getByRole('dialog', { name: say('shortcuts.title') })).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        });
        await test.step(`${theme} ${language}: bulk bar and the tag dialog`, async () => {
          const table = main(page).getByRole('table').first();
          for (const row of [1, 2]) {
            await table.getByRole('checkbox').nth(row).focus();
            await page.keyboard.press('Space');
          }
          await expect(table.getByRole('checkbox').nth(2)).toBeChecked();
          await main(page)
            .getByRole('button', { name: say('bulk.assign'), exact: true })
            .click();
          await expect(page.getByRole('menu')).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          await page.keyboard.press('Escape');
          await main(page)
            .getByRole('button', { name: say('bulk.tags'), exact: true })
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          expect(await axeFindings(page)).toEqual([]);
          await page.keyboard.press('Escape');
        });
      }
    });

  test('the agent sees tickets but no invoicing; the client is refused', async ({ page }) => {
    await signIn(page, ACCOUNTS.agent);
    await expect(page).not.toHaveURL(/authentication\/login/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByText('Tickets', { exact: true }).first()).toBeVisible();
    for (const name of ['Invoicing', 'Billing notes', 'Phone lines', 'Simple invoices']) {
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
