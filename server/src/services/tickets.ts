import {
  OPEN_TICKET_STATUSES,
  TICKET_LIMITS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  bodyText,
  slaAfterStaffReply,
  slaAfterStatusChange,
  slaStatus,
  ticketNumber,
  type Attachment,
  type AuditEvent,
  type CannedReply,
  type StaffRef,
  type TicketBody,
  type TicketBulkChanges,
  type TicketChanges,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketRow,
  type TicketStatus,
  type TicketSummary,
  type TicketsQuery,
  type TicketsResponse,
  type ticketMessageBodySchema,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { conflict, fieldErrors, notFound } from '../http/errors';
import { actorOf, type Actor } from '../lib/audit';
import { randomId } from '../lib/tokens';
import { nextCounterValue } from '../repositories/counters.repository';
import { insertFile } from '../repositories/files.repository';
import { appendHistories, readHistory } from '../repositories/history.repository';
import {
  appendSearchText,
  insertSearchTexts,
  replaceSearchText,
  searchText,
} from '../repositories/ticket-search.repository';
import * as tickets from '../repositories/tickets.repository';
import type { ListedTicket, TicketHeader } from '../repositories/tickets.repository';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';
import { notifyTicketAssignee } from './notifications';

type Db = Kysely<Database>;

/** History entry ids come from this series: entries of one instant keep their order. */
const HISTORY_SERIES = 'tickets_history';

export const CUSTOMER_NOT_FOUND = 'Customer not found';
const CUSTOMER_MATCHES = 20;
const CARD_INVOICES = 20;
const CARD_TICKETS = 50;

/** Replies the agents reuse; placeholders are filled by the reply box. */
export const CANNED_REPLIES: readonly CannedReply[] = [
  {
    id: 'greeting',
    title: 'Greeting',
    body: '<p>Hello {{contact.name}},</p><p>Thank you for contacting HostDesk support about {{ticket.number}}. We are looking into it.</p>',
  },
  {
    id: 'more-info',
    title: 'Ask for details',
    body: '<p>Hello {{contact.name}},</p><p>Could you send us the exact error message and the time it happened? A screenshot helps.</p>',
  },
  {
    id: 'dns-propagation',
    title: 'DNS propagation',
    body: '<p>Hello {{contact.name}},</p><p>DNS changes for {{customer.name}} can take up to 24 hours to reach every network. We will check again tomorrow.</p>',
  },
  {
    id: 'solved',
    title: 'Solved, closing',
    body: '<p>Hello {{contact.name}},</p><p>We believe this is solved. Reply to this message if anything is still wrong.</p><p>{{agent.name}}</p>',
  },
];

const OPEN = new Set<TicketStatus>(OPEN_TICKET_STATUSES);
const nowMs = (deps: AppDeps) => deps.clock.now().getTime();

// ----- Answers -----

export function toTicketRow({ ticket, messageCount, lastAuthor }: ListedTicket, now: number) {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    customer: ticket.customer,
    contact: ticket.contact,
    habilitacionId: ticket.habilitacionId,
    facturaId: ticket.facturaId,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    assignee: ticket.assignee,
    team: ticket.team,
    tags: ticket.tags,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    mergedInto: ticket.mergedInto,
    slaStatus: slaStatus(ticket.sla, ticket.priority, now),
    messageCount,
    awaitingReply: OPEN.has(ticket.status) && lastAuthor === 'customer',
  } satisfies TicketRow;
}

const readTicketHistory = (db: Db, id: number) => readHistory(db, 'tickets_history', id);

async function detail(db: Db, id: number, now: number): Promise<TicketDetail> {
  const ticket = await tickets.findTicket(db, id, readTicketHistory);
  if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
  return { ...ticket, slaStatus: slaStatus(ticket.sla, ticket.priority, now) };
}

// ----- Reads -----

const LIST_FILTERS = [
  'status',
  'priority',
  'assigneeId',
  'team',
  'customerId',
  'category',
  'tag',
] as const satisfies (keyof TicketsQuery)[];

/** One page of tickets with the count of every saved view ("my open" is the caller's). */
export async function listTickets(
  deps: AppDeps,
  caller: Caller,
  query: TicketsQuery,
): Promise<TicketsResponse> {
  const context = { me: caller.account.id, now: nowMs(deps) };
  const counts = await tickets.viewCounts(deps.db, context);
  // A saved view alone (or no filter at all): its count is the total.
  const unfiltered =
    query.q.trim() === '' && LIST_FILTERS.every((filter) => query[filter] === undefined);
  const total = !unfiltered
    ? undefined
    : query.view === undefined
      ? counts.all_open + counts.solved
      : counts[query.view];
  const page = await tickets.listTickets(deps.db, query, context, {
    total,
    tickets: counts.all_open + counts.solved,
  });
  return {
    tickets: page.tickets.map((listed) => toTicketRow(listed, context.now)),
    totalTickets: page.total,
    counts,
  };
}

export async function getTicket(deps: AppDeps, id: number | null): Promise<TicketDetail> {
  if (id === null) throw notFound(TICKET_MESSAGES.notFound);
  return detail(deps.db, id, nowMs(deps));
}

/** 404 "Ticket not found" unless the ticket exists (checked before the body is read). */
export async function requireTicket(deps: AppDeps, id: number | null): Promise<number> {
  if (id === null || !(await tickets.ticketExists(deps.db, id)))
    throw notFound(TICKET_MESSAGES.notFound);
  return id;
}

/** The CRM dashboard's card: open tickets by priority, unassigned, SLA at risk and breached. */
export async function ticketSummary(deps: AppDeps): Promise<TicketSummary> {
  const { byPriority, unassigned } = await tickets.openTicketFigures(deps.db, nowMs(deps));
  const openByPriority = Object.fromEntries(
    TICKET_PRIORITIES.map((priority) => [priority, 0]),
  ) as Record<TicketPriority, number>;
  const summary = { openByPriority, open: 0, unassigned, slaAtRisk: 0, slaBreached: 0 };
  for (const row of byPriority) {
    openByPriority[row.priority] += row.open;
    summary.open += row.open;
    summary.slaAtRisk += row.atRisk;
    summary.slaBreached += row.breached;
  }
  return summary;
}

export const listStaff = (deps: AppDeps) => tickets.listStaff(deps.db);

export const searchCustomers = (deps: AppDeps, q: string) =>
  tickets.searchCustomers(deps.db, q, CUSTOMER_MATCHES);

/** The create form's customer card: enablements, latest numbered invoices, latest tickets. */
export async function customerCard(deps: AppDeps, id: number | null) {
  const customer = id === null ? undefined : await tickets.findCustomer(deps.db, id);
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const [habilitaciones, facturas, latest] = await Promise.all([
    tickets.customerHabilitaciones(deps.db, customer.id),
    tickets.customerFacturas(deps.db, customer.id, deps.clock.today(), CARD_INVOICES),
    tickets.customerTickets(deps.db, customer.id, CARD_TICKETS),
  ]);
  return { customer, habilitaciones, facturas, tickets: latest };
}

// ----- Changes -----

/**
 * What one change did besides the tickets' rows: history entries (ids in the order they
 * happened) and the moves between statuses (for the status counts), written together at the end.
 */
class ChangeLog {
  readonly #entries: {
    ticketId: number;
    action: string;
    from: string | null;
    to: string | null;
  }[] = [];
  readonly #statuses = new Map<string, number>();

  constructor(
    readonly actor: Actor,
    readonly at: string,
  ) {}

  add(ticketId: number, action: string, from: string | null, to: string | null) {
    this.#entries.push({ ticketId, action, from, to });
  }

  /** A ticket entered `to` (from `from`, or new). */
  moveStatus(from: TicketStatus | null, to: TicketStatus) {
    if (from !== null) this.#statuses.set(from, (this.#statuses.get(from) ?? 0) - 1);
    this.#statuses.set(to, (this.#statuses.get(to) ?? 0) + 1);
  }

  /** How many entries a ticket got so far. */
  countFor(ticketId: number) {
    return this.#entries.filter((entry) => entry.ticketId === ticketId).length;
  }

  async write(db: Db) {
    // One statement, whatever the statuses: concurrent changes take the counts in one order.
    await tickets.adjustStatusCounts(db, this.#statuses);
    if (this.#entries.length === 0) return;
    // Entries of one instant keep their order: the history is read by time, then id.
    const last = await tickets.takeCounterValues(db, HISTORY_SERIES, this.#entries.length);
    const first = last - this.#entries.length + 1;
    await appendHistories(
      db,
      'tickets_history',
      this.#entries.map((entry, index) => ({
        ownerId: entry.ticketId,
        events: [
          {
            id: `th${String(first + index).padStart(12, '0')}`,
            at: this.at,
            actor: { ...this.actor },
            action: entry.action,
            from: entry.from,
            to: entry.to,
            detail: '',
          } satisfies AuditEvent,
        ],
      })),
    );
  }
}

function setStatus(ticket: TicketHeader, status: TicketStatus, log: ChangeLog) {
  if (ticket.status === status) return;
  ticket.sla = slaAfterStatusChange(ticket.sla, ticket.status, status, log.at);
  log.add(ticket.id, 'status', ticket.status, status);
  log.moveStatus(ticket.status, status);
  ticket.status = status;
}

/** Apply validated changes, one history entry per field that really changed. */
function applyChanges(
  ticket: TicketHeader,
  changes: TicketChanges,
  assignee: StaffRef | null | undefined,
  log: ChangeLog,
): boolean {
  const entries = log.countFor(ticket.id);
  if (changes.status !== undefined) setStatus(ticket, changes.status, log);
  if (changes.priority !== undefined && changes.priority !== ticket.priority) {
    log.add(ticket.id, 'priority', ticket.priority, changes.priority);
    ticket.priority = changes.priority;
  }
  if (assignee !== undefined && (assignee?.id ?? null) !== (ticket.assignee?.id ?? null)) {
    log.add(ticket.id, 'assignee', ticket.assignee?.fullName ?? null, assignee?.fullName ?? null);
    ticket.assignee = assignee ? { ...assignee } : null;
  }
  if (changes.team !== undefined && changes.team !== ticket.team) {
    log.add(ticket.id, 'team', ticket.team, changes.team);
    ticket.team = changes.team;
  }
  if (changes.tags !== undefined) {
    const tags = [...new Set(changes.tags)];
    if (tags.join('\u0000') !== ticket.tags.join('\u0000')) {
      log.add(ticket.id, 'tags', ticket.tags.join(', ') || null, tags.join(', ') || null);
      ticket.tags = tags;
    }
  }
  const changed = log.countFor(ticket.id) > entries;
  if (changed) ticket.updatedAt = log.at;
  return changed;
}

/**
 * Writes what changed of a ticket's header (and its tags when they changed). Only the columns
 * that changed: a note, which moves only the last activity, keeps the lists' counts
 * (db/count-cache.ts).
 */
async function saveTicket(db: Db, ticket: TicketHeader, before: TicketHeader) {
  const { id, ...values } = tickets.ticketValues(ticket);
  const was: Record<string, unknown> = tickets.ticketValues(before);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([column, value]) => value !== was[column]),
  );
  if (Object.keys(changed).length > 0) await tickets.updateTicket(db, id, changed);
  if (ticket.tags.join('\u0000') !== before.tags.join('\u0000'))
    await tickets.replaceTags(db, id, ticket.tags);
}

/** A staff id as assigned (null unassigns); an unknown one is a 400 on `field`. */
async function resolveAssignee(
  db: Db,
  assigneeId: string | null | undefined,
  field: string,
): Promise<StaffRef | null | undefined> {
  if (assigneeId === undefined) return undefined;
  if (assigneeId === null) return null;
  const staff = (await tickets.listStaff(db)).find((member) => member.id === assigneeId);
  if (!staff) throw fieldErrors({ [field]: [TICKET_MESSAGES.unknownAssignee] });
  return staff;
}

/** The ticket, taken for this transaction; closed ones answer 409. */
async function lockChangeable(db: Db, id: number): Promise<TicketHeader> {
  const ticket = await tickets.lockTicket(db, id);
  if (!ticket) throw notFound(TICKET_MESSAGES.notFound);
  if (ticket.status === 'closed') throw conflict(TICKET_MESSAGES.closed);
  return ticket;
}

const copy = (ticket: TicketHeader): TicketHeader => structuredClone(ticket);

/** Stores the files of new attachments; answers their ids in order. */
async function storeAttachments(
  db: Db,
  caller: Caller,
  attachments: readonly Attachment[],
  at: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (const attachment of attachments) {
    const id = randomId();
    const prefix = `data:${attachment.type};base64,`;
    await insertFile(db, {
      id,
      name: attachment.name,
      type: attachment.type,
      size: attachment.size,
      data: Buffer.from(attachment.dataUrl.slice(prefix.length), 'base64'),
      createdAt: at,
      accountId: caller.account.id,
    });
    ids.push(id);
  }
  return ids;
}

const staffAuthor = (caller: Caller): TicketMessage['author'] => ({
  kind: 'staff',
  name: caller.account.fullName,
  email: caller.account.email,
});

/** A new message's id: `t42-m3-<time in base 36>`. */
const messageId = (ticketId: number, position: number, now: Date) =>
  `t${ticketId}-m${position}-${now.getTime().toString(36)}`;

/**
 * A new ticket (status new, unassigned, SLA running): its number is the next of the series, taken
 * in the same transaction; staff log the request on the customer's behalf, so the description is
 * the contact's first message.
 */
export async function createTicket(
  deps: AppDeps,
  caller: Caller,
  body: TicketBody,
): Promise<TicketDetail> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const customer = await tickets.findCustomer(trx, body.customerId);
    if (!customer) throw fieldErrors({ customerId: [TICKET_MESSAGES.unknownCustomer] });
    if (
      body.habilitacionId !== null &&
      !(await tickets.habilitacionOfCustomer(trx, body.habilitacionId, customer.id))
    )
      throw fieldErrors({ habilitacionId: [TICKET_MESSAGES.unknownEnablement] });
    if (
      body.facturaId !== null &&
      !(await tickets.facturaOfCustomer(trx, body.facturaId, customer.id))
    )
      throw fieldErrors({ facturaId: [TICKET_MESSAGES.unknownInvoice] });
    const id = await nextCounterValue(trx, tickets.TICKET_SERIES);
    const ticket: TicketHeader = {
      id,
      number: ticketNumber(id),
      subject: body.subject,
      customer: { id: customer.id, name: customer.name, taxId: customer.taxId },
      contact: body.contact,
      habilitacionId: body.habilitacionId,
      facturaId: body.facturaId,
      category: body.category,
      priority: body.priority,
      status: 'new',
      assignee: null,
      team: null,
      tags: [...new Set(body.tags)],
      createdAt: at,
      updatedAt: at,
      sla: {
        startedAt: at,
        pausedMs: 0,
        pausedSince: null,
        firstResponseAt: null,
        resolvedAt: null,
      },
      mergedInto: null,
    };
    await tickets.insertTicket(trx, ticket);
    const fileIds = await storeAttachments(trx, caller, body.attachments, at);
    await tickets.insertMessages(trx, id, [
      {
        position: 1,
        message: {
          id: `t${id}-m1`,
          kind: 'reply',
          author: { kind: 'customer', ...body.contact },
          body: body.description,
          at,
        },
        fileIds,
      },
    ]);
    const log = new ChangeLog(actorOf(caller), at);
    log.add(id, 'created', null, 'new');
    log.moveStatus(null, 'new');
    await log.write(trx);
    await insertSearchTexts(trx, [
      {
        ticketId: id,
        text: searchText([
          ticket.number,
          ticket.subject,
          customer.name,
          bodyText(body.description),
        ]),
      },
    ]);
    return detail(trx, id, now.getTime());
  });
}

/** PATCH: status, priority, assignee, team, tags; closed tickets answer 409. */
export async function updateTicket(
  deps: AppDeps,
  caller: Caller,
  id: number,
  changes: TicketChanges,
  precondition?: Precondition,
): Promise<TicketDetail> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const ticket = await lockChangeable(trx, id);
    await claim(trx, 'tickets', id, caller, now, precondition);
    const assignee = await resolveAssignee(trx, changes.assigneeId, 'assigneeId');
    const before = copy(ticket);
    const log = new ChangeLog(actorOf(caller), now.toISOString());
    if (applyChanges(ticket, changes, assignee, log)) {
      await saveTicket(trx, ticket, before);
      await log.write(trx);
      if (ticket.assignee && ticket.assignee.id !== before.assignee?.id)
        await notifyTicketAssignee(trx, ticket, 'assigned', caller.account.id, now);
    }
    return detail(trx, id, now.getTime());
  });
}

/**
 * The same changes to several tickets (closed ones are skipped), plus adding or removing one tag
 * on each; every check passes before anything changes. Answers how many tickets changed.
 */
export async function bulkUpdate(
  deps: AppDeps,
  caller: Caller,
  body: { ids: number[]; changes: TicketBulkChanges },
): Promise<{ updated: number }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const found = new Map(
      (await tickets.lockTickets(trx, body.ids)).map((ticket) => [ticket.id, ticket]),
    );
    const missing = body.ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw fieldErrors({
        ids: [TICKET_MESSAGES.unknownTickets(missing.map(ticketNumber).join(', '))],
      });
    const { addTag, removeTag, ...changes } = body.changes;
    const assignee = await resolveAssignee(trx, changes.assigneeId, 'changes.assigneeId');
    const targets = [...new Set(body.ids)]
      .map((id) => found.get(id))
      .filter(
        (ticket): ticket is TicketHeader => ticket !== undefined && ticket.status !== 'closed',
      );
    // Each ticket's tags after the bulk change: replaced, then one added, then one removed.
    const tagsOf = (ticket: TicketHeader) => {
      if (changes.tags === undefined && addTag === undefined && removeTag === undefined)
        return undefined;
      const tags = new Set(changes.tags ?? ticket.tags);
      if (addTag !== undefined) tags.add(addTag);
      if (removeTag !== undefined) tags.delete(removeTag);
      return [...tags];
    };
    const full = targets.filter((ticket) => (tagsOf(ticket)?.length ?? 0) > TICKET_LIMITS.tags);
    if (full.length > 0)
      throw fieldErrors({
        'changes.addTag': [TICKET_MESSAGES.tagsFull(full.map((t) => t.number).join(', '))],
      });
    const log = new ChangeLog(actorOf(caller), now.toISOString());
    let updated = 0;
    for (const ticket of targets) {
      const before = copy(ticket);
      if (applyChanges(ticket, { ...changes, tags: tagsOf(ticket) }, assignee, log)) {
        await saveTicket(trx, ticket, before);
        // A new version: an edit form opened before this change must not overwrite it unseen.
        await claim(trx, 'tickets', ticket.id, caller, now);
        updated += 1;
      }
    }
    await log.write(trx);
    return { updated };
  });
}

/**
 * A staff reply or internal note. A public reply answers the first response, and opens a new
 * ticket unless the agent chose a status ("Send and set status"). With a precondition (the
 * version the agent read when they started writing) a ticket changed since is refused whole.
 */
export async function addMessage(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: z.output<typeof ticketMessageBodySchema>,
  precondition?: Precondition,
): Promise<TicketDetail> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const ticket = await lockChangeable(trx, id);
    await claim(trx, 'tickets', id, caller, now, precondition);
    const before = copy(ticket);
    const position = (await tickets.countMessages(trx, id)) + 1;
    const fileIds = await storeAttachments(trx, caller, body.attachments, at);
    await tickets.insertMessages(trx, id, [
      {
        position,
        message: {
          id: messageId(id, position, now),
          kind: body.kind,
          author: staffAuthor(caller),
          body: body.body,
          at,
        },
        fileIds,
      },
    ]);
    const log = new ChangeLog(actorOf(caller), at);
    if (body.kind === 'reply') {
      ticket.sla = slaAfterStaffReply(ticket.sla, at);
      if (body.status === undefined && ticket.status === 'new') setStatus(ticket, 'open', log);
    }
    if (body.status !== undefined) setStatus(ticket, body.status, log);
    ticket.updatedAt = at;
    await saveTicket(trx, ticket, before);
    await log.write(trx);
    await appendSearchText(trx, id, [bodyText(body.body)]);
    if (body.kind === 'reply')
      await notifyTicketAssignee(trx, ticket, 'reply', caller.account.id, now);
    return detail(trx, id, now.getTime());
  });
}

/**
 * Merges ticket `id` into `targetId` (another open ticket of the same customer): its messages
 * are copied into the target in time order with an internal note, and it is closed pointing at
 * the target. Both tickets are taken (in id order) and checked inside the transaction.
 */
export async function mergeTicket(
  deps: AppDeps,
  caller: Caller,
  id: number,
  targetId: number,
): Promise<TicketDetail> {
  const now = deps.clock.now();
  const at = now.toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const taken = new Map(
      (await tickets.lockTickets(trx, [id, targetId])).map((ticket) => [ticket.id, ticket]),
    );
    const source = taken.get(id);
    if (!source) throw notFound(TICKET_MESSAGES.notFound);
    if (source.status === 'closed') throw conflict(TICKET_MESSAGES.closed);
    const target = taken.get(targetId);
    const problem =
      targetId === source.id
        ? TICKET_MESSAGES.mergeSelf
        : !target
          ? TICKET_MESSAGES.mergeUnknown
          : target.customer.id !== source.customer.id
            ? TICKET_MESSAGES.mergeCustomer
            : target.status === 'closed'
              ? TICKET_MESSAGES.mergeClosed
              : null;
    if (problem !== null || !target)
      throw fieldErrors({ targetId: [problem ?? TICKET_MESSAGES.mergeUnknown] });
    for (const changed of [source.id, target.id]) await claim(trx, 'tickets', changed, caller, now);

    const [thread, incoming] = await Promise.all([
      tickets.readThread(trx, target.id),
      tickets.readThread(trx, source.id),
    ]);
    const copies = incoming.map((stored, index) => ({
      position: thread.length + index + 1,
      message: { ...stored.message, id: `${stored.message.id}-into${target.id}-${index}` },
      fileIds: stored.fileIds,
    }));
    const copyRowIds = await tickets.insertMessages(trx, target.id, copies);
    // The thread in time order (a stable sort: the target's own first among equal times).
    const merged = [
      ...thread.map((stored) => ({ rowId: stored.rowId, message: stored.message })),
      ...copies.map((copied, index) => ({
        rowId: copyRowIds[index] ?? 0,
        message: copied.message,
      })),
    ].sort((a, b) => (a.message.at < b.message.at ? -1 : a.message.at > b.message.at ? 1 : 0));
    await tickets.reorderMessages(
      trx,
      target.id,
      merged.map((entry) => entry.rowId),
    );
    const note = {
      id: messageId(target.id, merged.length + 1, now),
      kind: 'note' as const,
      author: staffAuthor(caller),
      body: `<p>Merged ${source.number} (${source.subject}) into this ticket.</p>`,
      at,
    };
    await tickets.insertMessages(trx, target.id, [
      { position: merged.length + 1, message: note, fileIds: [] },
    ]);

    const log = new ChangeLog(actorOf(caller), at);
    const targetBefore = copy(target);
    log.add(target.id, 'merged', source.number, target.number);
    target.updatedAt = at;
    await saveTicket(trx, target, targetBefore);
    const sourceBefore = copy(source);
    setStatus(source, 'closed', log);
    log.add(source.id, 'merged', source.number, target.number);
    source.mergedInto = { id: target.id, number: target.number };
    source.updatedAt = at;
    await saveTicket(trx, source, sourceBefore);
    await log.write(trx);
    await replaceSearchText(
      trx,
      target.id,
      searchText([
        target.number,
        target.subject,
        target.customer.name,
        ...[...merged.map((entry) => entry.message), note].map((message) => bodyText(message.body)),
      ]),
    );
    return detail(trx, target.id, now.getTime());
  });
}
