import { screen, within } from '@testing-library/react';
import { call, sessionFor, signIn, startMockServer } from '@portal/mock-api/testing';
import type * as Registry from '../../federation/remote-registry';
import { resetRemotesStore } from '../../federation/remote-areas';
import { loadRemoteConfig, loadRouteTable } from '../../federation/remote-registry';
import { appsDemoTable, billingTable, FAKE_REMOTES } from '../../testing/fake-remotes';
import { renderApp } from '../../testing/render-app';

vi.mock('../../federation/remote-registry', async (importOriginal) => ({
  ...(await importOriginal<typeof Registry>()),
  loadRemoteConfig: vi.fn(),
  loadRouteTable: vi.fn(),
  forgetRouteTable: vi.fn(),
}));

startMockServer();

beforeEach(() => {
  vi.clearAllMocks();
  resetRemotesStore();
  vi.mocked(loadRemoteConfig).mockResolvedValue(FAKE_REMOTES);
  vi.mocked(loadRouteTable).mockImplementation((name) =>
    Promise.resolve(name === 'apps_demo' ? appsDemoTable : billingTable),
  );
});

describe('the notifications bell', () => {
  it('tells the admin that an invoice they created was paid by a colleague', async () => {
    // A colleague (another admin, with two-step sign-in) pays the balance of a sample invoice,
    // which the admin created.
    const colleague = await signIn('twostep@demo.com');
    const { body } = await call('/api/apps/invoice?itemsPerPage=-1', { token: colleague });
    const { invoices } = body as {
      invoices: { id: number; balance: number; client: { name: string } }[];
    };
    const invoice = invoices.find((candidate) => candidate.balance > 0);
    if (!invoice) throw new Error('no sample invoice with a balance');
    const paid = await call(`/api/apps/invoice/${invoice.id}/payments`, {
      method: 'POST',
      token: colleague,
      // The payment is in cents; the list's balance in dollars.
      json: {
        amount: Math.round(invoice.balance * 100),
        date: '2026-11-20',
        method: 'card',
        note: '',
      },
    });
    expect(paid.status).toBe(201);

    const { user } = await renderApp('/dashboards/crm', {
      session: await sessionFor('admin@demo.com'),
    });
    await user.click(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('An invoice you created was paid')).toBeInTheDocument();
    expect(within(menu).getByText(`#${invoice.id}: ${invoice.client.name}`)).toBeInTheDocument();
  });
});
