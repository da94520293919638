import { describe, expect, it } from 'vitest';
import { buildAbility } from '../services/caller';
import { currentTestApp, seedData, testDb, useTestApp } from '../testing';
import { ticketSearchGroup } from './ticket-search';

useTestApp();

// The app-bar search route (`/api/app-bar/search`, the content domain's) lists this group after
// the pages and drops the entries the caller may not open; here the group itself is checked.
const ticketsGroup = async (q: string) => {
  const group = await ticketSearchGroup(currentTestApp().deps.db, q);
  expect(group).toMatchObject({ title: 'Tickets', category: 'tickets' });
  return group;
};

describe('Ctrl/⌘K search over tickets', () => {
  it('finds a ticket by number and by subject, opening /ticket/:id', async () => {
    const ticket = seedData().tickets[122];
    if (!ticket) throw new Error('no seeded ticket');
    const byNumber = await ticketsGroup(ticket.number.toLowerCase());
    expect(byNumber.children).toEqual([
      {
        url: `/ticket/${ticket.id}`,
        icon: 'ri-ticket-2-line',
        title: `${ticket.number} · ${ticket.subject}`,
        ability: { action: 'read', subject: 'Ticket' },
      },
    ]);
    await testDb()
      .updateTable('tickets')
      .set({ subject: 'Quokka mailbox rejected by relay', updated_at: '2099-01-01T00:00:00.000Z' })
      .where('id', '=', ticket.id)
      .execute();
    const bySubject = await ticketsGroup('quokka MAILBOX');
    expect(bySubject.children.map((child) => child.url)).toEqual([`/ticket/${ticket.id}`]);
    // The title's own separator is part of what is searched.
    const across = await ticketsGroup(`${ticket.number.slice(-3)} · quokka`);
    expect(across.children.map((child) => child.url)).toEqual([`/ticket/${ticket.id}`]);
  });

  it('answers at most 3 tickets, most recently updated first, and none for short queries', async () => {
    const group = await ticketsGroup('TK-');
    const newest = [...seedData().tickets]
      .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))
      .slice(0, 3)
      .map((ticket) => `/ticket/${ticket.id}`);
    expect(group.children.map((child) => child.url)).toEqual(newest);
    expect((await ticketsGroup('TK')).children).toEqual([]);
    expect((await ticketsGroup('  tk  ')).children).toEqual([]);
  });

  it('finds tickets only for callers who read them', async () => {
    const number = seedData().tickets[0]?.number ?? '';
    const group = await ticketsGroup(number);
    expect(group.children).toHaveLength(1);
    const canOpen = (email: string) => {
      const account = seedData().accounts.find((candidate) => candidate.email === email);
      const ability = buildAbility(account?.abilityRules ?? []);
      return group.children.filter(
        (child) => !child.ability || ability.can(child.ability.action, child.ability.subject),
      );
    };
    for (const email of ['auditor@demo.com', 'agent@demo.com', 'admin@demo.com'])
      expect(canOpen(email), email).toHaveLength(1);
    expect(canOpen('client@demo.com')).toEqual([]);
  });
});
