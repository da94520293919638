import {
  CALENDARS,
  type AbilityRule,
  type AuditEvent,
  type Factura,
  type FacturaStatus,
  type Nota,
  type CalendarEvent,
  type Course,
  type CourseDetails,
  type Email,
  type Invoice,
  type KanbanBoard,
} from '@portal/contract';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Database } from '../db/database';
import { listTables } from '../db/reset';
import { sha256Hex } from '../lib/hash';
import { insertFacturacion } from '../db/seed/billing';
import { insertEvents, listEvents } from '../repositories/calendar-events.repository';
import { findCourse, findCourseDetails } from '../repositories/courses.repository';
import { findEmail } from '../repositories/emails.repository';
import { eventsAfter, type StoredEvent } from '../repositories/events.repository';
import { findFile, type StoredFile } from '../repositories/files.repository';
import { readHistory, type HistoryTableName } from '../repositories/history.repository';
import { findInvoiceHeader, readInvoices } from '../repositories/invoices.repository';
import { insertBoards } from '../repositories/kanban.repository';
import { currentTestApp, testDb } from './app';
import { testDialect } from './databases';

/**
 * An invoice of the template app as the test's database holds it (what a page saved), read by
 * the repository the API answers from: `total` and `balance` in major units, lines, payments and
 * history in order.
 */
export async function storedInvoice(id: number): Promise<Invoice | undefined> {
  const db = testDb();
  const header = await findInvoiceHeader(db, id);
  if (!header) return undefined;
  const [invoice] = await readInvoices(db, [header]);
  return invoice;
}

/** How many rows a table holds (to check a failed change wrote nothing). */
export async function storedRowCount(table: keyof Database): Promise<number> {
  const row = await testDb()
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every row a table holds, as stored (to check what a request wrote, or that it wrote nothing). */
export async function storedRows<T extends keyof Database>(
  table: T,
): Promise<Selectable<Database[T]>[]> {
  return (await testDb().selectFrom(table).selectAll().execute()) as Selectable<Database[T]>[];
}

/**
 * The tables with a row that holds `text` anywhere (bytes read as Latin-1): what must never hold
 * a secret, or a value the API refused.
 */
export async function storedTablesHolding(text: string): Promise<string[]> {
  const { db, dialect } = currentTestApp().deps;
  const hits: string[] = [];
  for (const table of await listTables(db, dialect)) {
    const rows = await db
      .selectFrom(table as never)
      .selectAll()
      .execute();
    const dump = JSON.stringify(rows, (_key, value: unknown) =>
      Buffer.isBuffer(value) ? value.toString('latin1') : value,
    );
    if (dump.includes(text)) hits.push(table);
  }
  return hits;
}

/** The tables whose rows have a numeric `id`. */
type TableWithId = {
  [T in keyof Database]: Selectable<Database[T]> extends { id: number } ? T : never;
}[keyof Database];

/** The row `id` of a table as stored, or undefined when there is none (a deleted row). */
export async function findStoredRow<T extends TableWithId>(
  table: T,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  return (await storedRows(table)).find((stored) => (stored as { id: number }).id === id);
}

/** The row `id` of a table as stored, its columns as written (a status, an amount in minor units). */
export async function storedRow<T extends TableWithId>(
  table: T,
  id: number,
): Promise<Selectable<Database[T]>> {
  const row = await findStoredRow(table, id);
  if (!row) throw new Error(`${table} holds no row ${id}`);
  return row;
}

/**
 * Arranges: rows written straight into a table, past the API (a volume at the limits, a clash to
 * inject); rejects as the database does (a constraint it breaks).
 */
export async function arrangeRows<T extends keyof Database>(
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  await testDb().insertInto(table).values(rows).execute();
}

/**
 * Arranges: every `UPDATE` of `table` that sets `column` fails inside the database (a trigger), to
 * check that a change of several rows is undone as a whole.
 */
export async function arrangeUpdateFails(table: keyof Database, column: string): Promise<void> {
  const db = testDb();
  if (testDialect() === 'postgres') {
    await sql
      .raw(
        `create function test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger test_fail before update of ${column} on ${table} for each row execute function test_fail()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger test_fail before update of ${column} on ${table} begin select raise(abort, 'boom'); end`,
      )
      .execute(db);
  }
}

/** An entity's history as stored (`facturas_history`, `habilitaciones_history`…), oldest first. */
export async function storedHistory(
  table: HistoryTableName,
  ownerId: number,
): Promise<AuditEvent[]> {
  return readHistory(testDb(), table, ownerId);
}

/** Every stored event of `kind` (what the event stream sends), oldest first. */
export async function storedEvents(kind: string): Promise<StoredEvent[]> {
  const pageSize = 500;
  const events: StoredEvent[] = [];
  for (;;) {
    const page = await eventsAfter(testDb(), events.at(-1)?.id ?? 0, pageSize);
    events.push(...page);
    if (page.length < pageSize) return events.filter((event) => event.kind === kind);
  }
}

// Academy

/** A course as stored (its `completedTasks` is the kept count). */
export async function storedCourse(id: number): Promise<Course | undefined> {
  return findCourse(testDb(), id);
}

/** A course's details as stored: its sections and each topic's done state. */
export async function storedCourseDetails(id: number): Promise<CourseDetails | undefined> {
  return findCourseDetails(testDb(), id);
}

/** Sets a course's kept completed count, whatever its topics say (no repository writes it alone). */
export async function arrangeCourseCompletedTasks(id: number, completedTasks: number) {
  await testDb()
    .updateTable('courses')
    .set({ completed_tasks: completedTasks })
    .where('id', '=', id)
    .execute();
}

// Calendar

/** Every stored calendar event, of all calendars, in the order they were added. */
export async function storedCalendarEvents(): Promise<CalendarEvent[]> {
  return listEvents(testDb(), CALENDARS);
}

/** The guest names stored for an event id, even once the event is gone (to check none is left). */
export async function storedCalendarGuestNames(eventId: number): Promise<string[]> {
  const rows = await testDb()
    .selectFrom('calendar_event_guests')
    .select('name')
    .where('event_id', '=', eventId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.name);
}

/** Stores calendar events as they are, ids included. */
export async function arrangeCalendarEvents(events: readonly CalendarEvent[]): Promise<void> {
  await insertEvents(testDb(), events);
}

// Chat

/**
 * The unseen count kept on the chat with a demo contact: the column an opening resets, not the
 * count as of now that the API answers (throws when there is no such chat).
 */
export async function storedChatUnseenMsgs(contactId: number): Promise<number> {
  const row = await testDb()
    .selectFrom('chats')
    .select('unseen_msgs')
    .where('user_id', '=', contactId)
    .executeTakeFirstOrThrow();
  return row.unseen_msgs;
}

/** The ids of every chat (of any owner) with a demo contact: to count them. */
export async function storedChatIds(contactId: number): Promise<number[]> {
  const rows = await testDb()
    .selectFrom('chats')
    .select('id')
    .where('user_id', '=', contactId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Every demo chat message row exactly as stored, in id order (to check a read wrote nothing). */
export async function storedChatMessageRows() {
  return testDb().selectFrom('chat_messages').selectAll().orderBy('id').execute();
}

/** Gives an account one more CASL rule at `position` (no repository adds a rule to an account). */
export async function arrangeAccountRule(
  accountId: number,
  position: number,
  rule: AbilityRule,
): Promise<void> {
  await testDb()
    .insertInto('account_rules')
    .values({ account_id: accountId, position, action: rule.action, subject: rule.subject })
    .execute();
}

// E-mail

/** A mailbox message as stored, answered as the mailbox shows it (labels in order). */
export async function storedEmail(id: number): Promise<Email | undefined> {
  return findEmail(testDb(), id);
}

/** The files attached to an e-mail, in order, with their stored bytes. */
export async function storedEmailFiles(emailId: number): Promise<StoredFile[]> {
  const db = testDb();
  const links = await db
    .selectFrom('email_attachments')
    .select('file_id')
    .where('email_id', '=', emailId)
    .orderBy('position')
    .execute();
  const files = await Promise.all(links.map((link) => findFile(db, link.file_id)));
  return files.filter((file) => file !== undefined);
}

/** A stored file (undefined once it is deleted). */
export async function storedFile(id: string): Promise<StoredFile | undefined> {
  return findFile(testDb(), id);
}

// Kanban

/** The members stored for a card id, even once the card is gone (to check none is left). */
export async function storedKanbanItemMembers(itemId: number): Promise<string[]> {
  const rows = await testDb()
    .selectFrom('kanban_item_members')
    .select('name')
    .where('item_id', '=', itemId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.name);
}

/**
 * Writes boards straight through the repository, past the service's checks (such as its title
 * check): for tests of what the database itself refuses.
 */
export async function writeKanbanBoards(boards: readonly KanbanBoard[]): Promise<void> {
  await insertBoards(testDb(), boards);
}

/** Arranges: a migration as if it had never run (`/readyz` then reports it pending). */
export async function arrangeMigrationNotRun(name: string): Promise<void> {
  await testDb()
    .deleteFrom('kysely_migration' as never)
    .where('name' as never, '=', name as never)
    .execute();
}

/** Arranges: an invoice of the template app in another currency. */
export async function arrangeInvoiceCurrency(id: number, currency: string): Promise<void> {
  await testDb().updateTable('invoices').set({ currency }).where('id', '=', id).execute();
}

/** Arranges: an enablement in `status` (and on `plan`, when given), past the rules of the API. */
export async function arrangeHabilitacionStatus(
  id: number,
  status: string,
  plan?: string,
): Promise<void> {
  await testDb()
    .updateTable('habilitaciones')
    .set(plan === undefined ? { status } : { status, plan })
    .where('id', '=', id)
    .execute();
}

/** Arranges: no help article has its text in `lang` (the answers fall back to English). */
export async function arrangeHelpTextsGone(lang: string): Promise<void> {
  await testDb().deleteFrom('help_article_texts').where('lang', '=', lang).execute();
}

/** Arranges: an account's stored password hash (another account's, say). */
export async function arrangePasswordOf(accountId: number, passwordHash: string): Promise<void> {
  await testDb()
    .updateTable('accounts')
    .set({ password_hash: passwordHash })
    .where('id', '=', accountId)
    .execute();
}

/** Arranges: an account without a password (it signs in only through a connected account). */
export async function arrangePasswordGone(accountId: number): Promise<void> {
  await arrangePasswordOf(accountId, '');
}

/** Arranges: the session of `token` last used at `at` (a session idle for a month has ended). */
export async function arrangeSessionLastActive(token: string, at: Date): Promise<void> {
  await testDb()
    .updateTable('sessions')
    .set({ last_active_at: at.toISOString() })
    .where('token_hash', '=', sha256Hex(token))
    .execute();
}

/** Arranges: an API key that expires (or expired) at `at`. */
export async function arrangeApiKeyExpiry(id: string, at: Date): Promise<void> {
  await testDb()
    .updateTable('api_keys')
    .set({ expires_at: at.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Arranges: an account gone from the database. */
export async function arrangeUserGone(id: number): Promise<void> {
  await testDb().deleteFrom('users').where('id', '=', id).execute();
}

/** Arranges: the billing tables hold `facturas` and their `notas`, and nothing else. */
export async function arrangeFacturacion(
  facturas: readonly Factura[],
  notas: readonly Nota[],
): Promise<void> {
  const db = testDb();
  await db.deleteFrom('notas').execute();
  await db.deleteFrom('facturas').execute();
  await insertFacturacion(db, facturas, notas);
}

/** A factura's status as stored (not as read through the clock). */
export async function storedFacturaStatus(id: number): Promise<FacturaStatus | undefined> {
  const row = await testDb()
    .selectFrom('facturas')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status as FacturaStatus | undefined;
}
