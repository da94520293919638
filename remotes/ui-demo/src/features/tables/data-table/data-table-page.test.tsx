import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

const storedRow = (id: number) =>
  testDb().selectFrom('sales_rows').selectAll().where('id', '=', id).executeTakeFirst();

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Sales' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);
}

describe('the data-table demo', () => {
  it('searches the sales rows, sorted by date, ten per page', async () => {
    const { user } = await renderRoute('/tables/data-table');
    expect(await dataRows()).toHaveLength(10);
    const buyer = seedData().salesRows[0]!.buyer.name;
    await user.type(screen.getByRole('textbox', { name: /Search product/ }), buyer);
    await waitFor(async () => {
      for (const row of await dataRows()) expect(row).toHaveTextContent(buyer);
    });
  });

  it('expands a row, edits it in a dialog (400 beside the field) and deletes with confirmation', async () => {
    const { user } = await renderRoute('/tables/data-table?sortBy=date&orderBy=desc');
    const [first] = await dataRows();
    const id = Number(
      within(first!)
        .getByRole('button', { name: /^Edit row/ })
        .getAttribute('aria-label')!
        .replace('Edit row ', ''),
    );
    const row = seedData().salesRows.find((candidate) => candidate.id === id)!;

    await user.click(
      within(first!).getByRole('button', { name: `Details of ${row.product.name}` }),
    );
    // The expansion may render again as the list's answer settles: look for it until it shows.
    await waitFor(() => expect(screen.getByText(row.product.description)).toBeVisible());

    await user.click(within(first!).getByRole('button', { name: `Edit row ${id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit sale ${id}` });
    const paid = within(dialog).getByLabelText(/^Paid amount/);
    await user.clear(paid);
    await user.type(paid, String(row.payment.total + 10));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The paid amount cannot be more than the total'),
    ).toBeVisible();
    await user.clear(paid);
    await user.type(paid, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Stored in minor units; the received-payment status is computed from it (0: Unpaid).
    expect(await storedRow(id)).toMatchObject({ paid_amount_minor: 0 });
    expect(await within(first!).findByText('Unpaid')).toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: `Delete row ${id}` }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await storedRow(id)).toBeUndefined());
  });
});

describe('the grouped sales demo', () => {
  it('groups the rows by status or by received payment, with counts and expandable rows', async () => {
    const { user } = await renderRoute('/tables/data-table');
    const table = await screen.findByRole('table', { name: 'Sales groups' });
    const rows = seedData().salesRows;
    const completed = rows.filter((row) => row.payment.status === 'Completed');
    const groupRow = async (name: string) =>
      (await within(table).findByText(name, { selector: 'p' })).closest('tr')!;

    // One row per status, in alphabetical order, each with its count.
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('button', { name: /^Sales of the group/ })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual([
        'Sales of the group Cancelled',
        'Sales of the group Completed',
        'Sales of the group Confirmed',
      ]),
    );
    expect(await groupRow('Completed')).toHaveTextContent(String(completed.length));

    await user.click(within(table).getByRole('button', { name: 'Sales of the group Completed' }));
    const inner = await screen.findByRole('table', { name: 'Sales: Completed' });
    expect(within(inner).getAllByRole('row')).toHaveLength(completed.length + 1);
    expect(inner).toHaveTextContent(completed[0]!.product.name);

    await user.click(screen.getByRole('radio', { name: 'Received payment' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Sales: Completed' })).not.toBeInTheDocument(),
    );
    const unpaid = rows.filter((row) => row.payment.receivedPaymentStatus === 'Unpaid');
    expect(await groupRow('Unpaid')).toHaveTextContent(String(unpaid.length));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await screen.findByRole('table', { name: 'Sales: Unpaid' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'Sales: Fully paid' })).toBeVisible();
  });
});
