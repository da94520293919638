import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testClock, testDb } from '@portal/mock-api/testing';
import type { Nota } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

beforeEach(() => {
  vi.spyOn(testClock(), 'today').mockReturnValue('2026-11-22');
});
afterEach(() => vi.restoreAllMocks());

const seeded = (predicate: (n: Nota) => boolean) => {
  const found = seedData().notas.find(predicate);
  if (!found) throw new Error('no such seeded note');
  return found;
};
/** The note as stored now (the fields these tests look at). */
async function current(id: number) {
  const row = await testDb()
    .selectFrom('notas')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, status: row.status, cancelReason: row.cancel_reason };
}
/** The stored statuses of these invoices, in the order given. */
async function facturaStatuses(ids: readonly number[]) {
  const rows = await testDb()
    .selectFrom('facturas')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .execute();
  return ids.map((id) => rows.find((row) => row.id === id)?.status);
}

describe('billing note detail', () => {
  it('shows the header, the included invoices with links and the history', async () => {
    const nota = seeded((n) => n.status === 'sent');
    await renderRoute(`/notasCobro/${nota.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: nota.number })).toBeInTheDocument();
    expect(screen.getByText(nota.customer.name)).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Included invoices' });
    const links = within(invoices).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      nota.facturaIds.map((id) => `/Facturacion/${id}`),
    );
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Sent')).toBeInTheDocument();
    expect(within(history).getByText('Created')).toBeInTheDocument();
  });

  it('sends a draft after confirmation', async () => {
    const nota = seeded((n) => n.status === 'draft');
    const { user } = await renderRoute(`/notasCobro/${nota.id}`);
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`${nota.number} sent`)).toBeInTheDocument();
    expect((await current(nota.id)).status).toBe('sent');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument(),
    );
  });

  it('cancels with a reason; the invoices stay as they were', async () => {
    const nota = seeded((n) => n.status === 'sent');
    const before = await facturaStatuses(nota.facturaIds);
    const { user } = await renderRoute(`/notasCobro/${nota.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this billing note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel note' }));
    expect(
      await within(dialog).findByText('Give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Disputed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel note' }));
    expect(await screen.findByText(`${nota.number} cancelled`)).toBeInTheDocument();
    expect(await current(nota.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Disputed' });
    expect(await facturaStatuses(nota.facturaIds)).toEqual(before);
    // Shown as the cancellation reason and in the history.
    await waitFor(() => expect(screen.getAllByText('Disputed')).toHaveLength(2));
  });

  it('keeps the payment dialog open when a colleague pays the note meanwhile, and says so', async () => {
    const nota = seeded((n) => n.status === 'sent');
    const { user, queryClient } = await renderRoute(`/notasCobro/${nota.id}`);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the payment of the note' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Wire ref 7731');
    // The colleague's payment, then the refetch its live event starts.
    const paid = await fetch(`/api/billing/notas/${nota.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-11-22', method: 'card' }),
    });
    expect(paid.ok).toBe(true);
    await queryClient.invalidateQueries();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This billing note is already paid',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Wire ref 7731');
    expect(
      within(dialog).queryByRole('button', { name: 'Record payment' }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
    expect((await current(nota.id)).status).toBe('paid');
  });

  it('shows the auditor no action', async () => {
    const nota = seeded((n) => n.status === 'draft');
    await renderRoute(`/notasCobro/${nota.id}`, { as: 'auditor@demo.com' });
    await screen.findByRole('heading', { level: 1, name: nota.number });
    for (const name of ['Send', 'Record payment', 'Cancel note']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('shows a not-found state for an unknown id', async () => {
    await renderRoute('/notasCobro/9999');
    expect(await screen.findByText('No billing note found with this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing notes' })).toHaveAttribute(
      'href',
      '/notasCobro/list',
    );
  });
});
