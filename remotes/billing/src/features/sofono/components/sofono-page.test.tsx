import { screen, waitFor, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

async function dataRows() {
  const table = await screen.findByRole('table', {
    name: "Telephony lines and this month's usage",
  });
  await waitFor(() => expect(within(table).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return within(table).getAllByRole('row').slice(1);
}

const numbers = async () =>
  (await dataRows()).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('phone lines', () => {
  it('shows number, customer, usage with a bar, overage and the enablement link', async () => {
    await renderRoute('/sofono?itemsPerPage=100');
    const lines = seedData().sofonoLines;
    const rows = await dataRows();
    expect(rows).toHaveLength(lines.length);
    const over = lines.find((line) => line.overageCharge > 0);
    if (!over) throw new Error('seed has no overage');
    const row = rows[lines.indexOf(over)] as HTMLElement;
    expect(row).toHaveTextContent(over.number);
    expect(row).toHaveTextContent(over.customer.name);
    const fmt = new Intl.NumberFormat('en');
    expect(row).toHaveTextContent(
      `${fmt.format(over.minutesUsed)} / ${fmt.format(over.minutesIncluded)} min`,
    );
    expect(
      within(row).getByRole('progressbar', { name: `Minutes used by ${over.number}` }),
    ).toBeInTheDocument();
    const money = new Intl.NumberFormat('en', { style: 'currency', currency: over.currency });
    expect(row.textContent?.replace(/\s/g, ' ')).toContain(
      money.format(over.overageCharge / 100).replace(/\s/g, ' '),
    );
    expect(
      within(row).getByRole('link', {
        name: `Telephony · ${over.plan.charAt(0).toUpperCase()}${over.plan.slice(1)}: enablement of ${over.number}`,
      }),
    ).toHaveAttribute('href', `/habilitaciones/${over.habilitacionId}`);
  });

  it('colours usage by how close a line is to its included minutes: teal, orange from 80 %, red over', async () => {
    await renderRoute('/sofono?itemsPerPage=100');
    const lines = seedData().sofonoLines;
    const rows = await dataRows();
    const share = (line: (typeof lines)[number]) => line.minutesUsed / line.minutesIncluded;
    const cases = [
      [lines.find((line) => share(line) < 0.8), 'teal-8'],
      [lines.find((line) => share(line) >= 0.8 && share(line) <= 1), 'orange-9'],
      [lines.find((line) => share(line) > 1), 'red-8'],
    ] as const;
    for (const [line, colour] of cases) {
      if (!line) throw new Error(`seed has no line for ${colour}`);
      const row = rows[lines.indexOf(line)] as HTMLElement;
      const bar = within(row).getByRole('progressbar', { name: `Minutes used by ${line.number}` });
      expect(bar.getAttribute('style'), line.number).toContain(`--mantine-color-${colour}`);
    }
  });

  it('reads the status from the enablement and filters by it through the URL', async () => {
    const { user, location } = await renderRoute('/sofono');
    await dataRows();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Suspended' }));
    await waitFor(() => expect(location().search).toBe('?status=suspended'));
    const db = seedData();
    const suspended = db.sofonoLines.filter((line) => {
      const h = db.habilitaciones.find((candidate) => candidate.id === line.habilitacionId);
      return h?.status === 'suspended' || h?.status === 'pending';
    });
    expect(suspended.length).toBeGreaterThan(0);
    await waitFor(async () =>
      expect(await dataRows()).toHaveLength(Math.min(10, suspended.length)),
    );
    for (const row of await dataRows()) expect(row).toHaveTextContent('Suspended');
  });

  it('sorts by minutes used through the URL', async () => {
    const { user, location } = await renderRoute('/sofono');
    await dataRows();
    await user.click(screen.getByRole('button', { name: 'Minutes this month' }));
    await user.click(screen.getByRole('button', { name: 'Minutes this month' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=minutesUsed&orderBy=desc'));
    const expected = [...seedData().sofonoLines]
      .sort((a, b) => b.minutesUsed - a.minutesUsed)
      .slice(0, 10)
      .map((line) => line.number);
    await waitFor(async () => expect(await numbers()).toEqual(expected));
  });

  it('searches a number typed without spaces', async () => {
    const line = seedData().sofonoLines[3];
    if (!line) throw new Error('seed too small');
    const { user, location } = await renderRoute('/sofono');
    await dataRows();
    await user.type(
      screen.getByRole('textbox', { name: 'Search number or customer' }),
      line.number.replace(/\s/g, ''),
    );
    const compact = line.number.replace(/\s/g, '');
    await waitFor(() => expect(new URLSearchParams(location().search).get('q')).toBe(compact));
    await waitFor(async () => expect(await numbers()).toEqual([line.number]));
  });

  it('shows "No data available" and an error with Retry', async () => {
    server.use(http.get('/api/billing/sofono', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderRoute('/sofono?q=zzz');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
