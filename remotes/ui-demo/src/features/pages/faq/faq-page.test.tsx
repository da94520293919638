import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@portal/design/base';
import { withMockServer } from '@portal/design/testing';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

describe('the FAQ page', () => {
  it('shows the groups from the API and filters them through the API', async () => {
    const { user } = await renderRoute('/pages/faq');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hardware delivery' }),
    ).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await user.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'damaged');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Cancellation & returns',
      ]),
    );
    await user.click(screen.getByRole('button', { name: /arrived damaged/ }));
    expect(await screen.findByText(/within 48 hours of delivery/)).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    await renderRoute('/pages/faq?q=zzzz');
    expect(await screen.findByRole('status')).toHaveTextContent('No question matches “zzzz”.');
  });

  it('follows the portal language: the API answers the FAQ in French', async () => {
    await renderRoute('/pages/faq');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Hardware delivery' }),
    ).toBeVisible();
    await act(() => i18n.changeLanguage('fr'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Livraison de matériel' }),
    ).toBeVisible();
    // The French answer of the API.
    expect(await screen.findByText(/69 \$/)).toBeInTheDocument();
  });
});
