import { configure, screen, waitFor, within } from '@testing-library/react';
import { startLiveEvents, stopLiveEvents } from '@portal/auth';
import { withMockServer, FakeEventSource } from '@portal/design/testing';
import { call, seedData, sessionFor } from '@portal/mock-api/testing';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();
// Rich-text journeys are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 3000 });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('BroadcastChannel', undefined);
  startLiveEvents();
});
afterEach(() => {
  stopLiveEvents();
  vi.unstubAllGlobals();
});

const account = (email: string) => {
  const found = seedData().accounts.find((candidate) => candidate.email === email);
  if (!found) throw new Error(`no account ${email}`);
  return found;
};

const presenceOf = async (token: string, id: number) =>
  (await call(`/api/tickets/${id}/presence`, { token })).body as {
    viewers: { fullName: string; activity: string }[];
  };

it('shows another viewer replying, live, and forgets them when they leave', async () => {
  const ticket = seedData().tickets.find((candidate) => candidate.status === 'open');
  if (!ticket) throw new Error('no open ticket');
  const { unmount } = await renderRoute(`/ticket/${ticket.id}`);
  await screen.findByRole('heading', { level: 2, name: ticket.subject });
  const agent = account('agent@demo.com');
  // A session of its own: signing in through the API would swap the page's cookie.
  const agentToken = (await sessionFor('agent@demo.com')).accessToken;
  const tell = () =>
    FakeEventSource.last?.emit('presence', {
      kind: 'presence',
      id: String(ticket.id),
      actor: agent.id,
    });
  expect(screen.queryByRole('list', { name: 'Also on this ticket' })).toBeNull();

  await call(`/api/tickets/${ticket.id}/presence`, {
    method: 'PUT',
    token: agentToken,
    json: { activity: 'replying' },
  });
  tell();
  const people = await screen.findByRole('list', { name: 'Also on this ticket' });
  expect(within(people).getByRole('listitem', { name: agent.fullName })).toBeVisible();
  const line = screen.getByText(`${agent.fullName} is replying…`);
  expect(line).toHaveAttribute('aria-live', 'polite');

  await call(`/api/tickets/${ticket.id}/presence`, { method: 'DELETE', token: agentToken });
  tell();
  await waitFor(() =>
    expect(screen.queryByRole('list', { name: 'Also on this ticket' })).toBeNull(),
  );
  expect(screen.queryByText(`${agent.fullName} is replying…`)).toBeNull();
  // Leaving is sent before the test's database goes.
  unmount();
  await waitFor(async () => expect((await presenceOf(agentToken, ticket.id)).viewers).toEqual([]));
});

it('tells the others this page is open, that its user is replying, and that they left', async () => {
  const ticket = seedData().tickets.find((candidate) => candidate.status === 'open');
  if (!ticket) throw new Error('no open ticket');
  const admin = account('admin@demo.com');
  // A session of its own: signing in through the API would swap the page's cookie.
  const agentToken = (await sessionFor('agent@demo.com')).accessToken;
  const { user, unmount } = await renderRoute(`/ticket/${ticket.id}`);
  await screen.findByRole('heading', { level: 2, name: ticket.subject });
  await waitFor(async () =>
    expect((await presenceOf(agentToken, ticket.id)).viewers).toEqual([
      expect.objectContaining({ fullName: admin.fullName, activity: 'viewing' }),
    ]),
  );

  await user.click(await screen.findByRole('textbox', { name: 'Reply to the customer' }));
  await waitFor(async () =>
    expect((await presenceOf(agentToken, ticket.id)).viewers).toEqual([
      expect.objectContaining({ activity: 'replying' }),
    ]),
  );

  unmount();
  await waitFor(async () => expect((await presenceOf(agentToken, ticket.id)).viewers).toEqual([]));
});
