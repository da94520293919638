import { screen, waitFor, within } from '@testing-library/react';
import { formatCurrency, formatNumber } from '@portal/design/base';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { getAnalyticsDashboard, getCrmDashboard } from '../api/get-dashboards';

const server = withMockServer();

/** The value shown in the stat card titled `title`. */
function statValue(title: string) {
  const card = screen.getByText(title).closest('.mantine-Card-root');
  if (!(card instanceof HTMLElement)) throw new Error(`No stat card "${title}"`);
  return card;
}

describe('CRM dashboard', () => {
  it('shows the figures the API serves, and charts with accessible names', async () => {
    await renderRoute('/dashboards/crm');
    expect(await screen.findByText('Total users')).toBeInTheDocument();
    await figuresShown();
    const api = await getCrmDashboard();
    const users = seedData().users;
    expect(api.users.total).toBe(users.length);

    expect(statValue('Total users')).toHaveTextContent(formatNumber(users.length));
    expect(statValue('Active users')).toHaveTextContent(
      formatNumber(users.filter((u) => u.status === 'active').length),
    );
    // The year's invoices of the invoice app, as the API sums them (its test checks the sum).
    const invoiced = seedData().invoices.filter((i) =>
      i.issuedDate.startsWith(api.sales.months[0]!.month.slice(0, 4)),
    );
    expect(api.sales.totalOrders).toBe(invoiced.length);
    expect(statValue('Invoiced this year')).toHaveTextContent(
      formatCurrency(api.sales.totalRevenue, 'USD'),
    );
    expect(statValue('Invoiced this year')).toHaveTextContent(
      `Average invoice ${formatCurrency(api.sales.averageOrderValue, 'USD')}`,
    );
    expect(statValue('Invoices this year')).toHaveTextContent(formatNumber(invoiced.length));
    expect(
      screen.getByText('The invoices issued this year in US dollars, by month of issue.'),
    ).toBeInTheDocument();

    const countries = screen.getByRole('table', { name: 'Top countries' });
    const rows = within(countries).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(api.users.topCountries.length + 1);
    api.users.topCountries.forEach((country, index) => {
      expect(rows[index]).toHaveTextContent(`${country.country}${formatNumber(country.count)}`);
    });

    for (const name of [
      'Bar chart of the amount invoiced and line chart of the number of invoices for each month of the year',
      'Users by plan',
      'Users by role',
    ])
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
  });

  it('draws no bar or point for the months still to come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15)); // mid-March 2026, the sample year
    // happy-dom does no layout: the charts' boxes get a size, so they ask the server.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(260);
    const drawn: { option: { series?: { data: (number | null)[] }[] } }[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/api/charts/svg')
        drawn.push((await request.clone().json()) as (typeof drawn)[number]);
    });
    try {
      await renderRoute('/dashboards/crm');
      await waitFor(() => expect(drawn).toHaveLength(3));
      // The chart by month: its bars (amount) and line (invoices).
      const byMonth = drawn.find((request) => request.option.series?.length === 2)?.option.series;
      const [revenue, orders] = (byMonth ?? []).map((series) => series.data);
      expect(revenue?.slice(3)).toEqual(Array(9).fill(null));
      expect(orders?.slice(3)).toEqual(Array(9).fill(null));
      expect(revenue?.slice(0, 3).every((value) => typeof value === 'number')).toBe(true);
    } finally {
      server.events.removeAllListeners();
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('shows an error with Retry when the API fails', async () => {
    server.use(
      http.get('/api/dashboards/crm', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/dashboards/crm');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await figuresShown();
    expect(statValue('Total users')).toHaveTextContent(formatNumber(seedData().users.length));
  });

  it('shows its titles at once, the figures as skeletons until they arrive', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(
        '/api/dashboards/crm',
        async () => {
          await held;
          return undefined; // then the mock API's own answer
        },
        { once: true },
      ),
    );
    await renderRoute('/dashboards/crm');
    expect(
      await screen.findByText('The invoices issued this year in US dollars, by month of issue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Total users')).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(statValue('Total users')).not.toHaveTextContent(/\d/);
    answer();
    await figuresShown();
    expect(statValue('Total users')).toHaveTextContent(formatNumber(seedData().users.length));
  });
});

/** Waits until the dashboard's figures replaced its skeletons. */
const figuresShown = () =>
  waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());

describe('analytics dashboard', () => {
  it('shows the figures the API serves', async () => {
    await renderRoute('/dashboards/analytics');
    expect(await screen.findByText('Visits')).toBeInTheDocument();
    const api = await getAnalyticsDashboard();
    expect(statValue('Visits')).toHaveTextContent(formatNumber(api.traffic.totalVisits));
    // Nothing records visits: the figures say they are a sample.
    expect(statValue('Visits')).toHaveTextContent(
      'A sample week: the portal does not record visits',
    );
    expect(screen.getByRole('heading', { name: 'Traffic sources (sample data)' })).toBeVisible();
    expect(statValue('Active users')).toHaveTextContent(formatNumber(api.users.active));
    expect(statValue('Permissions')).toHaveTextContent(formatNumber(seedData().permissions.length));
    expect(
      screen.getByRole('img', { name: 'Visits per day by source (sample data)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Permissions per role' })).toBeInTheDocument();
  });
});
