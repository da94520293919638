import { NOTIFICATION_SETTING_OF, type InboxEvent } from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { randomId } from '../lib/tokens';
import { findAccountById } from '../repositories/accounts.repository';
import { insertEvent } from '../repositories/events.repository';
import { creatorOf, type HistoryTableName } from '../repositories/history.repository';
import { insertNotification } from '../repositories/notifications.repository';
import { ensureProfile, notificationSettingsOf } from '../repositories/profiles.repository';

/** Adds an in-app notification for the account when its settings keep that event in the app. */
export async function notify(
  db: Kysely<Database>,
  accountId: number,
  event: InboxEvent,
  params: Record<string, string>,
  now: Date,
): Promise<void> {
  const profile = await ensureProfile(db, accountId, now);
  if (!notificationSettingsOf(profile).events[NOTIFICATION_SETTING_OF[event]].inApp) return;
  const id = randomId();
  await insertNotification(db, { id, accountId, event, params, createdAt: now.toISOString() });
  // The bell refreshes live: an event for the recipient only (the stream reads it after the write).
  await insertEvent(db, {
    kind: 'notification',
    entityId: id,
    actorId: null,
    recipientId: accountId,
    createdAt: now.toISOString(),
  });
}

/** The sign-in account behind a ticket's staff id (`a<account id>`); null for demo staff (`u…`). */
const accountOfStaff = (staffId: string | undefined): number | null => {
  const match = /^a(\d+)$/.exec(staffId ?? '');
  return match ? Number(match[1]) : null;
};

interface TicketRef {
  id: number;
  number: string;
  subject: string;
  assignee: { id: string } | null;
}

/**
 * A ticket's change that its assignee hears of (not when they made it themselves): `assigned`
 * when it became theirs, `reply` when someone else replied on it.
 */
export async function notifyTicketAssignee(
  db: Kysely<Database>,
  ticket: TicketRef,
  what: 'assigned' | 'reply',
  actorAccountId: number,
  now: Date,
): Promise<void> {
  const accountId = accountOfStaff(ticket.assignee?.id);
  if (accountId === null || accountId === actorAccountId) return;
  const params = { ticketId: String(ticket.id), number: ticket.number, subject: ticket.subject };
  await notify(db, accountId, what === 'assigned' ? 'ticketAssigned' : 'ticketReply', params, now);
}

interface PaidInvoiceRef {
  /** The invoice's history: its `created` entry names who issued it. */
  history: Extract<HistoryTableName, 'invoices_history' | 'facturas_history'>;
  id: number;
  /** As staff name it: `#4987`, `A-0001-00000042`. */
  label: string;
  customer: string;
}

/**
 * An invoice was paid in full: the staff member who created it hears of it (not when they
 * recorded the payment themselves). The sample data's invoices were created by the admin; an
 * invoice whose creator has no account any more tells no one.
 */
export async function notifyInvoicePaid(
  db: Kysely<Database>,
  invoice: PaidInvoiceRef,
  actorAccountId: number,
  now: Date,
): Promise<void> {
  const accountId = await creatorOf(db, invoice.history, invoice.id);
  if (accountId === null || accountId === actorAccountId) return;
  if (!(await findAccountById(db, accountId))) return;
  const params = {
    invoiceId: String(invoice.id),
    label: invoice.label,
    customer: invoice.customer,
    kind: invoice.history === 'facturas_history' ? 'factura' : 'invoice',
  };
  await notify(db, accountId, 'invoicePaid', params, now);
}
