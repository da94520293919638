import { expect, type Page, type BrowserContext } from '@playwright/test';

export const ACCOUNTS = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  twoStep: { email: 'twostep@demo.com', password: 'twostep', code: '123456' },
  auditor: { email: 'auditor@demo.com', password: 'auditor' },
  agent: { email: 'agent@demo.com', password: 'agent' },
} as const;

export const REMOTE_ORIGINS = [3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`);

/** Fills the login form and submits it; waits until the app left the login page. */
export async function signIn(
  page: Page,
  account: { email: string; password: string },
  to?: string,
) {
  await page.goto(
    to ? `/authentication/login?to=${encodeURIComponent(to)}` : '/authentication/login',
  );
  await page.getByLabel(/^email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
}

export async function signInAsAdmin(page: Page, to?: string) {
  await signIn(page, ACCOUNTS.admin, to);
  await expect(page).not.toHaveURL(/authentication\/login/);
  // Signing in loads the full portal; its mock API answers once the portal has rendered.
  await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
}

/** Preferences are cookies prefixed with the app title (spec sections 3 and 9). */
export async function setPreferences(context: BrowserContext, prefs: Record<string, string>) {
  await context.addCookies(
    Object.entries(prefs).map(([key, value]) => ({
      name: `HostDesk-${key}`,
      value,
      domain: 'localhost',
      path: '/',
    })),
  );
}

/** Stops or restarts one remote's server (scripts/serve.mjs with PORTAL_TEST_CONTROL=1). */
export async function setRemote(page: Page, name: string, state: 'down' | 'up') {
  const response = await page.request.post(
    `http://localhost:3000/__test__/remotes/${name}/${state}`,
  );
  expect(response.status()).toBe(204);
}
