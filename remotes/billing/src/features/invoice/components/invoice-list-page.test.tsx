import { screen, waitFor, within } from '@testing-library/react';
import { pickDays, timeLimit, withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { formatMoney, sumMinor, toMinor } from '@portal/contract/money';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@portal/design/base';
import { renderRoute } from '../../../testing/render-route';
import { loadBillingMessages } from '../../../routes';
import { asExtracted, fontFiles, pdfText } from '../../../testing/pdf';
import { storedInvoice, storedInvoiceIds } from '../../../testing/stored-invoices';

/** The limit of a test that takes several seconds (a PDF, many pages). */
const SLOW_MS = timeLimit(30_000);

const server = withMockServer();

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Invoices, one row per invoice' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}
/** Invoice ids of the rows, as the table shows them ("#5036"). */
const shownIds = async () =>
  (await dataRows()).map((row) =>
    Number(within(row).getAllByRole('link')[0]?.textContent?.slice(1)),
  );

function captureDownloads() {
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:download';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return saved;
}
const csvLines = async (blob: Blob | undefined) => {
  if (!blob) throw new Error('nothing was downloaded');
  return (await blob.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
};

afterEach(() => vi.restoreAllMocks());

// The PDF writer is a large module loaded on the first download: transform it before the tests
// that download, and give the writing (fonts fetched, shaped, subset) more than the default wait.
beforeAll(() => import('../../../lib/pdf/invoice-pdf'), 60_000);
const PDF_WAIT = { timeout: timeLimit(15_000) };

describe('invoice list', () => {
  it('shows the newest 10 invoices, the total and stat cards from the API', async () => {
    await renderRoute('/apps/invoice/list');
    expect(await shownIds()).toEqual([5036, 5035, 5034, 5033, 5032, 5031, 5030, 5029, 5028, 5027]);
    expect(screen.getByText('Showing 1 to 10 of 50')).toBeInTheDocument();
    const invoices = seedData().invoices;
    const invoiced = sumMinor(invoices.map((i) => toMinor(i.total)));
    expect(await screen.findByText(formatMoney(invoiced, 'USD', 'en'))).toBeInTheDocument();
    const outstanding = sumMinor(invoices.map((i) => toMinor(i.balance)).filter((b) => b > 0));
    expect(screen.getByText(formatMoney(outstanding, 'USD', 'en'))).toBeInTheDocument();
  });

  it("filters by a range of issue days picked in the kit's date filter", async () => {
    const { user, location } = await renderRoute(
      '/apps/invoice/list?selectedDateRange=2026-03-01+to+2026-10-31',
    );
    await shownIds();
    await pickDays(user, 'Issued between', ['2026-04-01', '2026-04-30']);
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('selectedDateRange')).toBe(
        '2026-04-01 to 2026-04-30',
      ),
    );
    const inApril = seedData().invoices.filter(
      (i) => i.issuedDate >= '2026-04-01' && i.issuedDate <= '2026-04-30',
    );
    await waitFor(() =>
      expect(screen.getByText(new RegExp(`of ${inApril.length}$`))).toBeInTheDocument(),
    );
  });

  it('reads status, date range, sort and page size from the URL', async () => {
    // The API reverses the filtered list, then sorts (stable) by total.
    const expected = seedData()
      .invoices.filter(
        (i) =>
          i.invoiceStatus === 'Paid' &&
          i.issuedDate >= '2026-03-01' &&
          i.issuedDate <= '2026-10-31',
      )
      .reverse()
      .sort((a, b) => a.total - b.total)
      .map((i) => i.id);
    expect(expected.length).toBeGreaterThan(1);
    await renderRoute(
      '/apps/invoice/list?status=Paid&selectedDateRange=2026-03-01+to+2026-10-31&sortBy=total&orderBy=asc&itemsPerPage=5',
    );
    expect(await shownIds()).toEqual(expected.slice(0, 5));
    expect(
      screen.getByText(`Showing 1 to ${Math.min(5, expected.length)} of ${expected.length}`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Issued between' })).toHaveTextContent(
      '2026-03-01 – 2026-10-31',
    );
    expect(screen.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('writes the status filter, the sort and the page to the URL', async () => {
    const { user, location } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Draft' }));
    await waitFor(() => expect(location().search).toBe('?status=Draft'));
    await waitFor(async () => {
      for (const row of await dataRows())
        expect(within(row).getByText('Draft')).toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Invoice' }));
    await waitFor(() => expect(location().search).toBe('?status=Draft&sortBy=id&orderBy=asc'));
    const drafts = seedData()
      .invoices.filter((i) => i.invoiceStatus === 'Draft')
      .map((i) => i.id);
    await waitFor(async () => expect(await shownIds()).toEqual(drafts.slice(0, 10)));
  });

  it('pages and changes the page size through the URL', async () => {
    const { user, location } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(async () => expect((await shownIds())[0]).toBe(5026));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(location().search).toBe('?itemsPerPage=25'));
    await waitFor(async () => expect(await dataRows()).toHaveLength(25));
  });

  it('searches by client name after a pause', async () => {
    const target = seedData().invoices.find((i) => i.id === 5000);
    if (!target) throw new Error('seed');
    const { user, location } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.type(screen.getByRole('textbox', { name: 'Search invoices' }), target.client.name);
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('q')).toBe(target.client.name),
    );
    await waitFor(async () => expect(await shownIds()).toContain(5000));
    for (const row of await dataRows()) expect(row).toHaveTextContent(target.client.name);
  });

  it('ignores hand-edited values the API would reject instead of failing', async () => {
    await renderRoute('/apps/invoice/list?status=Lost&sortBy=shoe-size&selectedDateRange=soon');
    expect(await shownIds()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 50')).toBeInTheDocument();
  });

  it('shows "No data available" when nothing matches, and Retry after an error', async () => {
    let failed = false;
    server.use(
      http.get('/api/apps/invoice', ({ request }) => {
        // Fail the list's first request only (the stat cards ask for every invoice).
        if (failed || !new URL(request.url).searchParams.has('q')) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await renderRoute('/apps/invoice/list?q=no-such-client');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('deletes one invoice after confirmation only', async () => {
    const { user } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Delete invoice #5036' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await storedInvoiceIds()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Delete invoice #5036' }));
    dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete invoice #5036? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoice #5036 deleted')).toBeInTheDocument();
    expect(await storedInvoiceIds()).not.toContain(5036);
    await waitFor(async () => expect((await shownIds())[0]).toBe(5035));
  });

  it('bulk-deletes the selected invoices after confirmation', async () => {
    const { user } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #5036' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #5034' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the 2 selected invoices?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Invoices deleted: 2')).toBeInTheDocument();
    const ids = await storedInvoiceIds();
    expect(ids).not.toContain(5036);
    expect(ids).not.toContain(5034);
    expect(ids).toHaveLength(48);
    await waitFor(async () => expect((await shownIds()).slice(0, 2)).toEqual([5035, 5033]));
  });

  it('exports the selection, or every invoice of the filter, as CSV', async () => {
    const saved = captureDownloads();
    const { user } = await renderRoute('/apps/invoice/list?status=Sent');
    await dataRows();
    const sent = seedData()
      .invoices.filter((i) => i.invoiceStatus === 'Sent')
      .reverse();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`${sent.length} rows exported`)).toBeInTheDocument();
    const all = await csvLines(saved[0]);
    expect(all[0]).toBe(
      'Invoice,Client,Company email,Service,Issue date,Due date,Currency,Total,Balance,Status',
    );
    expect(all.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(sent.map((i) => i.id));
    const first = sent[0];
    if (!first) throw new Error('no sent invoice');
    expect(all[1]).toContain(`,${first.total.toFixed(2)},${first.balance.toFixed(2)},Sent`);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    await user.click(screen.getByRole('checkbox', { name: `Select invoice #${first.id}` }));
    await user.click(screen.getByRole('button', { name: 'Export selection' }));
    const selection = await csvLines(saved[1]);
    const onPage = sent
      .slice(0, 10)
      .slice(1)
      .map((i) => i.id)
      .sort((a, b) => a - b);
    expect(
      selection
        .slice(1)
        .map((line) => Number(line.split(',')[0]))
        .sort((a, b) => a - b),
    ).toEqual(onPage);
  });

  it('duplicates an invoice as a new Draft and opens its edit page', async () => {
    const { user, location } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Duplicate invoice #5030' }));
    await waitFor(() => expect(location().pathname).toBe('/apps/invoice/edit/5037'));
    const copy = await storedInvoice(5037);
    const original = await storedInvoice(5030);
    expect(copy?.invoiceStatus).toBe('Draft');
    expect(copy?.lines).toEqual(original?.lines);
    expect(copy?.total).toBe(original?.total);
  });

  it('downloads a PDF of a row', { timeout: SLOW_MS }, async () => {
    server.use(fontFiles);
    const saved = captureDownloads();
    const { user } = await renderRoute('/apps/invoice/list');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Download invoice #5036 as PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1), PDF_WAIT);
    expect(saved[0]?.type).toBe('application/pdf');
    const invoice = seedData().invoices.find((i) => i.id === 5036);
    const text = (await pdfText(saved[0] ?? new Blob())).flat().join('\n');
    expect(text).toContain('Invoice #5036');
    expect(text).toContain(`Total ${formatMoney(toMinor(invoice?.total ?? 0), 'USD', 'en')}`);
  });

  it('writes the PDF in Arabic when the portal speaks Arabic', { timeout: SLOW_MS }, async () => {
    server.use(fontFiles);
    const saved = captureDownloads();
    const { user } = await renderRoute('/apps/invoice/list');
    await dataRows();
    const download = screen.getByRole('button', { name: 'Download invoice #5036 as PDF' });
    i18n.addResourceBundle('ar', 'billing', await loadBillingMessages('ar'), true, true);
    await i18n.changeLanguage('ar');
    try {
      await user.click(download);
      await waitFor(() => expect(saved).toHaveLength(1), PDF_WAIT);
      const text = (await pdfText(saved[0] ?? new Blob())).flat().join('\n');
      const invoice = seedData().invoices.find((i) => i.id === 5036);
      expect(text).toContain('فاتورة #5036');
      expect(text).toContain(asExtracted(formatMoney(toMinor(invoice?.total ?? 0), 'USD', 'ar')));
      expect(text).not.toContain('Invoice');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the auditor no create, edit, duplicate or delete action', async () => {
    await renderRoute('/apps/invoice/list', { as: 'auditor@demo.com' });
    expect(await dataRows()).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Create invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Duplicate invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview invoice #5036' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Download invoice #5036 as PDF' }),
    ).toBeInTheDocument();
  });
});
