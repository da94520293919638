import type { ContactBody, ContactResponse } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/** Stores a contact-form message; the database gives it the next id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  body: ContactBody,
  receivedAt: string,
): Promise<ContactResponse> {
  const row = await db
    .insertInto('contact_messages')
    .values({ name: body.name, email: body.email, message: body.message, received_at: receivedAt })
    .returning(['id', 'received_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, receivedAt: row.received_at };
}
