import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { ErrorPanel } from './error-panel';
import { PageLoader } from './page-loader';
import { StatCard } from './stat-card';

describe('ErrorPanel', () => {
  it('shows the translated title and message and retries', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(<ErrorPanel onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('Could not load the data.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button without a retry action', () => {
    renderWithProviders(<ErrorPanel message="User not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderWithProviders(<ErrorPanel onRetry={vi.fn()} />, { preferences: { language: 'ar' } });
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('PageLoader', () => {
  it('announces loading', () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('StatCard', () => {
  it('shows title, value and a rising trend', () => {
    renderWithProviders(<StatCard title="Revenue" value="$12,300" trend={12.5} />);
    expect(screen.getByText('Revenue')).toBeInTheDocument();
    expect(screen.getByText('$12,300')).toBeInTheDocument();
    expect(screen.getByText('Up 12.5%')).toBeInTheDocument();
  });

  it('shows a falling trend', () => {
    renderWithProviders(<StatCard title="Tickets" value="42" trend={-3} />);
    expect(screen.getByText('Down 3%')).toBeInTheDocument();
  });

  it('shows no trend when none is given', () => {
    renderWithProviders(<StatCard title="Users" value="50" />);
    expect(screen.queryByText(/^(Up|Down) /)).not.toBeInTheDocument();
  });
});
