import { screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/render-route';

describe('home page', () => {
  it('is served at the remote’s first prefix, translated', async () => {
    await renderRoute('__PREFIX__');
    expect(await screen.findByRole('heading', { level: 1, name: '__TITLE__' })).toBeVisible();
  });
});
