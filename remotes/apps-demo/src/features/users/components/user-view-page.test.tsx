import { screen } from '@testing-library/react';
import { formatNumber } from '@portal/design/base';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('user view', () => {
  it('shows the profile panel and the tabs with the user data', async () => {
    const target = seedData().users.find((u) => u.id === 21);
    if (!target) throw new Error('user 21 missing from the seed');
    const { user, location } = await renderRoute('/apps/user/view/21');
    expect(await screen.findByRole('heading', { name: target.fullName })).toBeInTheDocument();
    expect(screen.getAllByText(target.email).length).toBeGreaterThan(0);
    expect(screen.getAllByText(target.taxId).length).toBeGreaterThan(0);
    expect(screen.getAllByText(formatNumber(target.taskDone)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(formatNumber(target.projectDone)).length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Plan' }));
    expect(location().search).toBe('?tab=plan');
    expect(screen.getByRole('tabpanel', { name: 'Plan' })).toHaveTextContent('Current plan');
  });

  it('shows "User not found" and a way back for an unknown id', async () => {
    await renderRoute('/apps/user/view/9999');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute(
      'href',
      '/apps/user/list',
    );
  });

  it('treats a non-numeric id as not found without asking the API', async () => {
    await renderRoute('/apps/user/view/abc');
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });
});
