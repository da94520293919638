import { screen } from '@testing-library/react';
import { withMockServer } from '@portal/design/testing';
import { describe, expect, it } from 'vitest';
import routeTable from '../../../routes';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('access control page', () => {
  it('needs read on AclDemo (spec 6), the one subject no other page asks for', () => {
    // Since issue 25 §3 the other pages need the read ability of their data too.
    const acl = routeTable.routes.find((route) => route.path === '/access-control');
    expect(acl?.ability).toEqual({ action: 'read', subject: 'AclDemo' });
    const others = routeTable.routes.filter(
      (route) => route.path !== '/access-control' && route.ability?.subject === 'AclDemo',
    );
    expect(others).toEqual([]);
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
