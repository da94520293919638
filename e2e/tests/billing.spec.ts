import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ACCOUNTS,
  expect,
  openTemplateSection,
  setPreferences,
  signIn,
  signInAsAdmin,
  test,
} from './fixtures';

/** A call to the API server from the signed-in page (its session cookie signs it). */
async function api(
  page: Page,
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: unknown }> {
  // The portal has rendered: the session is established.
  await page.getByRole('main').waitFor({ state: 'visible', timeout: 20_000 });
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, { credentials: 'include', ...init });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    { path, init },
  );
}

/** A downloaded PDF's text as pdf.js reads it, pieces joined by spaces, directional marks dropped. */
async function pdfText(download: Download): Promise<string> {
  const bytes = new Uint8Array(await readFile(await download.path()));
  expect(new TextDecoder('latin1').decode(bytes.subarray(0, 5))).toBe('%PDF-');
  const pdf = await getDocument({ data: bytes, isEvalSupported: false }).promise;
  const pieces: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    for (const item of (await (await pdf.getPage(number)).getTextContent()).items) {
      if ('str' in item) pieces.push(item.str);
    }
  }
  await pdf.destroy();
  return pieces
    .join(' ')
    .replace(/[\u061C\u200E\u200F]/g, '')
    .replace(/\s+/g, ' ');
}

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page) => main(page).getByRole('heading', { level: 1 });
/** The status badge printed right after a detail page's title. */
const statusBadge = (page: Page) => heading(page).locator('xpath=following-sibling::*[1]');

test.describe('billing', () => {
  test('invoice PDF in Arabic: Arabic texts, its fonts fetched from the billing remote', async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    await setPreferences(context, { language: 'ar' });
    await page.goto('/apps/invoice/preview/5036');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'تنزيل PDF' }).click(),
    ]);
    const pdf = await pdfText(download);
    expect(pdf).toContain('فاتورة #5036');
    expect(pdf).toContain('المجموع الفرعي');
    expect(pdf).not.toContain('Invoice');
  });

  test('invoice: three lines, same total in the list, PDF, partial then full payment, survives a reload', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/apps/invoice/add');
    await expect(heading(page)).toHaveText('New invoice');

    await page.getByRole('combobox', { name: /^Client/ }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('textbox', { name: /^Issue date/ }).fill('2026-11-22');
    await page.getByRole('textbox', { name: /^Due date/ }).fill('2026-12-22');
    await page.getByRole('textbox', { name: /^Due date/ }).press('Tab');
    const lines = [
      { description: 'VPS 2 vCPU', quantity: '3', unitPrice: '24.00', discount: '10', tax: '21' },
      { description: 'Domain .com', quantity: '1', unitPrice: '12.99', discount: '', tax: '' },
      { description: 'Mailboxes', quantity: '2.5', unitPrice: '3.33', discount: '12.5', tax: '21' },
    ];
    for (const [index, line] of lines.entries()) {
      if (index > 0) await page.getByRole('button', { name: 'Add line' }).click();
      const row = page.getByRole('group', { name: `Line ${index + 1}` });
      await row.getByLabel('Description').fill(line.description);
      await row.getByLabel('Quantity').fill(line.quantity);
      await row.getByLabel('Unit price').fill(line.unitPrice);
      if (line.discount) await row.getByLabel('Discount %').fill(line.discount);
      if (line.tax) await row.getByLabel('Tax %').fill(line.tax);
    }
    // 78.41 + 12.99 + 8.82, each line rounded to the cent (README, "Money").
    const total = '$100.22';
    await expect(page.getByTestId('totals-summary')).toContainText(total);
    await page.getByRole('button', { name: 'Save invoice' }).click();

    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/(\d+)$/);
    const id = /preview\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(heading(page)).toContainText(`Invoice #${id}`);
    await expect(heading(page)).toContainText('Draft');
    const document = page.getByRole('article');
    await expect(document.getByTestId('totals-summary')).toContainText(total);

    // The list shows the same total.
    await page.goto(`/apps/invoice/list?q=${id}`);
    const row = page.getByRole('row', { name: new RegExp(`#${id}`) });
    await expect(row).toContainText(total);

    // A real PDF of the same document.
    await page.goto(`/apps/invoice/preview/${id}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await pdfText(download);
    expect(pdf).toContain(`Invoice #${id}`);
    expect(pdf).toContain(`Total ${total}`);

    // Partial payment, then the rest.
    await page.getByRole('button', { name: 'Add payment' }).click();
    let drawer = page.getByRole('dialog', { name: 'Add payment' });
    await drawer.getByLabel(/^Amount/).fill('40.00');
    await drawer.getByRole('button', { name: 'Record payment' }).click();
    await expect(drawer).toBeHidden();
    await expect(heading(page)).toContainText('Partial payment');
    await expect(document.getByTestId('totals-summary')).toContainText('$60.22');

    await page.getByRole('button', { name: 'Add payment' }).click();
    drawer = page.getByRole('dialog', { name: 'Add payment' });
    await expect(drawer.getByLabel(/^Amount/)).toHaveValue('60.22');
    await drawer.getByRole('button', { name: 'Record payment' }).click();
    await expect(drawer).toBeHidden();
    await expect(heading(page)).toContainText('Paid');

    await page.reload();
    await expect(heading(page)).toContainText('Paid');
    await expect(page.getByRole('table', { name: 'Payments of this invoice' })).toContainText(
      '$40.00',
    );
    await expect(page.getByRole('table', { name: 'Payments of this invoice' })).toContainText(
      '$60.22',
    );
  });

  test('Facturacion: create a draft through the form, issue it with the next number, void it with a reason', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/Facturacion');
    const { body } = await api(page, '/api/billing/customers?q=&itemsPerPage=5');
    const [customer] = (body as { customers: { name: string }[] }).customers;
    if (!customer) throw new Error('no customer');

    await main(page).getByRole('button', { name: 'New invoice' }).click();
    const dialog = page.getByRole('dialog', { name: 'New invoice' });
    await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.name);
    await page.getByRole('option', { name: customer.name }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('VPS hosting, 4 GB');
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Unit price' }).fill('48.50');
    await dialog.getByRole('textbox', { name: 'Tax %' }).fill('21');
    // 2 x 48.50 = 97.00 + 21 % = 117.37, in the customer's currency.
    await expect(dialog).toContainText('117.37');
    await dialog.getByRole('button', { name: 'Create draft' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/Facturacion\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').at(-1));
    await expect(heading(page)).toHaveText(`Draft #${id}`);

    await main(page).getByRole('button', { name: 'Issue' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Issue' }).click();
    await expect(heading(page)).toHaveText(/^FA-\d{4}-\d{5}$/);
    const issued = await api(page, `/api/billing/facturas/${id}`);
    const number = (issued.body as { factura: { number: string } }).factura.number;
    expect(number).toMatch(/^FA-\d{4}-\d{5}$/);
    await expect(heading(page)).toHaveText(number);
    await expect(main(page).getByRole('button', { name: 'Edit' })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Void' }).click();
    const voiding = page.getByRole('dialog', { name: 'Void this invoice?' });
    await voiding.getByRole('textbox', { name: 'Reason' }).fill('Issued to the wrong customer');
    await voiding.getByRole('button', { name: 'Void invoice' }).click();
    await expect(page.getByText(`${number} voided`)).toBeVisible();
    await page.reload();
    await expect(heading(page)).toHaveText(number);
    expect((await api(page, `/api/billing/facturas/${id}`)).body).toMatchObject({
      factura: { status: 'voided', voidReason: 'Issued to the wrong customer' },
    });
  });

  test('billing note from two overdue invoices of one customer, then settled', async ({ page }) => {
    await signInAsAdmin(page, '/notasCobro/list');
    await expect(heading(page)).toHaveText('Billing notes');

    // A customer with two overdue invoices in one currency that can go in a note.
    type Row = {
      id: number;
      number: string;
      customer: { id: number; name: string };
      currency: string;
    };
    const { body } = (await api(
      page,
      '/api/billing/facturas?due=1&status=overdue&itemsPerPage=-1',
    )) as { status: number; body: { facturas: Row[] } };
    const groups = new Map<string, Row[]>();
    for (const row of body.facturas) {
      const key = `${row.customer.id}-${row.currency}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const pair = [...groups.values()].find((rows) => rows.length >= 2)?.slice(0, 2);
    expect(pair, 'a customer with two overdue invoices').toBeDefined();
    const [first, second] = pair as [Row, Row];

    await page.getByRole('button', { name: 'New billing note' }).click();
    const dialog = page.getByRole('dialog', { name: 'New billing note' });
    await dialog.getByRole('combobox', { name: /^Customer/ }).fill(first.customer.name);
    await page
      .getByRole('option', { name: new RegExp(first.customer.name) })
      .first()
      .click();
    await dialog.getByRole('checkbox', { name: `Include ${first.number}` }).check();
    await dialog.getByRole('checkbox', { name: `Include ${second.number}` }).check();
    await dialog.getByRole('button', { name: 'Create billing note' }).click();

    await expect(page).toHaveURL(/\/notasCobro\/\d+$/);
    await expect(heading(page)).toContainText('NC-');
    const included = main(page).getByRole('table', { name: 'Included invoices' });
    await expect(included).toContainText(first.number);
    await expect(included).toContainText(second.number);

    await main(page).getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: 'Record the payment of the note' });
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(pay).toBeHidden();
    await expect(statusBadge(page)).toHaveText('Paid');

    for (const factura of [first, second]) {
      await page.goto(`/Facturacion/${factura.id}`);
      await expect(heading(page)).toContainText(factura.number);
      await expect(statusBadge(page)).toHaveText('Paid');
    }
  });

  test('enablement change: request an upgrade, approve it, see the new plan', async ({ page }) => {
    await signInAsAdmin(page, '/habilitaciones?status=active');
    type Row = { id: number; plan: string };
    const { body } = (await api(
      page,
      '/api/billing/habilitaciones?status=active&itemsPerPage=-1',
    )) as { status: number; body: { habilitaciones: Row[] } };
    const { body: pending } = (await api(
      page,
      '/api/billing/cambios?status=pending&itemsPerPage=-1',
    )) as { status: number; body: { cambios: { habilitacionId: number }[] } };
    const busy = new Set(pending.cambios.map((cambio) => cambio.habilitacionId));
    const target = body.habilitaciones.find((row) => row.plan === 'basic' && !busy.has(row.id));
    expect(target, 'an active basic enablement without a pending request').toBeDefined();
    const id = (target as Row).id;

    await page.goto(`/habilitaciones/${id}`);
    await expect(heading(page)).toContainText(`Enablement #${id}`);
    await page.getByRole('button', { name: 'Request change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a change' });
    await dialog.getByRole('combobox', { name: /^Change/ }).click();
    await page.getByRole('option', { name: 'Upgrade' }).click();
    await dialog.getByRole('combobox', { name: /^New plan/ }).click();
    await page.getByRole('option', { name: 'Business' }).click();
    await dialog.getByLabel(/^Reason/).fill('Traffic grew after the launch');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/habilitaciones/cambios?status=pending');
    const requests = (await api(
      page,
      `/api/billing/cambios?status=pending&habilitacionId=${id}`,
    )) as { status: number; body: { cambios: { id: number; habilitacionId: number }[] } };
    const cambioId = requests.body.cambios[0]?.id;
    expect(cambioId).toBeDefined();
    await page.getByRole('button', { name: `Approve change request #${cambioId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Approve change request #${cambioId}?` });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(confirm).toBeHidden();

    await page.goto(`/habilitaciones/${id}`);
    await expect(main(page)).toContainText('Business');
    await expect(main(page).getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(main(page)).toContainText('Approved');
  });

  test('the auditor reads every billing page, finds no action and gets 403 from the API', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, ACCOUNTS.auditor);
    await expect(page).not.toHaveURL(/authentication\/login/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Invoicing' })).toBeVisible();

    const writeButtons =
      /^(create invoice|new invoice|new billing note|edit|duplicate|delete|issue(?! date)|void|send|send invoice|add payment|record payment|cancel note|activate|request change|approve|reject|add line|save invoice)\b/i;
    const pages = [
      '/apps/invoice/list',
      '/apps/invoice/preview/5036',
      '/Facturacion',
      '/Facturacion/1',
      '/notasCobro/list',
      '/notasCobro/1',
      '/habilitaciones',
      '/habilitaciones/1',
      '/habilitaciones/cambios',
      '/sofono',
    ];
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(heading(page)).toBeVisible({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        const names = await main(page)
          .getByRole('button')
          .evaluateAll((buttons) =>
            buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim() ?? ''),
          );
        expect(names.filter((name) => writeButtons.test(name))).toEqual([]);
        const links = await main(page)
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((a) => a.getAttribute('aria-label') ?? a.textContent?.trim() ?? ''),
          );
        expect(links.filter((name) => /^edit/i.test(name))).toEqual([]);
      });
    }

    await page.goto('/apps/invoice/add');
    await expect(heading(page)).toHaveText('Not Authorized - 401');

    const json = { 'Content-Type': 'application/json' };
    const refused = [
      await api(page, '/api/apps/invoice/5036', { method: 'DELETE' }),
      await api(page, '/api/billing/facturas/1/void', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ reason: 'audit test' }),
      }),
      await api(page, '/api/billing/notas/1/cancel', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ reason: 'audit test' }),
      }),
      await api(page, '/api/billing/habilitaciones/1/activate', { method: 'POST', headers: json }),
    ];
    for (const answer of refused)
      expect(answer).toEqual({ status: 403, body: { message: 'Forbidden' } });
    expect((await api(page, '/api/apps/invoice/5036')).status).toBe(200);
  });

  test('the client sees no billing menu and is not authorized on billing routes', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.client);
    await expect(page).not.toHaveURL(/authentication\/login/);
    const nav = page.getByRole('navigation');
    // Access control is a template demo: in the Template section, collapsed at first.
    await openTemplateSection(page);
    await expect(nav.getByRole('link', { name: 'Access Control' })).toBeVisible();
    await expect(nav.getByText('Billing', { exact: true })).toHaveCount(0);
    for (const name of [
      'Invoicing',
      'Billing notes',
      'Phone lines',
      'Simple invoices',
      'Enablements',
    ]) {
      await expect(nav.getByText(name, { exact: true })).toHaveCount(0);
    }
    for (const path of [
      '/Facturacion',
      '/apps/invoice/list',
      '/habilitaciones/cambios',
      '/sofono',
    ]) {
      await page.goto(path);
      await expect(heading(page)).toHaveText('Not Authorized - 401');
    }
  });
});
