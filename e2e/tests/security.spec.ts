import type { BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** Open-redirect variants (?to=): none may leave the portal's origin. */
const REDIRECTS = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  'https://evil.com',
  'http:evil.com',
  'https:/evil.com',
  '//evil.com/%2F..',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%0d%0a//evil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.com@localhost:3000',
  'http://localhost:3000@evil.com',
  '/@evil.com',
  '%2F%2Fevil.com',
  '〱evil.com',
  ' //evil.com',
];

async function expectStayed(page: Page, origin: string) {
  await expect(page).not.toHaveURL(/authentication\/(login|two-steps)/);
  expect(new URL(page.url()).origin).toBe(origin);
}

/**
 * A guest again: the signed-in page is left first, so none of its start-up work (it may still be
 * booting after the sign-in's document load) writes the session cookies back after they are
 * cleared. A CI run once found the next sign-in page signed in.
 */
async function asGuest(page: Page, context: BrowserContext) {
  await page.goto('about:blank');
  await context.clearCookies();
}

test.describe('security corpora', () => {
  test(`open redirect: ${REDIRECTS.length} variants through one-step sign-in, 0 escapes`, async ({
    page,
    context,
    portal,
  }) => {
    test.setTimeout(180_000);
    for (const target of REDIRECTS) {
      await asGuest(page, context);
      await signIn(page, ACCOUNTS.admin, target);
      await expectStayed(page, portal.origin);
    }
  });

  test(`open redirect: ${REDIRECTS.length} variants kept through two-step sign-in, 0 escapes`, async ({
    page,
    context,
    portal,
  }) => {
    test.setTimeout(240_000);
    for (const target of REDIRECTS) {
      await asGuest(page, context);
      await signIn(page, ACCOUNTS.twoStep, target);
      await expect(page).toHaveURL(/\/authentication\/two-steps/);
      await page.getByRole('textbox').first().click();
      await page.keyboard.type(ACCOUNTS.twoStep.code);
      const submit = page.getByRole('button', { name: /verify/i });
      if (await submit.isEnabled()) await submit.click();
      await expectStayed(page, portal.origin);
    }
  });

  test('two staff members see each other’s changes at 10 000 invoices, and a restart keeps them', async ({
    browser,
    portal,
  }) => {
    test.setTimeout(180_000);
    await portal.reset({ facturaCount: 10_000 });
    const admin = await (await browser.newContext({ baseURL: portal.origin })).newPage();
    const auditor = await (await browser.newContext({ baseURL: portal.origin })).newPage();
    await signIn(admin, ACCOUNTS.admin);
    await expect(admin).toHaveURL(/\/dashboards\/crm/);
    await signIn(auditor, ACCOUNTS.auditor);
    await expect(auditor).not.toHaveURL(/authentication\/login/);

    // The admin changes data through the API, signed in by the session cookie as the screens are.
    const created = await admin.evaluate(async () => {
      const send = (method: string, path: string, body?: unknown) =>
        fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then(async (r) => {
          const text = await r.text();
          return { status: r.status, body: (text ? JSON.parse(text) : null) as unknown };
        });
      const factura = await send('POST', '/api/billing/facturas', {
        customerId: 1,
        currency: 'USD',
        issueDate: '2026-11-01',
        dueDate: '2026-12-01',
        notes: 'seen by a colleague',
        lines: [
          { description: 'Scale test', quantity: 2, unitPrice: 12_345, discount: 5, tax: 21 },
        ],
      });
      const user = await send('POST', '/api/apps/users', {
        fullName: 'Scale Person',
        username: 'scaleperson',
        email: 'scale@example.com',
        role: 'editor',
        currentPlan: 'basic',
        status: 'active',
        company: 'Scale Inc',
        country: 'Chile',
        contact: '+1 (248) 555-0100',
      });
      const removed = await send('DELETE', '/api/apps/users/2');
      return { factura, user, removed: removed.status };
    });
    expect(created.factura.status).toBe(201);
    expect(created.user.status).toBe(201);
    expect(created.removed).toBe(204);
    const facturaId = (created.factura.body as { id: number }).id;

    // The auditor, in another browser, sees them after a reload of the list.
    const reloadStarted = Date.now();
    await auditor.goto('/Facturacion');
    await expect(auditor.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    console.info(
      `[scale] signed-in load of /Facturacion to first row at 10 001 invoices: ${Date.now() - reloadStarted} ms`,
    );
    const seen = async () =>
      auditor.evaluate(async (id) => {
        const get = (path: string) =>
          fetch(path).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
        return {
          list: await get('/api/billing/facturas?itemsPerPage=1'),
          factura: await get(`/api/billing/facturas/${id}`),
          users: await get('/api/apps/users?q=Scale%20Person'),
          removed: await get('/api/apps/users/2'),
        };
      }, facturaId);
    const expectSeen = (after: Awaited<ReturnType<typeof seen>>) => {
      expect(after.list.body).toMatchObject({ totalFacturas: 10_001 });
      expect(after.factura).toMatchObject({
        status: 200,
        body: { factura: { notes: 'seen by a colleague' } },
      });
      // Users are not the auditor's to read (a read needs its read ability, issue 25 §3).
      expect(after.users).toEqual({ status: 403, body: { message: 'Forbidden' } });
      expect(after.removed.status).toBe(403);
    };
    expectSeen(await seen());

    // A restart of the server keeps every change and every session.
    await portal.restart();
    await auditor.goto(`/Facturacion/${facturaId}`);
    await expect(auditor.getByText('Scale test').first()).toBeVisible();
    expectSeen(await seen());
    await admin.context().close();
    await auditor.context().close();
  });
});
