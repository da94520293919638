import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../testing/render-route';
import { withMockServer } from '@portal/design/testing';

// renderRoute signs a demo account in: its session lives in the test's database.
withMockServer();

describe('the alert demo page', () => {
  it('shows live alerts and, on Code, the source of that demo file', async () => {
    await renderRoute('/components/alert');
    const card = (await screen.findByRole('heading', { name: 'Closable' })).closest('section')!;
    expect(within(card).getByRole('alert')).toHaveTextContent('Heads up');
    await userEvent.click(within(card).getByRole('button', { name: 'Code' }));
    expect(within(card).getByLabelText('Source of Closable')).toHaveTextContent(
      'export default function AlertClosable()',
    );
  });
});
