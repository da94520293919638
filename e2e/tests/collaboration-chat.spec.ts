import type { Browser, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, type Portal } from './fixtures';

/**
 * Chat between colleagues (issue 26 §4): two staff accounts in two browsers on the same server.
 * A message one sends appears in the other's open chat list and chat without a reload (the live
 * event stream), with the unread count (in the chat list and on the menu's Chat entry), and the
 * sender's ticks turn to "Seen" once it is read.
 * The colleagues are admin@demo.com (John Doe) and twostep@demo.com (Sam Steps): only accounts
 * that may read the chat are colleagues, and the spec's agent role may not.
 */
const main = (page: Page) => page.getByRole('main');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function staff(
  browser: Browser,
  portal: Portal,
  account: { email: string; password: string; code?: string },
) {
  const page = await (await browser.newContext({ baseURL: portal.origin })).newPage();
  await signIn(page, account);
  if (account.code) {
    await expect(page).toHaveURL(/authentication\/two-steps/);
    const submit = page.getByRole('button', { name: 'Verify my account' });
    await expect(submit).toBeVisible();
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(account.code);
    if (await submit.isEnabled()) await submit.click();
  }
  await expect(page).not.toHaveURL(/authentication\//);
  await expect(main(page)).toBeVisible({ timeout: 20_000 });
  return page;
}

async function openChatApp(page: Page) {
  await page.goto('/apps/chat');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible({
    timeout: 20_000,
  });
}

// @solo: run alone (playwright.config.ts), the timings are the point.
test.describe('chat between two staff members @solo', () => {
  test('a message sent by one appears live in the other’s chat; the sender sees it seen', async ({
    browser,
    portal,
  }) => {
    test.setTimeout(120_000);
    const john = await staff(browser, portal, ACCOUNTS.admin);
    const sam = await staff(browser, portal, ACCOUNTS.twoStep);
    await openChatApp(john);
    await openChatApp(sam);
    const text = `Chat probe ${Date.now()}`;

    // John opens Sam (a colleague among the contacts) and sends.
    await main(john)
      .getByRole('button', { name: /Sam Steps/ })
      .click();
    await expect(main(john).getByRole('heading', { level: 2, name: 'Sam Steps' })).toBeVisible();
    const box = main(john).getByRole('textbox', { name: 'Type your message' });
    await box.fill(text);
    await box.press('Enter');
    const johnsMessages = main(john).getByRole('list', { name: 'Messages' });
    await expect(johnsMessages.getByText(text)).toBeVisible();

    // Sam's open list shows it, unread, within 3 s and without a reload.
    const fromJohn = main(sam).getByRole('button', { name: /John Doe.*1 unread message/ });
    await expect(fromJohn).toBeVisible({ timeout: 3_000 });
    await expect(fromJohn.getByText(text)).toBeVisible();
    // Sam's portal fetched it: John's tick says delivered, live.
    const johnsTicks = johnsMessages.getByTestId('ticks').last();
    await expect(johnsTicks).toHaveAttribute('data-state', 'delivered', { timeout: 3_000 });
    // Sam's menu counts it too: a badge with 1 on the Chat entry.
    const samsChatEntry = menu(sam).getByRole('link', { name: 'Chat, 1 unread message' });
    await expect(samsChatEntry).toBeVisible({ timeout: 3_000 });
    await expect(samsChatEntry).toContainText('1');

    // Sam opens it: the unread count goes, and John's tick turns to seen, live.
    await fromJohn.click();
    const samsMessages = main(sam).getByRole('list', { name: 'Messages' });
    await expect(samsMessages.getByText(text)).toBeVisible();
    await expect(main(sam).getByRole('button', { name: /John Doe.*unread/ })).toHaveCount(0);
    // The menu's badge goes with it, live.
    await expect(menu(sam).getByRole('link', { name: 'Chat', exact: true })).toHaveText('Chat', {
      timeout: 3_000,
    });
    await expect(menu(sam).getByRole('link', { name: /unread/ })).toHaveCount(0);
    await expect(johnsTicks).toHaveAttribute('data-state', 'seen', { timeout: 3_000 });
    await expect(johnsTicks.getByText('Seen')).toBeAttached();

    // Sam answers: it appears in John's open chat within 3 s.
    const answer = `Answer ${Date.now()}`;
    const samsBox = main(sam).getByRole('textbox', { name: 'Type your message' });
    await samsBox.fill(answer);
    await samsBox.press('Enter');
    await expect(johnsMessages.getByText(answer)).toBeVisible({ timeout: 3_000 });
    await john.context().close();
    await sam.context().close();
  });
});
