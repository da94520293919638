import { configure, screen, waitFor, within } from '@testing-library/react';
import { startLiveEvents, stopLiveEvents } from '@portal/auth';
import { withMockServer, FakeEventSource } from '@portal/design/testing';
import { call, seedData, sessionFor, testDb } from '@portal/mock-api/testing';
import type { Ticket } from '@portal/contract';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

/** A reply sent over a change made while the agent was writing (issue 26 §3). */
const server = withMockServer();
// Rich-text and dialog journeys are slow on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('BroadcastChannel', undefined);
  startLiveEvents();
});
afterEach(() => {
  server.events.removeAllListeners();
  stopLiveEvents();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const openTicket = () => {
  const found = seedData().tickets.find((ticket: Ticket) => ticket.status === 'open');
  if (!found) throw new Error('no open ticket');
  return found;
};

/** The stored thread's bodies, oldest first. */
const storedBodies = async (id: number) =>
  (
    await testDb()
      .selectFrom('ticket_messages')
      .select('body')
      .where('ticket_id', '=', id)
      .orderBy('position')
      .execute()
  ).map((row) => row.body);

/** The If-Match of each reply the page sends (the other agent's calls carry a bearer token). */
function watchReplies(id: number) {
  const sent: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (
      request.method === 'POST' &&
      new URL(request.url).pathname === `/api/tickets/${id}/messages` &&
      !request.headers.has('Authorization')
    )
      sent.push(request.headers.get('If-Match'));
  });
  return sent;
}

const replyBox = () => screen.getByRole('textbox', { name: 'Reply to the customer' });

/** Opens the ticket and starts a reply (the canned greeting). */
async function startWriting(ticket: Ticket) {
  const rendered = await renderRoute(`/ticket/${ticket.id}`);
  await screen.findByRole('heading', { level: 2, name: ticket.subject });
  await rendered.user.click(await screen.findByRole('combobox', { name: 'Insert canned reply' }));
  await rendered.user.click(await screen.findByRole('option', { name: 'Greeting' }));
  await waitFor(() => expect(replyBox()).toHaveTextContent(`Hello ${ticket.contact.name}`));
  return rendered;
}

/** Alex Agent replies from another desk, and the page hears of it (a live event: a refetch). */
async function anotherAgentReplies(ticket: Ticket, text: string) {
  const token = (await sessionFor('agent@demo.com')).accessToken;
  const answer = await call(`/api/tickets/${ticket.id}/messages`, {
    method: 'POST',
    token,
    json: { kind: 'reply', body: `<p>${text}</p>` },
  });
  expect(answer.status).toBe(201);
  FakeEventSource.last?.emit('ticket', { kind: 'ticket', id: String(ticket.id), actor: 5 });
  // The page shows the other's reply: the latest fetch is newer than the reply being written.
  await screen.findByText(text);
}

it('sends a reply with the version the ticket had when the agent started writing', async () => {
  const ticket = openTicket();
  const sent = watchReplies(ticket.id);
  const { user } = await startWriting(ticket);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(async () =>
    expect((await storedBodies(ticket.id)).at(-1)).toContain(ticket.contact.name),
  );
  expect(sent).toEqual(['"1"']);
  expect(await screen.findByText('Reply sent')).toBeInTheDocument();
});

it('a reply over another agent’s change opens the dialog; "Review the ticket" keeps the draft', async () => {
  const ticket = openTicket();
  const sent = watchReplies(ticket.id);
  const { user } = await startWriting(ticket);
  await anotherAgentReplies(ticket, 'Alex looked at the DNS already');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'This ticket changed while you were writing',
  });
  expect(
    within(dialog).getByText(/^Alex Agent changed this ticket at .+ while you were writing\.$/),
  ).toBeVisible();
  const changes = within(dialog).getByRole('list', { name: 'What changed' });
  expect(within(changes).getByText(/^Alex Agent replied at /)).toBeVisible();
  expect(within(changes).getByText('Alex looked at the DNS already')).toBeVisible();
  // Sent from the version the agent started from (not the refetched one), and refused.
  expect(sent).toEqual(['"1"']);
  const bodies = await storedBodies(ticket.id);
  expect(bodies.filter((body) => body.includes(`Hello ${ticket.contact.name}`))).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Review the ticket' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(replyBox()).toHaveTextContent(`Hello ${ticket.contact.name}`);
  await waitFor(() => expect(replyBox()).toHaveFocus());
  expect(screen.getByText('Alex looked at the DNS already')).toBeVisible();
  expect(await storedBodies(ticket.id)).toEqual(bodies);
  expect(sent).toHaveLength(1);

  // Reviewed: the next Send goes from the version the agent has now seen.
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(async () =>
    expect((await storedBodies(ticket.id)).at(-1)).toContain(`Hello ${ticket.contact.name}`),
  );
  expect(sent).toEqual(['"1"', '"2"']);
});

it('"Send anyway" sends the reply once, with the new version', async () => {
  const ticket = openTicket();
  const sent = watchReplies(ticket.id);
  const { user } = await startWriting(ticket);
  await anotherAgentReplies(ticket, 'Alex answered first');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'This ticket changed while you were writing',
  });
  await user.click(within(dialog).getByRole('button', { name: 'Send anyway' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(async () =>
    expect((await storedBodies(ticket.id)).at(-1)).toContain(`Hello ${ticket.contact.name}`),
  );
  const bodies = await storedBodies(ticket.id);
  expect(bodies.filter((body) => body.includes(`Hello ${ticket.contact.name}`))).toHaveLength(1);
  expect(bodies.at(-2)).toBe('<p>Alex answered first</p>');
  expect(sent).toEqual(['"1"', '"2"']);
  expect(await screen.findByText('Reply sent')).toBeInTheDocument();
  await waitFor(() => expect(replyBox()).not.toHaveTextContent(`Hello ${ticket.contact.name}`));
});

it('the agent’s own status change while writing does not hold their reply', async () => {
  const ticket = openTicket();
  const sent = watchReplies(ticket.id);
  const { user } = await startWriting(ticket);
  const view = screen.getByRole('article', { name: ticket.subject });
  await user.click(within(view).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'On hold' }));
  await screen.findByText('Ticket updated');

  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(async () =>
    expect((await storedBodies(ticket.id)).at(-1)).toContain(`Hello ${ticket.contact.name}`),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  // Refused from the version it started from, then sent from the agent's own change.
  expect(sent).toEqual(['"1"', '"2"']);
});
