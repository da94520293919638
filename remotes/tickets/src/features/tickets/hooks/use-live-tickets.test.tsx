import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startLiveEvents, stopLiveEvents } from '@portal/auth';
import { ticketKeys } from '../api/query-keys';
import { useLiveTickets } from './use-live-tickets';
import { FakeEventSource } from '@portal/design/testing';

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  // One tab, no election: the tab's own stream.
  vi.stubGlobal('BroadcastChannel', undefined);
  startLiveEvents();
});
afterEach(() => {
  stopLiveEvents();
  vi.unstubAllGlobals();
});

function Probe({ list, detail }: { list: () => Promise<number>; detail: () => Promise<number> }) {
  useLiveTickets();
  useQuery({ queryKey: [...ticketKeys.lists(), { view: 'open' }], queryFn: list });
  useQuery({ queryKey: ticketKeys.detail(9), queryFn: detail });
  return null;
}

it('refetches the open list and the changed ticket when a live ticket event arrives', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const list = vi.fn(() => Promise.resolve(1));
  const detail = vi.fn(() => Promise.resolve(1));
  render(
    <QueryClientProvider client={client}>
      <Probe list={list} detail={detail} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
  expect(detail).toHaveBeenCalledTimes(1);

  FakeEventSource.last?.emit('ticket', { kind: 'ticket', id: '4', actor: 5 }, '12');
  await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  // Another ticket changed: the open one is not fetched again.
  expect(detail).toHaveBeenCalledTimes(1);

  FakeEventSource.last?.emit('ticket', { kind: 'ticket', id: '9', actor: 5 }, '13');
  await waitFor(() => expect(detail).toHaveBeenCalledTimes(2));
  // An invoice's event is none of the helpdesk's business.
  FakeEventSource.last?.emit('invoice', { kind: 'invoice', id: '9', actor: 5 }, '14');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(list).toHaveBeenCalledTimes(3);
  expect(detail).toHaveBeenCalledTimes(2);
});
