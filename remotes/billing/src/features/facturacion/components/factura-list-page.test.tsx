import { screen, waitFor, within } from '@testing-library/react';
import { draftStorageKey } from '@portal/auth';
import { pickDays, timeLimit, withMockServer } from '@portal/design/testing';
import { seedData, testClock, testDb } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/** The limit of a test that takes several seconds (a PDF, many pages). */
const SLOW_MS = timeLimit(30_000);

const server = withMockServer();

beforeEach(() => {
  vi.spyOn(testClock(), 'today').mockReturnValue('2026-11-22');
});
afterEach(() => vi.restoreAllMocks());

const storedFacturaCount = async () =>
  (await testDb().selectFrom('facturas').select('id').execute()).length;

/** An invoice as stored (the fields these tests look at). */
async function storedFactura(id: number) {
  const row = await testDb()
    .selectFrom('facturas')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      status: row.status,
      currency: row.currency,
      total: row.total,
      customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
    }
  );
}

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Fiscal invoices' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const numbers = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('Facturacion list', () => {
  it('shows skeleton rows, then the newest 10 of 120 with status badges and amounts', async () => {
    await renderRoute('/Facturacion');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 120')).toBeInTheDocument();
    const newest = seedData().facturas.at(-1);
    if (!newest) throw new Error('empty seed');
    const first = rows[0];
    if (!first) throw new Error('no row');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/Facturacion/${newest.id}`);
    expect(first).toHaveTextContent(
      new Intl.NumberFormat('en', { style: 'currency', currency: newest.currency }).format(
        newest.total / 100,
      ),
    );
  });

  it('reads status, currency and page size from the URL', async () => {
    await renderRoute('/Facturacion?status=overdue&currency=USD&itemsPerPage=5');
    const expected = seedData().facturas.filter(
      (f) => f.status === 'overdue' && f.currency === 'USD',
    );
    expect(expected.length).toBeGreaterThan(0);
    const rows = await dataRows();
    expect(rows).toHaveLength(Math.min(5, expected.length));
    for (const row of rows) expect(within(row).getByText('Overdue')).toBeInTheDocument();
    expect(
      screen.getByText(`Showing 1 to ${Math.min(5, expected.length)} of ${expected.length}`),
    ).toBeInTheDocument();
  });

  it(
    'writes the status filter, the sort and the issue-date range to the URL',
    async () => {
      const { user, location } = await renderRoute('/Facturacion?page=2');
      await dataRows();
      await user.click(screen.getByRole('combobox', { name: 'Status' }));
      await user.click(await screen.findByRole('option', { name: 'Paid' }));
      await waitFor(() => expect(location().search).toBe('?status=paid'));
      await waitFor(async () => {
        for (const row of await dataRows()) expect(row).toHaveTextContent('Paid');
      });

      await user.click(screen.getByRole('button', { name: 'Number' }));
      await waitFor(() => expect(location().search).toBe('?status=paid&sortBy=number&orderBy=asc'));
      const sorted = seedData()
        .facturas.filter((f) => f.status === 'paid')
        .map((f) => f.number ?? '')
        .sort();
      await waitFor(async () => expect(await numbers()).toEqual(sorted.slice(0, 10)));

      await pickDays(user, 'Issued between', ['2026-06-01', '2026-09-30']);
      await waitFor(() =>
        expect(Object.fromEntries(new URLSearchParams(location().search))).toMatchObject({
          issuedFrom: '2026-06-01',
          issuedTo: '2026-09-30',
        }),
      );
      const inRange = seedData().facturas.filter(
        (f) => f.status === 'paid' && f.issueDate >= '2026-06-01' && f.issueDate <= '2026-09-30',
      );
      await waitFor(() =>
        expect(screen.getByText(new RegExp(`of ${inRange.length}$`))).toBeInTheDocument(),
      );
    },
    SLOW_MS,
  );

  it('searches by number after a pause', async () => {
    const target = seedData().facturas.find((f) => f.number !== null);
    if (!target?.number) throw new Error('seed without numbers');
    const { user, location } = await renderRoute('/Facturacion');
    await dataRows();
    await user.type(
      screen.getByRole('textbox', { name: 'Search number, customer or tax id' }),
      target.number,
    );
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('q')).toBe(target.number),
    );
    await waitFor(async () => expect(await numbers()).toEqual([target.number]));
  });

  it('shows "No data available" when nothing matches', async () => {
    await renderRoute('/Facturacion?q=no-such-invoice');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('retries after a server error', async () => {
    server.use(
      http.get(
        '/api/billing/facturas',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/Facturacion');
    expect(
      await screen.findByText('The server could not complete the request. Try again.', {}),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(10);
  });

  it(
    'creates a draft with the customer picker and lines, then opens it',
    async () => {
      const { user, location } = await renderRoute('/Facturacion');
      await dataRows();
      await user.click(screen.getByRole('button', { name: 'New invoice' }));
      const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
      // Nothing chosen yet: errors beside the fields, nothing sent.
      await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
      expect(await within(dialog).findByText('Choose a customer')).toBeInTheDocument();
      expect(await storedFacturaCount()).toBe(120);

      const customer = seedData().customers.find((c) => c.currency === 'EUR');
      if (!customer) throw new Error('no EUR customer');
      await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), customer.name);
      await user.click(await screen.findByRole('option', { name: customer.name }));
      await waitFor(() =>
        expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR'),
      );
      await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'VPS hosting');
      const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
      await user.clear(quantity);
      await user.type(quantity, '2');
      await user.type(within(dialog).getByRole('textbox', { name: 'Unit price' }), '48.50');
      await user.type(within(dialog).getByRole('textbox', { name: 'Tax %' }), '21');
      // 2 x 48.50 = 97.00 + 21% = 117.37
      await waitFor(() => expect(dialog).toHaveTextContent('€117.37'));
      await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));

      await waitFor(() => expect(location().pathname).toBe('/Facturacion/121'));
      const created = await storedFactura(121);
      expect(created).toMatchObject({
        status: 'draft',
        currency: 'EUR',
        total: 11737,
        customer: { id: customer.id },
      });
      expect(await screen.findByText('Draft invoice created')).toBeInTheDocument();
    },
    SLOW_MS,
  );

  it('shows 400 field errors from the API beside the fields and keeps what was typed', async () => {
    server.use(
      http.post(
        '/api/billing/facturas',
        () =>
          HttpResponse.json(
            { errors: { dueDate: ['The due date cannot be before the issue date'] } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    const customer = seedData().customers[0];
    if (!customer) throw new Error('no customer');
    const { user } = await renderRoute('/Facturacion');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), customer.name);
    await user.click(await screen.findByRole('option', { name: customer.name }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Backup');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit price' }), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Create draft' }));
    expect(
      await within(dialog).findByText('The due date cannot be before the issue date'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Due date/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Backup');
    expect(within(dialog).getByRole('textbox', { name: 'Unit price' })).toHaveValue('12.50');
    expect(await storedFacturaCount()).toBe(120);
  });

  it(
    'keeps what was typed in a new invoice across a reload, as a draft',
    async () => {
      localStorage.clear(); // no draft left by an earlier test
      const first = await renderRoute('/Facturacion');
      await dataRows();
      await first.user.click(screen.getByRole('button', { name: 'New invoice' }));
      let dialog = await screen.findByRole('dialog', { name: 'New invoice' });
      await first.user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Backup');
      // Autosaved after a pause in typing; then the page goes away (a reload).
      await waitFor(() =>
        expect(localStorage.getItem(draftStorageKey(1, 'billing.factura.new'))).toContain('Backup'),
      );
      first.unmount();

      const { user } = await renderRoute('/Facturacion');
      await dataRows();
      await user.click(screen.getByRole('button', { name: 'New invoice' }));
      dialog = await screen.findByRole('dialog', { name: 'New invoice' });
      expect(within(dialog).getByText('Unsaved draft restored')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Backup');
    },
    SLOW_MS,
  );

  it('hides "New invoice" from the auditor', async () => {
    await renderRoute('/Facturacion', { as: 'auditor@demo.com' });
    expect(await dataRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'New invoice' })).not.toBeInTheDocument();
  });
});
