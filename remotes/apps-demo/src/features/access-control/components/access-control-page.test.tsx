import { screen } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { describe, expect, it } from 'vitest';
import routeTable from '../../../routes';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('access control page', () => {
  it('is the only route with an ability rule: read AclDemo (spec 6)', () => {
    const guarded = routeTable.routes.filter((route) => route.ability);
    expect(guarded.map((route) => [route.path, route.ability])).toEqual([
      ['/access-control', { action: 'read', subject: 'AclDemo' }],
    ]);
  });

  it('shows admins the admin-only content', async () => {
    await renderRoute('/access-control');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access control' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByText('Limited access')).not.toBeInTheDocument();
    expect(screen.getByText('Users: allowed')).toBeInTheDocument();
  });

  it('hides the admin-only content from the client account', async () => {
    await renderRoute('/access-control', { as: 'client@demo.com' });
    expect(await screen.findByText('Limited access')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Administrators only' })).not.toBeInTheDocument();
    expect(screen.getByText('Access control demo: allowed')).toBeInTheDocument();
    expect(screen.getByText('Users: not allowed')).toBeInTheDocument();
  });
});
