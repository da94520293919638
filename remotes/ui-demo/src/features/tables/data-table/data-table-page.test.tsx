import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { getDb } from '@portal/mock-api';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

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
    const buyer = getDb().salesRows[0]!.buyer.name;
    await user.type(screen.getByRole('textbox', { name: /Search product/ }), buyer);
    await waitFor(
      async () => {
        for (const row of await dataRows()) expect(row).toHaveTextContent(buyer);
      },
      { timeout: 5000 },
    );
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
    const row = getDb().salesRows.find((candidate) => candidate.id === id)!;

    await user.click(
      within(first!).getByRole('button', { name: `Details of ${row.product.name}` }),
    );
    expect(await screen.findByText(row.product.description)).toBeVisible();

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
    expect(getDb().salesRows.find((candidate) => candidate.id === id)!.payment).toMatchObject({
      paidAmount: 0,
      receivedPaymentStatus: 'Unpaid',
    });

    await user.click(within(first!).getByRole('button', { name: `Delete row ${id}` }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(getDb().salesRows.some((candidate) => candidate.id === id)).toBe(false),
    );
  });
});
