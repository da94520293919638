import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { searchTicketTitles } from '../repositories/tickets.repository';
import type { SearchIndexGroup } from './search-index';

/** The most tickets one search answers (fewer than the trim of 3, so none is dropped). */
export const TICKET_SEARCH_MAX = 3;
/** Shorter queries find pages only: a ticket's subject would match almost any letter or two. */
export const TICKET_SEARCH_MIN_LENGTH = 3;

/**
 * Ctrl/⌘K search over tickets: the entries titled "TK-000123 · Subject" whose title contains
 * `q`, most recently updated first, each opening `/ticket/:id` (only for callers who read
 * tickets: the search route drops entries the caller may not open).
 */
export async function ticketSearchGroup(
  db: Kysely<Database>,
  q: string,
): Promise<SearchIndexGroup> {
  const needle = q.trim().toLowerCase();
  const group: SearchIndexGroup = { title: 'Tickets', category: 'tickets', children: [] };
  if (needle.length < TICKET_SEARCH_MIN_LENGTH) return group;
  const found = await searchTicketTitles(db, needle, TICKET_SEARCH_MAX);
  group.children = found.map((ticket) => ({
    url: `/ticket/${ticket.id}`,
    icon: 'ri-ticket-2-line',
    title: `${ticket.number} · ${ticket.subject}`,
    ability: { action: 'read', subject: 'Ticket' },
  }));
  return group;
}
