import { screen, within } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { seedData } from '@portal/mock-api/testing';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();

describe('roles page', () => {
  it('shows a card per role with its holders and its permissions', async () => {
    await renderRoute('/apps/roles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Administrator' });
    const db = seedData();
    const admins = db.users.filter((u) => u.role === 'admin');
    expect(within(card).getByText(`Users: ${admins.length}`)).toBeInTheDocument();
    const granted = db.permissions.filter((p) => p.assignedTo.includes('administrator'));
    expect(within(card).getByText(`Permissions (${granted.length})`)).toBeInTheDocument();
    for (const permission of granted)
      expect(within(card).getByText(permission.name)).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View the users of Administrator' }),
    ).toHaveAttribute('href', '/apps/user/list?role=admin');
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows an error with Retry', async () => {
    server.use(
      http.get('/api/apps/roles', () => HttpResponse.json({ message: 'boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute('/apps/roles');
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Manager' })).toBeInTheDocument();
  });
});
