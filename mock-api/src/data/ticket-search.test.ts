import { describe, expect, it } from 'vitest';
import { getDb } from '../db/store';
import { call, signIn, useMockServer } from '../testing/server';

useMockServer();

const search = async (q: string, token: string) => {
  const { status, body } = await call(`/api/app-bar/search?q=${encodeURIComponent(q)}`, { token });
  expect(status).toBe(200);
  return body as { title: string; children: { url: string; title: string }[] }[];
};
const ticketsGroup = async (q: string, token: string) =>
  (await search(q, token)).find((group) => group.title === 'Tickets');

describe('Ctrl/⌘K search over tickets', () => {
  it('finds a ticket by number and by subject, opening /ticket/:id', async () => {
    const token = await signIn();
    const ticket = getDb().tickets[122];
    if (!ticket) throw new Error('no seeded ticket');
    const byNumber = await ticketsGroup(ticket.number.toLowerCase(), token);
    expect(byNumber?.children).toEqual([
      {
        url: `/ticket/${ticket.id}`,
        icon: 'ri-ticket-2-line',
        title: `${ticket.number} · ${ticket.subject}`,
      },
    ]);
    ticket.subject = 'Quokka mailbox rejected by relay';
    ticket.updatedAt = '2099-01-01T00:00:00.000Z';
    const bySubject = await ticketsGroup('quokka MAILBOX', token);
    expect(bySubject?.children.map((child) => child.url)).toEqual([`/ticket/${ticket.id}`]);
  });

  it('answers at most 3 tickets, most recently updated first, and none for short queries', async () => {
    const token = await signIn();
    const group = await ticketsGroup('TK-', token);
    const newest = [...getDb().tickets]
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
      .slice(0, 3)
      .map((ticket) => `/ticket/${ticket.id}`);
    expect(group?.children.map((child) => child.url)).toEqual(newest);
    expect(await ticketsGroup('TK', token)).toBeUndefined();
  });

  it('finds tickets only for callers who read them', async () => {
    const number = getDb().tickets[0]?.number ?? '';
    for (const [email, password] of [
      ['auditor@demo.com', 'auditor'],
      ['agent@demo.com', 'agent'],
    ] as const) {
      expect(await ticketsGroup(number, await signIn(email, password))).toBeDefined();
    }
    expect(await search(number, await signIn('client@demo.com', 'client'))).toEqual([]);
  });
});
