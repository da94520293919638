import { screen, within } from '@testing-library/react';
import { timeLimit, withMockServer } from '@portal/design/testing';
import { seedData, testDb } from '@portal/mock-api/testing';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/**
 * The demo client (read AclDemo only) also given read on `subject`: an account that may read
 * these pages but not change them (reads need their ability; no demo account has just this one).
 */
const grantClientRead = (subject: string) =>
  testDb()
    .insertInto('account_rules')
    .values({ account_id: 2, position: 1, action: 'read', subject })
    .execute();

withMockServer();
vi.setConfig({ testTimeout: 30_000 });

describe('CRM dashboard tickets card', () => {
  it('shows open tickets by priority from the API to staff who read tickets', async () => {
    await renderRoute('/dashboards/crm');
    const table = await screen.findByRole(
      'table',
      { name: 'Open tickets by priority' },
      { timeout: timeLimit(8000) },
    );
    const open = seedData().tickets.filter((t) => !['solved', 'closed'].includes(t.status));
    const urgent = open.filter((t) => t.priority === 'urgent').length;
    expect(
      within(table).getByRole('row', { name: new RegExp(`^Urgent ${urgent}$`) }),
    ).toBeVisible();
    expect(screen.getByText(/^SLA breached: \d+$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the tickets at risk' })).toHaveAttribute(
      'href',
      '/ticket?view=sla_risk',
    );
  });

  it('is left out for an account that cannot read tickets', async () => {
    await grantClientRead('Dashboard');
    await renderRoute('/dashboards/crm', { as: 'client@demo.com' });
    expect(
      await screen.findByText('Total users', {}, { timeout: timeLimit(8000) }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Open tickets by priority' })).toBeNull();
  });
});
