import { screen } from '@testing-library/react';
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
});
