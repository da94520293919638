import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

async function dataRows() {
  const table = await screen.findByRole('table', { name: 'Service enablements' });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const ids = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('enablement list', () => {
  it('shows skeletons, then 10 of the 60 enablements with price, status and link', async () => {
    await renderRoute('/habilitaciones');
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 60')).toBeInTheDocument();
    const first = seedData().habilitaciones[0];
    if (!first) throw new Error('empty seed');
    const row = rows[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: first.customer.name })).toHaveAttribute(
      'href',
      '/habilitaciones/1',
    );
    expect(row).toHaveTextContent(first.customer.name);
    const price = new Intl.NumberFormat('en', { style: 'currency', currency: first.currency });
    expect(row).toHaveTextContent(price.format(first.monthlyPrice / 100).replace(/\s/g, ' '));
    expect(screen.getByRole('link', { name: 'Change requests' })).toHaveAttribute(
      'href',
      '/habilitaciones/cambios',
    );
  });

  it('reads status, service and page size from the URL', async () => {
    await renderRoute('/habilitaciones?status=active&itemsPerPage=5');
    const active = seedData().habilitaciones.filter((h) => h.status === 'active');
    const rows = await dataRows();
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(`Showing 1 to 5 of ${active.length}`)).toBeInTheDocument();
  });

  it('writes the service filter, sort and page to the URL', async () => {
    const { user, location } = await renderRoute('/habilitaciones?page=2');
    await dataRows();
    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    await user.click(await screen.findByRole('option', { name: 'Telephony' }));
    await waitFor(() => expect(location().search).toBe('?service=telephony'));
    const telephony = seedData().habilitaciones.filter((h) => h.service === 'telephony');
    await waitFor(async () =>
      expect(await dataRows()).toHaveLength(Math.min(10, telephony.length)),
    );
    for (const row of await dataRows()) expect(row).toHaveTextContent('Telephony');

    await user.click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(location().search).toBe('?service=telephony&sortBy=id&orderBy=asc'));
    await user.click(screen.getByRole('button', { name: 'ID' }));
    await waitFor(() => expect(location().search).toContain('orderBy=desc'));
    const expected = telephony
      .map((h) => `#${h.id}`)
      .reverse()
      .slice(0, 10);
    await waitFor(async () => expect(await ids()).toEqual(expected));
  });

  it('pages and changes the page size', async () => {
    const { user, location } = await renderRoute('/habilitaciones');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(async () => expect((await ids())[0]).toBe('#11'));
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    await waitFor(() => expect(location().search).toBe('?itemsPerPage=50'));
    await waitFor(async () => expect(await dataRows()).toHaveLength(50));
  });

  it('searches by customer after a pause', async () => {
    const target = seedData().habilitaciones[12];
    if (!target) throw new Error('seed too small');
    const { user, location } = await renderRoute('/habilitaciones');
    await dataRows();
    await user.type(
      screen.getByRole('textbox', { name: 'Search customer, tax ID or #ID' }),
      target.customer.taxId,
    );
    await waitFor(() =>
      expect(new URLSearchParams(location().search).get('q')).toBe(target.customer.taxId),
    );
    await waitFor(async () => expect(await ids()).toContain(`#${target.id}`));
    for (const row of await dataRows()) expect(row).toHaveTextContent(target.customer.name);
  });

  it('shows "No data available" when nothing matches', async () => {
    await renderRoute('/habilitaciones?q=nobody-at-all');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    server.use(
      http.get('/api/billing/habilitaciones', () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/habilitaciones');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(10);
  });

  it('shows no renewal date for a cancelled enablement', async () => {
    expect(seedData().habilitaciones.some((h) => h.status === 'cancelled')).toBe(true);
    await renderRoute('/habilitaciones?status=cancelled&itemsPerPage=5');
    for (const row of await dataRows()) expect(row).toHaveTextContent('No renewal');
  });
});
