import { TICKET_STATUSES, bodyText } from '@portal/contract';
import { sql, type Kysely } from 'kysely';
import { setCounter } from '../../repositories/counters.repository';
import { appendHistories } from '../../repositories/history.repository';
import { loadSearchTexts, searchText } from '../../repositories/ticket-search.repository';
import { TICKET_SERIES, messageValues, ticketValues } from '../../repositories/tickets.repository';
import type { Database } from '../database';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

/**
 * Tickets, their messages, tags, history and search text (the sample threads carry no
 * attachments), the count of each status, and the number series after the last ticket.
 */
export async function seedTickets(db: Kysely<Database>, data: SeedData): Promise<void> {
  const { tickets } = data;
  if (tickets.some((ticket) => ticket.messages.some((message) => message.attachments.length > 0)))
    throw new Error('seeded ticket messages carry no attachments');
  await insertMany(db, 'tickets', tickets.map(ticketValues));
  await insertMany(
    db,
    'ticket_messages',
    tickets.flatMap((ticket) =>
      ticket.messages.map((message, index) => messageValues(ticket.id, index + 1, message)),
    ),
  );
  await insertMany(
    db,
    'ticket_tags',
    tickets.flatMap((ticket) =>
      ticket.tags.map((tag, position) => ({ ticket_id: ticket.id, position, tag })),
    ),
  );
  await appendHistories(
    db,
    'tickets_history',
    tickets.map((ticket) => ({ ownerId: ticket.id, events: ticket.history })),
  );
  await loadSearchTexts(
    db,
    tickets.map((ticket) => ({
      ticketId: ticket.id,
      text: searchText([
        ticket.number,
        ticket.subject,
        ticket.customer.name,
        ...ticket.messages.map((message) => bodyText(message.body)),
      ]),
    })),
  );
  await insertMany(
    db,
    'ticket_status_counts',
    TICKET_STATUSES.map((status) => ({
      status,
      tickets: tickets.filter((ticket) => ticket.status === status).length,
    })),
  );
  await setCounter(
    db,
    TICKET_SERIES,
    tickets.reduce((last, ticket) => Math.max(last, ticket.id), 0),
  );
  // What the query planner knows of these tables (which index narrows a list best).
  for (const table of ['tickets', 'ticket_messages', 'ticket_tags'])
    await sql`analyze ${sql.table(table)}`.execute(db);
}
