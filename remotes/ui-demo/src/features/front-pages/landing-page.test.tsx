import { screen, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { testDb } from '@portal/mock-api/testing';
import routeTable from '../../routes';
import { renderRoute } from '../../testing/render-route';

withMockServer();

const storedMessages = () =>
  testDb().selectFrom('contact_messages').select(['name', 'email', 'message']).execute();

describe('the public front pages', () => {
  it('are public and in the blank layout', () => {
    const front = routeTable.routes.filter((route) => route.path.startsWith('/front-pages/'));
    expect(front.map((route) => route.path)).toHaveLength(5);
    for (const route of front) expect(route).toMatchObject({ public: true, layout: 'blank' });
  });

  it('checks the contact form and records the message through the API', async () => {
    const { user } = await renderRoute('/front-pages/landing');
    const form = await screen.findByRole('form', { name: 'Contact us' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription(
      expect.stringContaining('10'),
    );
    expect(await storedMessages()).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Please call me back tomorrow.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/^Thank you, Ada/)).toBeVisible();
    expect(form).toBeInTheDocument();
    // Sent: the form is empty again for the next message.
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(await storedMessages()).toMatchObject([
      { name: 'Ada', email: 'ada@example.com', message: 'Please call me back tomorrow.' },
    ]);
  });

  it('the landing page sells hosting services and shows the team by initials', async () => {
    await renderRoute('/front-pages/landing');
    const services = await screen.findByRole('region', { name: 'Services' });
    for (const service of [
      'Web hosting',
      'VPS and dedicated servers',
      'Domains and DNS',
      'Professional e-mail',
      'Automatic backups',
      'Real support',
    ])
      expect(within(services).getByText(service)).toBeVisible();
    expect(within(services).queryByText(/layouts|themes/i)).not.toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Our team' });
    expect(within(team).queryAllByRole('img')).toHaveLength(0);
    expect(within(team).getByText('SG')).toBeInTheDocument();
    expect(within(team).getByText('Head of support')).toBeInTheDocument();
  });

  it('the pricing page compares what each plan includes, at the prices billing charges', async () => {
    await renderRoute('/front-pages/pricing');
    const table = await screen.findByRole('table', { name: 'Compare the plans' });
    const row = (name: string) =>
      within(within(table).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Websites')).toEqual([
      '1 website',
      '5 websites',
      '20 websites',
      'Unlimited websites',
    ]);
    expect(row('Storage')).toEqual([
      '1 GB SSD storage',
      '25 GB SSD storage',
      '100 GB SSD storage',
      '500 GB NVMe storage',
    ]);
    expect(row('Backups')).toEqual([
      'Weekly backups, kept 7 days',
      'Daily backups, kept 14 days',
      'Daily backups, kept 30 days',
      'Hourly backups, kept 90 days',
    ]);
    for (const price of ['$0', '$19', '$49', '$99']) expect(screen.getByText(price)).toBeVisible();
  });

  it('the checkout sells hosting services and totals them', async () => {
    const { user } = await renderRoute('/front-pages/checkout');
    const vps = await screen.findByLabelText('Quantity of VPS Standard');
    expect(screen.getByText('2 vCPU, 4 GB memory, 80 GB SSD, per month')).toBeVisible();
    // One VPS and one domain: 24 + 15.
    expect(screen.getByRole('button', { name: 'Pay $39.00' })).toBeVisible();
    await user.clear(vps);
    await user.type(vps, '2');
    expect(await screen.findByRole('button', { name: 'Pay $63.00' })).toBeVisible();
  });
});
