import { Button, useDirection, useMantineTheme } from '@mantine/core';
import { DateInput, DatePicker } from '@mantine/dates';
import { act, screen, waitFor } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { useAbility, useSession } from '@portal/auth';
import { changeLanguage } from './i18n';
import { notify } from './notify';
import { preferencesStore } from './preferences';
import { CLIENT_SESSION, renderWithProviders } from './testing';

function Probe() {
  const { dir } = useDirection();
  const theme = useMantineTheme();
  const ability = useAbility();
  const user = useSession((s) => s.userData);
  const { id } = useParams();
  return (
    <dl>
      <dt>dir</dt>
      <dd data-testid="dir">{dir}</dd>
      <dt>primary</dt>
      <dd data-testid="primary">{theme.colors.brand?.[6]}</dd>
      <dt>user</dt>
      <dd data-testid="user">{user?.fullName ?? 'nobody'}</dd>
      <dt>manage</dt>
      <dd data-testid="manage">{String(ability.can('manage', 'all'))}</dd>
      <dt>id</dt>
      <dd data-testid="id">{id ?? ''}</dd>
    </dl>
  );
}

describe('AppProviders via renderWithProviders', () => {
  it('signs in as admin by default and exposes route params', () => {
    renderWithProviders(<Probe />, { route: '/apps/user/view/7', path: '/apps/user/view/:id' });
    expect(screen.getByTestId('user')).toHaveTextContent('John Doe');
    expect(screen.getByTestId('manage')).toHaveTextContent('true');
    expect(screen.getByTestId('id')).toHaveTextContent('7');
  });

  it('can render signed out or as the client', () => {
    const { unmount } = renderWithProviders(<Probe />, { session: null });
    expect(screen.getByTestId('user')).toHaveTextContent('nobody');
    unmount();
    renderWithProviders(<Probe />, { session: CLIENT_SESSION });
    expect(screen.getByTestId('user')).toHaveTextContent('Jane Doe');
    expect(screen.getByTestId('manage')).toHaveTextContent('false');
  });

  it('follows language changes at run time: direction and document language', async () => {
    renderWithProviders(<Probe />);
    expect(screen.getByTestId('dir')).toHaveTextContent('ltr');
    await act(() => changeLanguage('ar'));
    await waitFor(() => expect(screen.getByTestId('dir')).toHaveTextContent('rtl'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await act(() => changeLanguage('en'));
    await waitFor(() => expect(screen.getByTestId('dir')).toHaveTextContent('ltr'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('names months and days in the active language in date pickers, the week from its first day', async () => {
    renderWithProviders(<DatePicker defaultDate={new Date(2026, 10, 1)} />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(document.querySelector('thead th')).toHaveTextContent('Mo');
    await act(() => changeLanguage('fr'));
    expect(await screen.findByText('novembre 2026')).toBeInTheDocument();
    await act(() => changeLanguage('ar'));
    expect(await screen.findByText('نوفمبر 2026')).toBeInTheDocument();
    // Saturday first in Arabic, as in the calendar.
    expect(document.querySelector('thead th')?.textContent).toBe('س');
    await act(() => changeLanguage('en'));
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
  });

  it("formats a date input's value in the active language (no DatesProvider on the page)", async () => {
    renderWithProviders(<DateInput label="Due" defaultValue="2026-11-03" />);
    expect(screen.getByLabelText('Due')).toHaveValue('November 3, 2026');
    await act(() => changeLanguage('fr'));
    await waitFor(() => expect(screen.getByLabelText('Due')).toHaveValue('novembre 3, 2026'));
    await act(() => changeLanguage('en'));
  });

  it('uses the dark primary colour in the dark scheme', () => {
    renderWithProviders(<Probe />, {
      preferences: {
        theme: 'dark',
        lightThemePrimaryColor: '#1867c0',
        darkThemePrimaryColor: '#ff0000',
      },
    });
    expect(screen.getByTestId('primary')).toHaveTextContent('#ff0000');
    act(() => preferencesStore.getState().set({ theme: 'light' }));
    expect(screen.getByTestId('primary')).toHaveTextContent('#1867c0');
  });

  it('shows the snackbar: red error, top end', async () => {
    const { user } = renderWithProviders(
      <Button onClick={() => notify.error('Something went wrong')}>Fail</Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert.closest('[data-position]')).toHaveAttribute('data-position', 'top-right');
    expect(alert).toHaveStyle({ '--notification-color': 'var(--mantine-color-red-filled)' });
  });
});
