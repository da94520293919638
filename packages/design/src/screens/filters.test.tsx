import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListSearchParams } from '../list/use-list-search-params';
import { pickDays, renderWithProviders } from '../testing';
import { DateRangeFilter, joinDateRange, splitDateRange } from './filters';

function TwoKeys() {
  const list = useListSearchParams({ filters: { issuedFrom: '', issuedTo: '' } });
  return <DateRangeFilter list={list} from="issuedFrom" to="issuedTo" label="Issued between" />;
}

function OneKey() {
  const list = useListSearchParams({ filters: { selectedDateRange: '' } });
  return <DateRangeFilter list={list} name="selectedDateRange" label="Issued between" />;
}

const search = (location: () => { search: string }) =>
  Object.fromEntries(new URLSearchParams(location().search));

afterEach(cleanup);

describe('DateRangeFilter', () => {
  it('fills two URL keys once both days are picked; Clear empties them', async () => {
    const { user, location } = renderWithProviders(<TwoKeys />, {
      route: '/list?issuedFrom=2026-05-20&issuedTo=2026-05-31',
      path: '/list',
    });
    expect(await screen.findByRole('button', { name: 'Issued between' })).toHaveTextContent(
      '2026-05-20 – 2026-05-31',
    );
    await pickDays(user, 'Issued between', ['2026-06-01']);
    // The open calendar is a dialog named by its field.
    expect(screen.getByRole('dialog', { name: 'Issued between' })).toBeVisible();
    // Half a range filters nothing new yet.
    expect(search(location)).toEqual({ issuedFrom: '2026-05-20', issuedTo: '2026-05-31' });
    await pickDays(user, 'Issued between', ['2026-07-15']);
    await waitFor(() =>
      expect(search(location)).toEqual({ issuedFrom: '2026-06-01', issuedTo: '2026-07-15' }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear Issued between' }));
    await waitFor(() => expect(location().search).toBe(''));
  });

  it('fills one URL key as "start to end" once both days are picked', async () => {
    const { user, location } = renderWithProviders(<OneKey />, {
      route: '/list?selectedDateRange=2026-03-01+to+2026-03-31',
      path: '/list',
    });
    expect(await screen.findByRole('button', { name: 'Issued between' })).toHaveTextContent(
      '2026-03-01 – 2026-03-31',
    );
    await pickDays(user, 'Issued between', ['2026-04-02', '2026-04-09']);
    await waitFor(() =>
      expect(search(location)).toEqual({ selectedDateRange: '2026-04-02 to 2026-04-09' }),
    );
  });

  it('ignores a value in the URL that is no day', async () => {
    renderWithProviders(<OneKey />, { route: '/list?selectedDateRange=soon', path: '/list' });
    expect(await screen.findByRole('button', { name: 'Issued between' })).toHaveTextContent(
      'Pick a date range',
    );
  });

  it('reads and writes "start to end"', () => {
    expect(splitDateRange('2026-01-01 to 2026-01-31')).toEqual(['2026-01-01', '2026-01-31']);
    expect(splitDateRange('2026-01-05')).toEqual(['2026-01-05', '2026-01-05']);
    expect(splitDateRange('2026-01-05 to soon')).toBeNull();
    expect(joinDateRange('2026-01-01', '2026-01-31')).toBe('2026-01-01 to 2026-01-31');
  });
});
