import { screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('home page', () => {
  it('lists the demo pages by group, with links', async () => {
    await renderRoute('/components');
    expect(await screen.findByRole('heading', { level: 1, name: 'UI demo' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'UI elements' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Snackbar' })).toHaveAttribute(
      'href',
      '/components/snackbar',
    );
  });
});
