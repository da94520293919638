import { getDb } from '../db/store';
import type { SearchIndexGroup } from './search-index';

/** The most tickets one search answers (fewer than the trim of 3, so none is dropped). */
export const TICKET_SEARCH_MAX = 3;
/** Shorter queries find pages only: a ticket's subject would match almost any letter or two. */
export const TICKET_SEARCH_MIN_LENGTH = 3;

/**
 * Ctrl/⌘K search over tickets: the entries titled "TK-000123 · Subject" whose title contains
 * `q`, most recently updated first, each opening `/ticket/:id` (only for callers who read
 * tickets: the search handler drops entries the caller may not open).
 */
export function ticketSearchGroup(q: string): SearchIndexGroup {
  const needle = q.trim().toLowerCase();
  const group: SearchIndexGroup = { title: 'Tickets', category: 'tickets', children: [] };
  if (needle.length < TICKET_SEARCH_MIN_LENGTH) return group;
  const found = getDb()
    .tickets.map((ticket) => ({ ticket, title: `${ticket.number} · ${ticket.subject}` }))
    .filter(({ title }) => title.toLowerCase().includes(needle))
    .sort((a, b) => (a.ticket.updatedAt < b.ticket.updatedAt ? 1 : -1))
    .slice(0, TICKET_SEARCH_MAX);
  group.children = found.map(({ ticket, title }) => ({
    url: `/ticket/${ticket.id}`,
    icon: 'ri-ticket-2-line',
    title,
    ability: { action: 'read', subject: 'Ticket' },
  }));
  return group;
}
