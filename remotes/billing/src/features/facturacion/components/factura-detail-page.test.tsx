import { screen, waitFor, within } from '@testing-library/react';
import { timeLimit, withMockServer } from '@portal/design/testing';
import { seedData, testClock, testDb } from '@portal/mock-api/testing';
import type { Factura } from '@portal/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fontFiles, pdfText } from '../../../testing/pdf';
import { renderRoute } from '../../../testing/render-route';

/** The limit of the slowest tests of the file. */
const SLOWEST_MS = timeLimit(60_000);
/** The limit of a test that takes several seconds (a PDF, many pages). */
const SLOW_MS = timeLimit(30_000);

const server = withMockServer();

// The PDF writer is a large module loaded on the first download: transform it up front.
beforeAll(() => import('../../../lib/pdf/invoice-pdf'), 60_000);

beforeEach(() => {
  vi.spyOn(testClock(), 'today').mockReturnValue('2026-11-22');
});
afterEach(() => vi.restoreAllMocks());

const seeded = (predicate: (f: Factura) => boolean) => {
  const found = seedData().facturas.find(predicate);
  if (!found) throw new Error('no such seeded invoice');
  return found;
};
/** The invoice as stored now (the fields these tests look at). */
async function current(id: number) {
  const db = testDb();
  const row = await db.selectFrom('facturas').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Error(`no invoice ${id}`);
  const payments = await db
    .selectFrom('factura_payments')
    .select('id')
    .where('factura_id', '=', id)
    .execute();
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paid: row.paid,
    balance: row.balance,
    notes: row.notes,
    voidReason: row.void_reason,
    payments,
  };
}
const stored = async (id: number) =>
  (await testDb().selectFrom('facturas').select('id').where('id', '=', id).execute()).length > 0;
const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 100);

const ACTIONS = ['Edit', 'Issue', 'Record payment', 'Void', 'Delete'];

describe('Facturacion detail', () => {
  it('shows the document, payments, linked notes and history', async () => {
    const factura = seeded((f) => f.notaIds.length > 0 && f.payments.length > 0);
    const nota = seedData().notas.find((n) => n.id === factura.notaIds[0]);
    await renderRoute(`/Facturacion/${factura.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: factura.number ?? '' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: `Invoice ${factura.number ?? ''}` }),
    ).toBeInTheDocument();
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')).toHaveLength(factura.payments.length + 1);
    const notas = screen.getByRole('table', { name: 'Billing notes' });
    expect(within(notas).getByRole('link', { name: nota?.number ?? '' })).toHaveAttribute(
      'href',
      `/notasCobro/${nota?.id ?? ''}`,
    );
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('Added to a billing note')).toBeInTheDocument();
    const customer = seedData().customers.find((c) => c.id === factura.customer.id);
    expect(await screen.findByText(customer?.address ?? '')).toBeInTheDocument();
  });

  it('downloads the invoice as a PDF', { timeout: SLOW_MS }, async () => {
    const factura = seeded((f) => f.status === 'paid');
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:invoice';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // happy-dom would navigate the test window to the blob URL.
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    server.use(fontFiles);
    const { user } = await renderRoute(`/Facturacion/${factura.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: timeLimit(15_000) });
    if (!saved) throw new Error('nothing was downloaded');
    const text = (await pdfText(saved)).flat().join('\n');
    expect(text).toContain(factura.number ?? '');
    expect(text).toContain(factura.customer.name);
  });

  it('issues a draft after confirmation, with the next number', async () => {
    const draft = seeded((f) => f.status === 'draft');
    const { user } = await renderRoute(`/Facturacion/${draft.id}`);
    await screen.findByRole('heading', { level: 1, name: `Draft #${draft.id}` });
    await user.click(screen.getByRole('button', { name: 'Issue' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await waitFor(async () => expect((await current(draft.id)).status).toBe('issued'));
    const number = (await current(draft.id)).number ?? '';
    expect(number).toMatch(/^FA-\d{4}-\d{5}$/);
    expect(await screen.findByText(`Invoice issued as ${number}`)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: number })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it(
    'records a partial payment then the rest: partially paid, then paid',
    async () => {
      const factura = seeded((f) => f.status === 'issued' && f.total > 200);
      const { user } = await renderRoute(`/Facturacion/${factura.id}`);
      await user.click(await screen.findByRole('button', { name: 'Record payment' }));
      let dialog = await screen.findByRole('dialog', { name: 'Record payment' });
      const amount = within(dialog).getByRole('textbox', { name: `Amount (${factura.currency})` });
      expect(amount).toHaveValue((factura.balance / 100).toFixed(2));
      // More than the balance: refused beside the field, what was typed is kept.
      await user.clear(amount);
      await user.type(amount, '999999');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      expect(
        await within(dialog).findByText('The amount cannot be more than the balance'),
      ).toBeInTheDocument();
      expect(amount).toHaveValue('999999');
      await user.clear(amount);
      await user.type(amount, '1.00');
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      expect(
        await screen.findByText('Payment recorded. Status: Partially paid'),
      ).toBeInTheDocument();
      expect(await current(factura.id)).toMatchObject({ status: 'partially_paid', paid: 100 });

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Record payment' }));
      dialog = await screen.findByRole('dialog', { name: 'Record payment' });
      expect(
        within(dialog).getByRole('textbox', { name: `Amount (${factura.currency})` }),
      ).toHaveValue(((factura.total - 100) / 100).toFixed(2));
      await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
      expect(await screen.findByText('Payment recorded. Status: Paid')).toBeInTheDocument();
      expect(await current(factura.id)).toMatchObject({ status: 'paid', balance: 0 });
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument(),
      );
      expect(
        within(screen.getByRole('table', { name: 'Payments' })).getByText(
          money(100, factura.currency).replace(/\s/g, ' '),
        ),
      ).toBeInTheDocument();
      // One actor name: the payments table says who recorded them as the history does.
      const payments = screen.getByRole('table', { name: 'Payments' });
      expect(payments).not.toHaveTextContent('admin@demo.com');
      const admin = seedData().accounts.find((account) => account.email === 'admin@demo.com');
      expect(payments).toHaveTextContent(admin?.fullName ?? 'no admin');
    },
    SLOWEST_MS,
  );

  it('voids with a reason after confirmation', async () => {
    const factura = seeded((f) => f.status === 'issued' && f.notaIds.length === 0);
    const { user } = await renderRoute(`/Facturacion/${factura.id}`);
    await user.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    expect((await current(factura.id)).status).toBe('issued');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Wrong customer');
    await user.click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText(`${factura.number ?? ''} voided`)).toBeInTheDocument();
    expect(await current(factura.id)).toMatchObject({
      status: 'voided',
      voidReason: 'Wrong customer',
    });
  });

  it('edits a draft in the same form, and deletes it after confirmation', async () => {
    const draft = seeded((f) => f.status === 'draft');
    const { user, location } = await renderRoute(`/Facturacion/${draft.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit draft invoice' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    await user.clear(notes);
    await user.type(notes, 'Pay by transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Draft invoice saved')).toBeInTheDocument();
    expect((await current(draft.id)).notes).toBe('Pay by transfer');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/Facturacion'));
    expect(await stored(draft.id)).toBe(false);
  });

  it('keeps a payment being typed as a draft when the dialog is closed, until it is discarded', async () => {
    const factura = seeded((f) => f.status === 'issued' && f.total > 200);
    const { user } = await renderRoute(`/Facturacion/${factura.id}`);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    let dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Wire ref 4471');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(within(dialog).getByText('Unsaved draft restored')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Wire ref 4471');
    await user.click(within(dialog).getByRole('button', { name: 'Discard draft' }));
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect((await current(factura.id)).payments).toHaveLength(factura.payments.length);
  });

  it('keeps the payment dialog open when a colleague pays the invoice meanwhile, and says so', async () => {
    const factura = seeded((f) => f.status === 'issued' && f.total > 200);
    const { user, queryClient } = await renderRoute(`/Facturacion/${factura.id}`);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Wire ref 5120');
    // The colleague's payment, then the refetch its live event starts.
    const paid = await fetch(`/api/billing/facturas/${factura.id}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: factura.balance, date: '2026-11-22', method: 'card' }),
    });
    expect(paid.status).toBe(201);
    await queryClient.invalidateQueries();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice is already paid',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Wire ref 5120');
    expect(
      within(dialog).queryByRole('button', { name: 'Record payment' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect((await current(factura.id)).payments).toHaveLength(factura.payments.length + 1);
  });

  it('shows the auditor the invoice without any action but the PDF', async () => {
    const draft = seeded((f) => f.status === 'draft');
    await renderRoute(`/Facturacion/${draft.id}`, { as: 'auditor@demo.com' });
    await screen.findByRole('heading', { level: 1, name: `Draft #${draft.id}` });
    for (const name of ACTIONS) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown id', async () => {
    await renderRoute('/Facturacion/99999');
    expect(await screen.findByText('No factura found with this id')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoices' })).toHaveAttribute(
      'href',
      '/Facturacion',
    );
  });
});
