import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, setPreferences, signIn, test, type Portal } from './fixtures';
import { axeFindings } from './axe-sweep';

const main = (page: Page) => page.getByRole('main');
type Texts<K extends string> = Record<K, string>;
/** The profile messages the dialog scans name buttons and dialogs by. */
interface ProfileMessages {
  actions: Texts<'cancel'>;
  deactivate: Texts<'open'>;
  account: Texts<'email' | 'currentPassword' | 'reset'>;
  twoStep: Texts<
    'setUp' | 'qrAlt' | 'secret' | 'code' | 'confirm' | 'recoveryTitle' | 'done' | 'turnOff'
  >;
  apiKeys: Texts<'name' | 'create' | 'secret' | 'revokeOne'>;
  sessions: Texts<'caption' | 'revokeOne'>;
  billing: Texts<'changePlan'>;
}
/** The profile remote's messages of a language (button and dialog names in the scans). */
const profileMessages = (language: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../remotes/profile/src/locales/${language}.json`),
      'utf8',
    ),
  ) as ProfileMessages;
const en = profileMessages('en');
const ar = profileMessages('ar');
/** Names that start like a message before its first placeholder. */
const startsWith = (message: string) =>
  new RegExp(`^${(message.split('{{')[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function signInAs(page: Page, account: { email: string; password: string }, to?: string) {
  await signIn(page, account, to);
  await expect(page).not.toHaveURL(/authentication\/login/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/authentication\/login/);
}

/** A call from the page with an explicit bearer token (it wins over the page's session cookie). */
async function api(page: Page, path: string, token: string, method = 'GET') {
  return page.evaluate(
    async ({ path, token, method }) => {
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      return response.status;
    },
    { path, token, method },
  );
}

const TOTP_PERIOD_MS = 30_000;

/**
 * A code the server takes now and has not seen: its current period's, or the next period's (in
 * its window of one period) while the current one's code, used at `spentAt`, would be a replay.
 * From the server's clock, so the time a slow machine spends between the steps does not matter.
 */
async function unspentCode(portal: Portal, totp: OTPAuth.TOTP, spentAt: number) {
  const now = await portal.now();
  const samePeriod = Math.floor(now / TOTP_PERIOD_MS) <= Math.floor(spentAt / TOTP_PERIOD_MS);
  return totp.generate({ timestamp: samePeriod ? spentAt + TOTP_PERIOD_MS : now });
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  const submit = page.getByRole('button', { name: 'Verify my account' });
  if (await submit.isEnabled()) await submit.click();
}

test.describe('profile', () => {
  test('change the password: the new one signs in, the old one is refused', async ({ page }) => {
    await signInAs(page, ACCOUNTS.client, '/perfilClient/security');
    await main(page)
      .getByLabel(/^Current password/)
      .fill('client');
    await main(page)
      .getByLabel(/^New password/)
      .fill('Better-pass12');
    await main(page)
      .getByLabel(/^Confirm new password/)
      .fill('Better-pass12');
    await expect(main(page).getByText('Strength: strong')).toBeVisible();
    await main(page).getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await signOut(page);
    await signIn(page, ACCOUNTS.client);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signInAs(page, { email: ACCOUNTS.client.email, password: 'Better-pass12' });
    await expect(main(page)).toBeVisible();
  });

  test('two-step sign-in: enrol with a TOTP code, sign in with a code, then with a recovery code once', async ({
    page,
    portal,
  }) => {
    test.setTimeout(150_000);
    await signInAs(page, ACCOUNTS.client, '/perfilClient/security');
    await main(page).getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = await main(page).getByRole('textbox', { name: 'Secret key' }).inputValue();
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const enrolledAt = await portal.now();
    await main(page)
      .getByRole('textbox', { name: /^Code from the app/ })
      .fill(totp.generate({ timestamp: enrolledAt }));
    await main(page).getByRole('button', { name: 'Confirm and turn on' }).click();
    const items = main(page).getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(items).toHaveCount(10);
    const codes = await items.allTextContents();
    expect(codes).toHaveLength(10);
    await main(page).getByRole('button', { name: 'Done' }).click();
    await signOut(page);

    await signIn(page, ACCOUNTS.client, '/perfilClient/security');
    await expect(page).toHaveURL(/authentication\/two-steps/);
    await typeCode(page, await unspentCode(portal, totp, enrolledAt));
    await expect(page).toHaveURL(/\/perfilClient\/security$/);
    await signOut(page);

    const recovery = codes[0] ?? '';
    for (const attempt of ['first', 'again'] as const) {
      await signIn(page, ACCOUNTS.client);
      await expect(page).toHaveURL(/authentication\/two-steps/);
      await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: /^Recovery code/ }).fill(recovery);
      await page.getByRole('button', { name: 'Verify my account' }).click();
      if (attempt === 'first') {
        await expect(page).not.toHaveURL(/authentication/);
        await signOut(page);
      } else {
        await expect(page.getByText('Invalid code')).toBeVisible();
      }
    }
  });

  test('sessions, a read-only API key and the notifications menu', async ({ page }) => {
    await signInAs(page, ACCOUNTS.client, '/perfilClient/security');
    await expect(main(page).getByRole('heading', { name: 'API keys' })).toBeVisible({
      timeout: 20_000,
    });

    // The notification menu shows this sign-in.
    await page.getByRole('button', { name: /^Notifications, 1 unread/ }).click();
    await expect(page.getByRole('menu').getByText('New sign-in')).toBeVisible();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // A second session (another browser), revoked here: its next call is refused.
    const other = await page.evaluate(async () => {
      // `omit`: the answer's Set-Cookie must not replace this browser's own session.
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    });
    expect(await api(page, '/api/profile', other)).toBe(200);
    await page.reload();
    const sessions = main(page).getByRole('table', {
      name: 'Browsers where your account is signed in',
    });
    await sessions
      .getByRole('button', { name: /^Revoke / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('The session was revoked')).toBeVisible();
    expect(await api(page, '/api/profile', other)).toBe(401);

    // A read-only key reads and may not write.
    await main(page)
      .getByRole('textbox', { name: /^Key name/ })
      .fill('Reports');
    await main(page).getByRole('button', { name: 'Create key' }).click();
    const key = await main(page).getByRole('textbox', { name: 'API key' }).inputValue();
    expect(key).toMatch(/^hdk_/);
    expect(await api(page, '/api/notifications', key)).toBe(200);
    expect(await api(page, '/api/notifications/read-all', key, 'POST')).toBe(403);
  });

  // One test per variant, so that they run side by side.
  for (const variant of [
    { theme: 'light', language: 'en', L: en },
    { theme: 'dark', language: 'ar', L: ar },
  ] as const)
    test(`axe finds nothing with the dialogs open, ${variant.theme} ${variant.language === 'ar' ? 'RTL' : 'LTR'}`, async ({
      page,
      context,
      portal,
    }) => {
      // Two-step set-up and nine scans: 1.7–2.1 min on a busy CI machine.
      test.setTimeout(240_000);
      await signInAs(page, ACCOUNTS.client, '/perfilClient/account');
      await expect(main(page)).toBeVisible({ timeout: 20_000 });
      // Another browser's session, so that a Revoke confirmation can open.
      await page.evaluate(async () => {
        // `omit`: the answer's Set-Cookie must not replace this browser's own session.
        await fetch('/api/auth/login', {
          method: 'POST',
          credentials: 'omit',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'client@demo.com', password: 'client' }),
        });
      });
      const scan = async (what: string) => {
        expect(await axeFindings(page), what).toEqual([]);
      };
      const dialog = () => page.getByRole('dialog');

      const { L } = variant;
      const named = (text: string) => ({ name: text, exact: true });
      await setPreferences(context, { theme: variant.theme, language: variant.language });

      // Account: deactivate confirmation, then the password the e-mail change asks for.
      await page.goto('/perfilClient/account');
      await main(page).getByRole('button', named(L.deactivate.open)).click();
      await expect(dialog()).toBeVisible();
      await scan(`${variant.language} deactivate`);
      await dialog().getByRole('button', named(L.actions.cancel)).click();
      await expect(dialog()).toBeHidden();
      await main(page).getByRole('textbox', named(L.account.email)).fill('jane@example.com');
      await expect(main(page).getByLabel(L.account.currentPassword)).toBeVisible();
      await scan(`${variant.language} e-mail change`);
      // The form's Reset (the avatar's Reset comes first).
      await main(page).getByRole('button', named(L.account.reset)).last().click();

      // Security: two-step set-up with its QR code, recovery codes, turning off; keys; sessions.
      await page.goto('/perfilClient/security');
      await main(page).getByRole('button', named(L.twoStep.setUp)).click();
      await expect(main(page).getByRole('img', named(L.twoStep.qrAlt))).toBeVisible();
      await scan(`${variant.language} two-step QR`);
      const secret = await main(page).getByRole('textbox', named(L.twoStep.secret)).inputValue();
      const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
      const enrolledAt = await portal.now();
      await main(page)
        .getByRole('textbox', { name: L.twoStep.code })
        .fill(totp.generate({ timestamp: enrolledAt }));
      await main(page).getByRole('button', named(L.twoStep.confirm)).click();
      await expect(main(page).getByRole('list', named(L.twoStep.recoveryTitle))).toBeVisible();
      await scan(`${variant.language} recovery codes`);
      await main(page).getByRole('button', named(L.twoStep.done)).click();
      await main(page).getByRole('button', named(L.twoStep.turnOff)).click();
      await expect(dialog()).toBeVisible();
      await scan(`${variant.language} turn off two-step`);
      await dialog()
        .getByRole('textbox', { name: L.twoStep.code })
        .fill(await unspentCode(portal, totp, enrolledAt));
      await dialog().getByRole('button', named(L.twoStep.turnOff)).click();
      await expect(dialog()).toBeHidden();

      const keyName = `Key ${variant.language}`;
      await main(page).getByRole('textbox', { name: L.apiKeys.name }).fill(keyName);
      await main(page).getByRole('button', named(L.apiKeys.create)).click();
      await expect(main(page).getByRole('textbox', named(L.apiKeys.secret))).toBeVisible();
      await scan(`${variant.language} API key shown once`);
      await main(page)
        .getByRole('button', named(L.apiKeys.revokeOne.replace('{{name}}', keyName)))
        .click();
      await expect(dialog()).toBeVisible();
      await scan(`${variant.language} revoke key`);
      await page.keyboard.press('Escape');
      await expect(dialog()).toBeHidden();

      await main(page)
        .getByRole('table', named(L.sessions.caption))
        .getByRole('button', { name: startsWith(L.sessions.revokeOne) })
        .first()
        .click();
      await expect(dialog()).toBeVisible();
      await scan(`${variant.language} revoke session`);
      await page.keyboard.press('Escape');
      await expect(dialog()).toBeHidden();

      // Billing: the pricing dialog.
      await page.goto('/perfilClient/billing-plans');
      await main(page).getByRole('button', named(L.billing.changePlan)).click();
      await expect(dialog()).toBeVisible();
      await scan(`${variant.language} change plan`);
      await page.keyboard.press('Escape');
    });
});
