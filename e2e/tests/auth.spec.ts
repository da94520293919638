import { ACCOUNTS, expect, REMOTE_ORIGINS, signIn, signInAsAdmin, test } from './fixtures';

test.describe('sign-in journeys', () => {
  test('/ sends a visitor to the login screen keeping the query string', async ({ page }) => {
    await page.goto('/?utm=mail&x=1');
    await expect(page).toHaveURL(/\/authentication\/login\?utm=mail&x=1$/);
  });

  test('the login page loads no remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (REMOTE_ORIGINS.some((origin) => request.url().startsWith(origin)))
        remoteRequests.push(request.url());
    });
    await page.goto('/authentication/login');
    await expect(page.getByRole('button', { name: /^(sign in|log in|login)$/i })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });

  test('admin signs in, lands on the CRM dashboard, and / goes there afterwards', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
    await page.goto('/?keep=1');
    await expect(page).toHaveURL(/\/dashboards\/crm\?keep=1$/);
  });

  test('the session is an HttpOnly cookie the page cannot read; sign-out removes it', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    const session = (await context.cookies()).find((c) => c.name === 'HostDesk-accessToken');
    expect(session?.value).toMatch(/^[0-9a-f]{64}$/);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
    // Thirty days, give or take the test's own run time.
    const days = ((session?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain(session?.value ?? 'no session cookie');
    expect(readable).toContain('HostDesk-signedIn=1');
    // Nothing else a script can reach holds it either.
    const stored = await page.evaluate(() =>
      JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
    );
    expect(stored).not.toContain(session?.value ?? 'no session cookie');

    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/authentication\/login/);
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('HostDesk-accessToken');
    expect(names).not.toContain('HostDesk-signedIn');
    // The old token is refused: the server ended the session.
    const status = await page.evaluate(
      async (token) =>
        (await fetch('/api/auth/session', { headers: { Authorization: `Bearer ${token}` } }))
          .status,
      session?.value ?? '',
    );
    expect(status).toBe(401);
  });

  test('two-step sign-in keeps its token HttpOnly too', async ({ page, context }) => {
    await signIn(page, ACCOUNTS.twoStep);
    await expect(page).toHaveURL(/authentication\/two-steps/);
    // The sign-in page hands over to the portal with a document load: read once it has painted.
    await expect(page.getByRole('button', { name: 'Verify my account' })).toBeVisible();
    const pending = (await context.cookies()).find((c) => c.name === 'HostDesk-twoStepToken');
    expect(pending).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(pending?.value ?? 'none');
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(ACCOUNTS.twoStep.code);
    const submit = page.getByRole('button', { name: 'Verify my account' });
    if (await submit.isEnabled()) await submit.click();
    await expect(page).toHaveURL(/\/dashboards\/crm$/);
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('HostDesk-twoStepToken');
    expect(cookies.find((c) => c.name === 'HostDesk-accessToken')?.httpOnly).toBe(true);
  });

  test('wrong password shows the API message and keeps the typed email', async ({ page }) => {
    await signIn(page, { email: ACCOUNTS.admin.email, password: 'wrong' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel(/^email/i)).toHaveValue(ACCOUNTS.admin.email);
    await expect(page).toHaveURL(/authentication\/login/);
  });

  test('a protected page sends the visitor to sign-in and back after it', async ({ page }) => {
    await page.goto('/apps/user/list?role=admin');
    await expect(page).toHaveURL(/\/authentication\/login\?to=/);
    await page.getByLabel(/^email/i).fill(ACCOUNTS.admin.email);
    await page.getByLabel(/^password/i).fill(ACCOUNTS.admin.password);
    await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await expect(page).toHaveURL(/\/apps\/user\/list\?role=admin$/);
  });

  for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)']) {
    test(`refuses the redirect target ${evil}`, async ({ page, portal }) => {
      await signIn(page, ACCOUNTS.admin, evil);
      await expect(page).toHaveURL(`${portal.origin}/dashboards/crm`);
    });
  }

  test('guest-only pages send a signed-in user to the dashboard; sign-out ends the session', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const path of ['/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboards\/crm$/);
    }
    await page.getByRole('button', { name: /account menu|user menu/i }).click();
    await page.getByRole('menuitem', { name: /sign out|log out|logout/i }).click();
    await expect(page).toHaveURL(/authentication\/login/);
    await page.goto('/dashboards/crm');
    await expect(page).toHaveURL(/authentication\/login/);
  });

  test('two-step sign-in refuses a wrong code and keeps the target through the second step', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.twoStep, '/apps/permissions');
    await expect(page).toHaveURL(/\/authentication\/two-steps/);
    const code = page.getByRole('textbox').first();
    await code.click();
    await page.keyboard.type('000000');
    const submit = page.getByRole('button', { name: /verify/i });
    if (await submit.isEnabled()) await submit.click();
    await expect(page.getByText(/invalid code/i)).toBeVisible();
    // Reloading keeps the pending step: the token awaiting validation is stored.
    await page.goto('/authentication/login');
    await expect(page).toHaveURL(/\/authentication\/two-steps/);
    await page.goto(`/authentication/two-steps?to=${encodeURIComponent('/apps/permissions')}`);
    await page.getByRole('textbox').first().click();
    await page.keyboard.type(ACCOUNTS.twoStep.code);
    if (await submit.isEnabled()) await submit.click();
    await expect(page).toHaveURL(/\/apps\/permissions$/);
  });

  test('register, then forgot the password, reset it through the outbox page, then sign in with the new one', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByLabel(/^username/i).fill('newstaff');
    await page.getByLabel(/^email/i).fill('newstaff@host.test');
    await page
      .getByLabel(/^password/i)
      .first()
      .fill('s3cret-pass');
    const terms = page.getByRole('checkbox');
    if (await terms.count()) await terms.first().check();
    await page.getByRole('button', { name: /sign up|register|create account/i }).click();
    await expect(page).not.toHaveURL(/register/);
    await page.context().clearCookies();

    await page.goto('/forgot-password');
    await page.getByLabel(/^email/i).fill('newstaff@host.test');
    await page.getByRole('button', { name: /send|reset/i }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // The answer has no link: it went by e-mail, and without a mail server an admin finds it
    // under Outgoing e-mail and follows it.
    await expect(page.getByRole('link', { name: /reset/i })).toHaveCount(0);
    await signInAsAdmin(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Outgoing e-mail', exact: true })
      .click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
    const row = page.getByRole('row').filter({ hasText: 'newstaff@host.test' });
    await row.getByRole('link', { name: 'Reset your HostDesk password' }).click();
    const message = page.getByRole('region', { name: 'Reset your HostDesk password' });
    await message.getByRole('link', { name: /reset-password\?token=/ }).click();
    await expect(page).toHaveURL(/\/authentication\/reset-password\?token=[0-9a-f]{64}$/);
    await page.getByLabel(/^new password/i).fill('another-pass-9');
    await page.getByLabel(/^confirm/i).fill('another-pass-9');
    await page.getByRole('button', { name: /set new password|reset/i }).click();
    await expect(page.getByText(/has been reset/i)).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, { email: 'newstaff@host.test', password: 's3cret-pass' });
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await page.getByLabel(/^password/i).fill('another-pass-9');
    await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await expect(page).not.toHaveURL(/authentication\/login/);
  });
});
