import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { call, seedData, signIn, testDb } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

/** The change request as stored now. */
const storedCambio = (id: number) =>
  testDb().selectFrom('cambios').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Change requests on enablements' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

describe('change requests', () => {
  it('lists every request by default, newest first, with links to the enablement', async () => {
    await renderRoute('/habilitaciones/cambios');
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    const total = seedData().cambios.length;
    expect(screen.getByText(`Showing 1 to 10 of ${total}`)).toBeInTheDocument();
    const newest = [...seedData().cambios].sort((a, b) =>
      b.requestedAt.localeCompare(a.requestedAt),
    )[0];
    if (!newest) throw new Error('empty seed');
    expect(rows[0]).toHaveTextContent(`#${newest.id}`);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', {
        name: newest.customer.name,
      }),
    ).toHaveAttribute('href', `/habilitaciones/${newest.habilitacionId}`);
  });

  it('quick "Pending" filter and the type filter live in the URL', async () => {
    const { user, location } = await renderRoute('/habilitaciones/cambios');
    await dataRows();
    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(location().search).toBe('?status=pending'));
    const pending = seedData().cambios.filter((c) => c.status === 'pending');
    await waitFor(async () => expect(await dataRows()).toHaveLength(pending.length));
    for (const row of await dataRows()) expect(row).toHaveTextContent('Pending');

    await user.click(screen.getByRole('combobox', { name: 'Change' }));
    await user.click(await screen.findByRole('option', { name: 'Downgrade' }));
    await waitFor(() => expect(location().search).toBe('?status=pending&type=downgrade'));
    const downgrades = pending.filter((c) => c.type === 'downgrade');
    await waitFor(async () => expect(await dataRows()).toHaveLength(downgrades.length));

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(location().search).toBe('?type=downgrade'));
  });

  it('reads sort and page from the URL', async () => {
    await renderRoute('/habilitaciones/cambios?sortBy=id&orderBy=asc&itemsPerPage=5&page=2');
    const rows = await dataRows();
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '#6',
      '#7',
      '#8',
      '#9',
      '#10',
    ]);
    expect(screen.getByRole('button', { name: 'Request' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('reject needs a reason; with one the request is rejected', async () => {
    const cambio = seedData().cambios.find((c) => c.status === 'pending');
    if (!cambio) throw new Error('no pending request');
    const { user } = await renderRoute('/habilitaciones/cambios?status=pending');
    await dataRows();
    await user.click(screen.getByRole('button', { name: `Reject change request #${cambio.id}` }));
    const dialog = await screen.findByRole('dialog', {
      name: `Reject change request #${cambio.id}`,
    });
    // Enabled once the dialog has the request's version.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters')).toBeInTheDocument();
    expect((await storedCambio(cambio.id)).status).toBe('pending');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No budget approval');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(`Change request #${cambio.id} rejected`)).toBeInTheDocument();
    const stored = await storedCambio(cambio.id);
    expect(stored).toMatchObject({ status: 'rejected', decision_reason: 'No budget approval' });
    await waitFor(async () =>
      expect((await dataRows()).some((row) => row.textContent?.includes(`#${cambio.id}`))).toBe(
        false,
      ),
    );
  });

  it('approve applies the change to the enablement', async () => {
    const cambio = seedData().cambios.find((c) => c.status === 'pending' && c.type === 'suspend');
    if (!cambio) throw new Error('no pending suspension');
    const { user } = await renderRoute('/habilitaciones/cambios?type=suspend');
    await dataRows();
    await user.click(screen.getByRole('button', { name: `Approve change request #${cambio.id}` }));
    const dialog = await screen.findByRole('dialog', {
      name: `Approve change request #${cambio.id}?`,
    });
    expect(dialog).toHaveTextContent(`enablement #${cambio.habilitacionId}`);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled(),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Agreed');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Change request #${cambio.id} approved`)).toBeInTheDocument();
    const habilitacion = await testDb()
      .selectFrom('habilitaciones')
      .select('status')
      .where('id', '=', cambio.habilitacionId)
      .executeTakeFirst();
    expect(habilitacion?.status).toBe('suspended');
    await waitFor(async () => {
      const row = (await dataRows()).find((r) => r.textContent?.includes(`#${cambio.id}`));
      expect(row).toHaveTextContent('Approved');
      expect(row).toHaveTextContent('Agreed');
    });
  });

  it('someone else decided meanwhile: Approve says who and when, shows it rejected, nothing approved', async () => {
    const cambio = seedData().cambios.find((c) => c.status === 'pending');
    if (!cambio) throw new Error('no pending request');
    const { user } = await renderRoute('/habilitaciones/cambios?status=pending');
    await dataRows();
    await user.click(screen.getByRole('button', { name: `Approve change request #${cambio.id}` }));
    const dialog = await screen.findByRole('dialog', {
      name: `Approve change request #${cambio.id}?`,
    });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await waitFor(() => expect(approve).toBeEnabled());
    // Another staff member rejects it, through the same API, while this dialog is open.
    const rejected = await call(`/api/billing/cambios/${cambio.id}/reject`, {
      method: 'POST',
      token: await signIn(),
      json: { reason: 'Not this month' },
    });
    expect(rejected.status).toBe(200);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Agreed');
    await user.click(approve);
    expect(
      await within(dialog).findByText(
        /^John Doe changed this request on .+\. It is now Rejected: there is nothing left to decide\.$/,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Reason (optional)' })).toHaveValue(
      'Agreed',
    );
    expect(await storedCambio(cambio.id)).toMatchObject({
      status: 'rejected',
      decision_reason: 'Not this month',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(async () =>
      expect((await dataRows()).some((row) => row.textContent?.includes(`#${cambio.id}`))).toBe(
        false,
      ),
    );
  });

  it('the auditor sees the requests but no Approve or Reject', async () => {
    await renderRoute('/habilitaciones/cambios?status=pending', { as: 'auditor@demo.com' });
    const rows = await dataRows();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
  });

  it('shows "No data available" when nothing matches', async () => {
    await renderRoute('/habilitaciones/cambios?q=nobody-at-all');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
