import { screen, waitFor, within } from '@testing-library/react';
import { timeLimit, withMockServer } from '@portal/design/testing';
import { seedData, testClock, testDb } from '@portal/mock-api/testing';
import type { Factura } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/** The limit of a test that takes several seconds (a PDF, many pages). */
const SLOW_MS = timeLimit(30_000);

withMockServer();

beforeEach(() => {
  vi.spyOn(testClock(), 'today').mockReturnValue('2026-11-22');
});
afterEach(() => vi.restoreAllMocks());

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Billing notes' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const numbers = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('link')[0]?.textContent);

/** The note stored with this message: number, invoices and total. */
async function storedNota(message: string) {
  const db = testDb();
  const row = await db
    .selectFrom('notas')
    .selectAll()
    .where('message', '=', message)
    .executeTakeFirst();
  if (!row) return undefined;
  const links = await db
    .selectFrom('nota_facturas')
    .select('factura_id')
    .where('nota_id', '=', row.id)
    .orderBy('position')
    .execute();
  return {
    id: row.id,
    number: row.number,
    total: row.total,
    facturaIds: links.map((link) => link.factura_id),
  };
}

/** Two overdue invoices of one customer and currency that are in no open note. */
function twoDueInvoices(): Factura[] {
  const db = seedData();
  const open = new Set(
    db.notas.filter((n) => n.status === 'draft' || n.status === 'sent').map((n) => n.id),
  );
  const groups = new Map<string, Factura[]>();
  for (const f of db.facturas) {
    if (f.status !== 'overdue' || f.notaIds.some((id) => open.has(id))) continue;
    const key = `${f.customer.id}:${f.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const group = [...groups.values()].find((candidates) => candidates.length >= 2);
  if (!group) throw new Error('the seed has no customer with two overdue invoices');
  return group.slice(0, 2);
}

describe('billing note list', () => {
  it('lists the notes newest first with statuses', async () => {
    await renderRoute('/notasCobro/list');
    const notas = seedData().notas;
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText(`Showing 1 to 10 of ${notas.length}`)).toBeInTheDocument();
    expect((await numbers())[0]).toBe(notas.at(-1)?.number);
  });

  it('reads the status filter and the sort from the URL, and writes them', async () => {
    const { user, location } = await renderRoute('/notasCobro/list?status=paid');
    const paid = seedData().notas.filter((n) => n.status === 'paid');
    const rows = await dataRows();
    expect(rows).toHaveLength(paid.length);
    for (const row of rows) expect(row).toHaveTextContent('Paid');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() => expect(location().search).toBe('?status=paid&sortBy=total&orderBy=asc'));
    const byTotal = [...paid].sort((a, b) => a.total - b.total).map((n) => n.number);
    await waitFor(async () => expect(await numbers()).toEqual(byTotal));
  });

  it(
    'creates a note from two overdue invoices, then settles them from its page',
    async () => {
      const [first, second] = twoDueInvoices();
      if (!first || !second) throw new Error('unreachable');
      const customer = seedData().customers.find((c) => c.id === first.customer.id);
      if (!customer) throw new Error('unknown customer');
      const list = await renderRoute('/notasCobro/list');
      const { user, location } = list;
      await dataRows();
      await user.click(screen.getByRole('button', { name: 'New billing note' }));
      const dialog = await screen.findByRole('dialog', { name: 'New billing note' });
      await user.click(within(dialog).getByRole('button', { name: 'Create billing note' }));
      expect(await within(dialog).findByText('Choose a customer')).toBeInTheDocument();

      await user.type(within(dialog).getByRole('combobox', { name: 'Customer' }), customer.name);
      await user.click(await screen.findByRole('option', { name: customer.name }));
      await user.click(
        await within(dialog).findByRole('checkbox', { name: `Include ${first.number ?? ''}` }),
      );
      await user.click(
        within(dialog).getByRole('checkbox', { name: `Include ${second.number ?? ''}` }),
      );
      expect(within(dialog).getByRole('status')).toHaveTextContent('Invoices: 2');
      await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Please pay');
      await user.click(within(dialog).getByRole('button', { name: 'Create billing note' }));

      const nota = await waitFor(async () => {
        const created = await storedNota('Please pay');
        if (!created) throw new Error('not created yet');
        return created;
      });
      expect(nota.facturaIds.sort()).toEqual([first.id, second.id].sort());
      expect(nota.total).toBe(first.balance + second.balance);
      await waitFor(() => expect(location().pathname).toBe(`/notasCobro/${nota.id}`));
      expect(await screen.findByText(`Billing note ${nota.number} created`)).toBeInTheDocument();

      // The detail page, as the portal's router would serve it at that URL.
      list.unmount();
      const detail = await renderRoute(`/notasCobro/${nota.id}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: nota.number }),
      ).toBeInTheDocument();
      await detail.user.click(screen.getByRole('button', { name: 'Record payment' }));
      const pay = await screen.findByRole('dialog', { name: 'Record the payment of the note' });
      await detail.user.click(within(pay).getByRole('button', { name: 'Record payment' }));
      expect(
        await screen.findByText(`${nota.number} paid: its invoices are settled`),
      ).toBeInTheDocument();
      const settled = await testDb()
        .selectFrom('facturas')
        .select(['status', 'balance'])
        .where('id', 'in', nota.facturaIds)
        .execute();
      expect(settled.every((f) => f.status === 'paid' && f.balance === 0)).toBe(true);
      const invoices = await screen.findByRole('table', { name: 'Included invoices' });
      await waitFor(() => expect(within(invoices).getAllByText('Paid')).toHaveLength(2));
    },
    SLOW_MS,
  );

  it('hides "New billing note" from the auditor', async () => {
    await renderRoute('/notasCobro/list', { as: 'auditor@demo.com' });
    expect(await dataRows()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'New billing note' })).not.toBeInTheDocument();
  });
});
