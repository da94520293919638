import {
  OPEN_TICKET_STATUSES,
  SLA_AT_RISK_SHARE,
  SLA_TARGETS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type Attachment,
  type AuditEvent,
  type SlaClock,
  type StaffRef,
  type Ticket,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  type TicketView,
  type TicketsQuery,
} from '@portal/contract';
import {
  sql,
  type Insertable,
  type Kysely,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { Database } from '../db/database';
import { containsText, filterColumns } from '../db/dialect';
import { countCacheOf } from '../db/count-cache';
import { countRows, onePage } from '../db/paging';
import { countSearchMatches, searchMatches } from './ticket-search.repository';

type Db = Kysely<Database>;
type TicketRecord = Selectable<Database['tickets']>;
type TicketValues = Insertable<Database['tickets']>;

/** The series of ticket numbers (`TK-000123`) in `counters`: a ticket's id is its number's. */
export const TICKET_SERIES = 'tickets';

/** A ticket without its thread and history (what lists and every change work on). */
export type TicketHeader = Omit<Ticket, 'messages' | 'history'>;

const OPEN = OPEN_TICKET_STATUSES as readonly string[];
const DONE = ['solved', 'closed'];
export const PRIORITY_RANK = Object.fromEntries(
  TICKET_PRIORITIES.map((priority, rank) => [priority, rank]),
) as Record<TicketPriority, number>;

// ----- Staff references: `a<account id>` or `u<user id>` -----

export type StaffKey = { kind: 'account' | 'user'; id: number };

/** `a5` -> account 5, `u12` -> user 12; anything else (`a05`, `x1`, `none`) is null. */
export function parseStaffId(id: string): StaffKey | null {
  const match = /^([au])([1-9]\d{0,8})$/.exec(id);
  if (!match) return null;
  return { kind: match[1] === 'a' ? 'account' : 'user', id: Number(match[2]) };
}

const assigneeOf = (row: {
  assignee_account_id: number | null;
  assignee_user_id: number | null;
  assignee_name: string | null;
}): StaffRef | null => {
  if (row.assignee_account_id !== null)
    return { id: `a${row.assignee_account_id}`, fullName: row.assignee_name ?? '' };
  if (row.assignee_user_id !== null)
    return { id: `u${row.assignee_user_id}`, fullName: row.assignee_name ?? '' };
  return null;
};

export function assigneeValues(assignee: StaffRef | null) {
  const key = assignee === null ? null : parseStaffId(assignee.id);
  if (assignee !== null && key === null) throw new Error(`not a staff id: ${assignee.id}`);
  return {
    assignee_account_id: key?.kind === 'account' ? key.id : null,
    assignee_user_id: key?.kind === 'user' ? key.id : null,
    assignee_name: assignee?.fullName ?? null,
  };
}

/**
 * Who tickets can be assigned to: the accounts that manage tickets (`a<id>`) and the first six
 * users (`u<id>`), each in the order they were added.
 */
export async function listStaff(db: Db): Promise<StaffRef[]> {
  const [accounts, users] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['id', 'full_name'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('account_rules')
            .select('account_rules.account_id')
            .whereRef('account_rules.account_id', '=', 'accounts.id')
            .where('account_rules.action', '=', 'manage')
            .where('account_rules.subject', 'in', ['all', 'Ticket']),
        ),
      )
      .orderBy('id')
      .execute(),
    db.selectFrom('users').select(['id', 'full_name']).orderBy('id').limit(6).execute(),
  ]);
  return [
    ...accounts.map((account) => ({ id: `a${account.id}`, fullName: account.full_name })),
    ...users.map((user) => ({ id: `u${user.id}`, fullName: user.full_name })),
  ];
}

// ----- The SLA clock as stored, and what the list computes states from -----

/**
 * The columns of a clock: the clock itself (ISO), and for the list's SQL the due time of the
 * target still running before any running pause (`sla_due_ms`; the first response while it is
 * not done, else the resolution), when that target turns at risk (`sla_risk_ms`), and whether a
 * target already done was late. While both targets run, the first response always falls due
 * (and turns at risk) first, so it alone decides the running part of the state; see
 * `slaStateSql` for the rest of `slaSummary` in SQL.
 */
export function clockValues(clock: SlaClock, priority: TicketPriority) {
  const targets = SLA_TARGETS[priority];
  const start = Date.parse(clock.startedAt);
  const pausedSince = clock.pausedSince === null ? null : Date.parse(clock.pausedSince);
  const lateWhenDone = (targetMs: number, doneAt: string | null) => {
    if (doneAt === null) return false;
    const done = Date.parse(doneAt);
    const paused = clock.pausedMs + (pausedSince === null ? 0 : Math.max(0, done - pausedSince));
    return done > start + targetMs + paused;
  };
  const firstDone = clock.firstResponseAt ?? clock.resolvedAt;
  const running =
    firstDone === null
      ? targets.firstResponse
      : clock.resolvedAt === null
        ? targets.resolution
        : null;
  const due = running === null ? null : start + running + clock.pausedMs;
  return {
    sla_started_at: clock.startedAt,
    sla_paused_ms: clock.pausedMs,
    sla_paused_since: clock.pausedSince,
    sla_first_response_at: clock.firstResponseAt,
    sla_resolved_at: clock.resolvedAt,
    sla_due_ms: due,
    sla_risk_ms:
      running === null || due === null ? null : due - Math.round(running * SLA_AT_RISK_SHARE),
    sla_paused_since_ms: pausedSince,
    sla_done_breached:
      lateWhenDone(targets.firstResponse, firstDone) ||
      lateWhenDone(targets.resolution, clock.resolvedAt),
  };
}

const clockOf = (row: TicketRecord): SlaClock => ({
  startedAt: row.sla_started_at,
  pausedMs: row.sla_paused_ms,
  pausedSince: row.sla_paused_since,
  firstResponseAt: row.sla_first_response_at,
  resolvedAt: row.sla_resolved_at,
});

/**
 * The SLA state of `t` at `now` as `slaSummary` answers it. A running target is breached when
 * its due time has come, at risk when its risk time has; a pause freezes the remaining time (and
 * so the state) where it began: with a pause running since before `now`, those times are
 * compared with the pause's start instead of `now`. Written as ranges over `sla_risk_ms` and
 * `sla_due_ms` so an index answers them.
 */
export function slaStateSql(now: number) {
  const reached = (column: 'sla_risk_ms' | 'sla_due_ms', strict: boolean) => {
    const ref = sql.ref(`t.${column}`);
    const op = sql.raw(strict ? '<' : '<=');
    return sql<SqlBool>`(${ref} ${op} ${now} and (t.sla_paused_since_ms is null
      or ${ref} ${op} t.sla_paused_since_ms))`;
  };
  const breached = sql<SqlBool>`(t.sla_done_breached = ${true} or ${reached('sla_due_ms', false)})`;
  return {
    breached,
    /** At risk or breached (the "SLA at risk" view). */
    risky: sql<SqlBool>`(t.sla_done_breached = ${true} or ${reached('sla_risk_ms', true)})`,
    /** `risky` as two ranges of the status index that never overlap (to count them). */
    riskyParts: [
      sql<SqlBool>`t.sla_done_breached = ${true}`,
      sql<SqlBool>`(t.sla_done_breached = ${false} and ${reached('sla_risk_ms', true)})`,
    ] as const,
    atRisk: sql<SqlBool>`(not ${breached} and ${reached('sla_risk_ms', true)})`,
    /** The running target's due time at `now` (a running pause moves it later); null when done. */
    dueAt: sql<number | null>`(t.sla_due_ms + (case when t.sla_paused_since_ms is not null
      and t.sla_paused_since_ms < ${now} then ${now} - t.sla_paused_since_ms else 0 end))`,
  };
}

// ----- Tickets: rows <-> the contract -----

export function ticketValues(ticket: TicketHeader): TicketValues {
  return {
    id: ticket.id,
    number: ticket.number,
    subject: ticket.subject,
    customer_id: ticket.customer.id,
    customer_name: ticket.customer.name,
    customer_tax_id: ticket.customer.taxId,
    contact_name: ticket.contact.name,
    contact_email: ticket.contact.email,
    habilitacion_id: ticket.habilitacionId,
    factura_id: ticket.facturaId,
    category: ticket.category,
    priority: ticket.priority,
    priority_rank: PRIORITY_RANK[ticket.priority],
    status: ticket.status,
    ...assigneeValues(ticket.assignee),
    team: ticket.team,
    created_at: ticket.createdAt,
    updated_at: ticket.updatedAt,
    ...clockValues(ticket.sla, ticket.priority),
    merged_into_id: ticket.mergedInto?.id ?? null,
  };
}

const toHeader = (
  row: TicketRecord & { merged_number: string | null },
  tags: string[],
): TicketHeader => ({
  id: row.id,
  number: row.number,
  subject: row.subject,
  customer: { id: row.customer_id, name: row.customer_name, taxId: row.customer_tax_id },
  contact: { name: row.contact_name, email: row.contact_email },
  habilitacionId: row.habilitacion_id,
  facturaId: row.factura_id,
  category: row.category as Ticket['category'],
  priority: row.priority as TicketPriority,
  status: row.status as TicketStatus,
  assignee: assigneeOf(row),
  team: row.team as Ticket['team'],
  tags,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  sla: clockOf(row),
  mergedInto:
    row.merged_into_id === null
      ? null
      : { id: row.merged_into_id, number: row.merged_number ?? '' },
});

const ticketsWithMerged = (db: Db) =>
  db
    .selectFrom('tickets as t')
    .leftJoin('tickets as merged', 'merged.id', 't.merged_into_id')
    .selectAll('t')
    .select('merged.number as merged_number');

/** At most this many ids per `in (...)` (both dialects bind far more, a page is 100 at most). */
const ID_CHUNK = 5000;

async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>) {
  const all: T[] = [];
  for (let start = 0; start < ids.length; start += ID_CHUNK)
    all.push(...(await read(ids.slice(start, start + ID_CHUNK))));
  return all;
}

/** Each ticket's tags, in the order they were given. */
async function tagsOf(db: Db, ids: readonly number[]): Promise<Map<number, string[]>> {
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('ticket_tags')
      .select(['ticket_id', 'tag'])
      .where('ticket_id', 'in', chunk)
      .orderBy('ticket_id')
      .orderBy('position')
      .execute(),
  );
  const tags = new Map<number, string[]>();
  for (const row of rows) {
    const list = tags.get(row.ticket_id) ?? [];
    list.push(row.tag);
    tags.set(row.ticket_id, list);
  }
  return tags;
}

export async function findTicketHeader(db: Db, id: number): Promise<TicketHeader | undefined> {
  const row = await ticketsWithMerged(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return toHeader(row, (await tagsOf(db, [id])).get(id) ?? []);
}

export async function ticketExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('tickets').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the ticket's row for the rest of the transaction (PostgreSQL locks it: a second change
 * of the same ticket waits, then sees this one's outcome) and answers it as it is now.
 */
export async function lockTicket(db: Db, id: number): Promise<TicketHeader | undefined> {
  const locked = await db
    .updateTable('tickets')
    .set((eb) => ({ number: eb.ref('number') }))
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return locked && findTicketHeader(db, id);
}

/** Which of `ids` exist (each taken as `lockTicket` does, in id order). */
export async function lockTickets(db: Db, ids: readonly number[]): Promise<TicketHeader[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const found: TicketHeader[] = [];
  for (const id of unique) {
    const ticket = await lockTicket(db, id);
    if (ticket) found.push(ticket);
  }
  return found;
}

export async function insertTicket(db: Db, ticket: TicketHeader): Promise<void> {
  await db.insertInto('tickets').values(ticketValues(ticket)).execute();
  await replaceTags(db, ticket.id, ticket.tags);
}

/** Writes what changed of a ticket (the clock columns go together: see `clockValues`). */
export async function updateTicket(
  db: Db,
  id: number,
  values: Updateable<Database['tickets']>,
): Promise<void> {
  await db.updateTable('tickets').set(values).where('id', '=', id).execute();
}

export async function replaceTags(db: Db, ticketId: number, tags: readonly string[]) {
  await db.deleteFrom('ticket_tags').where('ticket_id', '=', ticketId).execute();
  if (tags.length > 0)
    await db
      .insertInto('ticket_tags')
      .values(tags.map((tag, position) => ({ ticket_id: ticketId, position, tag })))
      .execute();
}

// ----- Threads -----

/** A stored message: the contract's, with its row id, place and attachments' file ids. */
export interface StoredMessage {
  rowId: number;
  position: number;
  message: Omit<TicketMessage, 'attachments'>;
  fileIds: string[];
}

export const messageValues = (ticketId: number, position: number, message: TicketMessage) => ({
  ticket_id: ticketId,
  position,
  public_id: message.id,
  kind: message.kind,
  author_kind: message.author.kind,
  author_name: message.author.name,
  author_email: message.author.email,
  body: message.body,
  at: message.at,
});

/** A ticket's messages in order, with the ids of their files (not the bytes). */
export async function readThread(db: Db, ticketId: number): Promise<StoredMessage[]> {
  const rows = await db
    .selectFrom('ticket_messages')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('position')
    .execute();
  const attachments = await inChunks(
    rows.map((row) => row.id),
    (chunk) =>
      db
        .selectFrom('ticket_attachments')
        .select(['message_id', 'file_id'])
        .where('message_id', 'in', chunk)
        .orderBy('message_id')
        .orderBy('position')
        .execute(),
  );
  const files = new Map<number, string[]>();
  for (const attachment of attachments) {
    const list = files.get(attachment.message_id) ?? [];
    list.push(attachment.file_id);
    files.set(attachment.message_id, list);
  }
  return rows.map((row) => ({
    rowId: row.id,
    position: row.position,
    message: {
      id: row.public_id,
      kind: row.kind as TicketMessage['kind'],
      author: {
        kind: row.author_kind as TicketMessage['author']['kind'],
        name: row.author_name,
        email: row.author_email,
      },
      body: row.body,
      at: row.at,
    },
    fileIds: files.get(row.id) ?? [],
  }));
}

/** The attachments' files as the contract shows them (the bytes as a data URL). */
async function attachmentsOf(db: Db, fileIds: readonly string[]) {
  const rows =
    fileIds.length === 0
      ? []
      : await db
          .selectFrom('files')
          .select(['id', 'name', 'type', 'size', 'data'])
          .where('id', 'in', [...new Set(fileIds)])
          .execute();
  return new Map(
    rows.map((row): [string, Attachment] => [
      row.id,
      {
        name: row.name,
        type: row.type,
        size: row.size,
        dataUrl: `data:${row.type};base64,${Buffer.from(row.data).toString('base64')}`,
      },
    ]),
  );
}

/** Messages stored at `position`s of a ticket, with attachments already stored in `files`. */
export async function insertMessages(
  db: Db,
  ticketId: number,
  messages: readonly {
    position: number;
    message: Omit<TicketMessage, 'attachments'>;
    fileIds: readonly string[];
  }[],
): Promise<number[]> {
  const rowIds: number[] = [];
  for (const { position, message, fileIds } of messages) {
    const { id } = await db
      .insertInto('ticket_messages')
      .values(messageValues(ticketId, position, { ...message, attachments: [] }))
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fileIds.length > 0)
      await db
        .insertInto('ticket_attachments')
        .values(
          fileIds.map((fileId, index) => ({ message_id: id, position: index, file_id: fileId })),
        )
        .execute();
    rowIds.push(id);
  }
  return rowIds;
}

/** Gives a ticket's stored messages new places (`order`: row ids, first to last). */
export async function reorderMessages(db: Db, ticketId: number, order: readonly number[]) {
  if (order.length === 0) return;
  // Out of the way first (negative places), so no two rows ever share a place.
  await db
    .updateTable('ticket_messages')
    .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
    .where('ticket_id', '=', ticketId)
    .execute();
  await db
    .updateTable('ticket_messages')
    .set({
      position: sql<number>`case ${sql.ref('id')} ${sql.join(
        order.map((rowId, index) => sql`when ${rowId} then ${sql.lit(index + 1)}`),
        sql` `,
      )} end`,
    })
    .where('ticket_id', '=', ticketId)
    .where('id', 'in', [...order])
    .execute();
}

export async function countMessages(db: Db, ticketId: number): Promise<number> {
  const row = await db
    .selectFrom('ticket_messages')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The whole ticket: thread (attachments as data URLs) and history, oldest first. */
export async function findTicket(
  db: Db,
  id: number,
  history: (db: Db, id: number) => Promise<AuditEvent[]>,
): Promise<Ticket | undefined> {
  const header = await findTicketHeader(db, id);
  if (!header) return undefined;
  const thread = await readThread(db, id);
  const files = await attachmentsOf(
    db,
    thread.flatMap((stored) => stored.fileIds),
  );
  const messages = thread.map(({ message, fileIds }) => ({
    ...message,
    attachments: fileIds.flatMap((fileId) => {
      const file = files.get(fileId);
      return file ? [file] : [];
    }),
  }));
  return { ...header, messages, history: await history(db, id) };
}

// ----- The list -----

export interface ListContext {
  /** The caller's account id ("my open"). */
  me: number;
  /** Epoch ms: SLA states are computed as of this instant. */
  now: number;
}

/** Columns of `t` a list filters by (text ones first). */
type FilterColumn =
  | 'status'
  | 'team'
  | 'category'
  | 'assignee_account_id'
  | 'assignee_user_id'
  | 'priority_rank'
  | 'customer_id'
  | 'id';
const TEXT_COLUMNS = new Set<FilterColumn>(['status', 'team', 'category']);

/** A filter column as such or hidden from the indexes (`filterColumns`; see `listTickets`). */
const columnRef = (db: Db, indexed: boolean) =>
  filterColumns<FilterColumn>(db, 't', (column) => TEXT_COLUMNS.has(column), indexed);

const inList = (values: readonly (string | number)[]) =>
  sql`(${sql.join(values.map((value) => sql`${value}`))})`;

function viewCondition(
  view: TicketView,
  { me, now }: ListContext,
  col: ReturnType<typeof columnRef>,
): RawBuilder<SqlBool> {
  const open = sql<SqlBool>`${col('status')} in ${inList(OPEN)}`;
  switch (view) {
    case 'my_open':
      return sql<SqlBool>`${open} and ${col('assignee_account_id')} = ${me}`;
    case 'unassigned':
      return sql<SqlBool>`${open} and ${col('assignee_account_id')} is null
        and ${col('assignee_user_id')} is null`;
    case 'sla_risk':
      return sql<SqlBool>`${open} and ${slaStateSql(now).risky}`;
    case 'pending_customer':
      return sql<SqlBool>`${col('status')} = ${'pending_customer'}`;
    case 'all_open':
      return open;
    case 'solved':
      return sql<SqlBool>`${col('status')} in ${inList(DONE)}`;
  }
}

/** The conditions of a list query (the search last, when there is one). */
function conditionsOf(db: Db, query: TicketsQuery, context: ListContext, indexed: boolean) {
  const col = columnRef(db, indexed);
  const conditions: RawBuilder<SqlBool>[] = [];
  if (query.view !== undefined) conditions.push(viewCondition(query.view, context, col));
  if (query.status !== undefined) conditions.push(sql`${col('status')} = ${query.status}`);
  if (query.priority !== undefined)
    conditions.push(sql`${col('priority_rank')} = ${PRIORITY_RANK[query.priority]}`);
  if (query.assigneeId !== undefined) {
    const staff = parseStaffId(query.assigneeId);
    if (query.assigneeId === 'none')
      conditions.push(
        sql`${col('assignee_account_id')} is null and ${col('assignee_user_id')} is null`,
      );
    else if (staff?.kind === 'account')
      conditions.push(sql`${col('assignee_account_id')} = ${staff.id}`);
    else if (staff?.kind === 'user') conditions.push(sql`${col('assignee_user_id')} = ${staff.id}`);
    // Not a staff id: no ticket is assigned to it.
    else conditions.push(sql`1 = 0`);
  }
  if (query.team !== undefined) conditions.push(sql`${col('team')} = ${query.team}`);
  if (query.customerId !== undefined)
    conditions.push(sql`${col('customer_id')} = ${query.customerId}`);
  if (query.category !== undefined) conditions.push(sql`${col('category')} = ${query.category}`);
  if (query.tag !== undefined)
    conditions.push(
      sql`${col('id')} in (select ticket_id from ticket_tags where tag = ${query.tag})`,
    );
  const needle = query.q.trim().toLowerCase();
  if (needle !== '') conditions.push(searchMatches(db, col('id'), needle, { walking: !indexed }));
  return conditions;
}

/** The tickets a list query asks for (no order, no page). */
function filtered(db: Db, query: TicketsQuery, context: ListContext, indexed = true) {
  return conditionsOf(db, query, context, indexed).reduce(
    (tickets, condition) => tickets.where(condition),
    db.selectFrom('tickets as t'),
  );
}

/** How many tickets a list query matches; a search alone is counted from the search texts. */
async function countTickets(db: Db, query: TicketsQuery, context: ListContext) {
  const needle = query.q.trim().toLowerCase();
  if (needle !== '' && conditionsOf(db, query, context, true).length === 1)
    return countSearchMatches(db, needle);
  return countRows(db, filtered(db, query, context));
}

/** A list row before its SLA status is worked out. */
export interface ListedTicket {
  ticket: TicketHeader;
  messageCount: number;
  /** Who wrote the last message. */
  lastAuthor: TicketMessage['author']['kind'] | null;
}

/**
 * One page of tickets: filtered, sorted and paged in SQL. Newest activity first unless sorted;
 * SLA due ascending puts the most pressing first (nothing due last); ties newest id first.
 *
 * The count comes first (`total` when the caller knows it: a saved view's count). The page's ids
 * are then found either by walking the sort's index and keeping matching rows (when matches are
 * many, so the page is reached soon: about `page end × all tickets / matches` rows read) or from
 * the filters' indexes and sorting the matches (when they are few, or the order is the SLA's,
 * which depends on the time). Then only the page's rows are read.
 */
export async function listTickets(
  db: Db,
  query: TicketsQuery,
  context: ListContext,
  { total, tickets: ticketCount }: { total?: number; tickets: number },
) {
  const count = total ?? (await countTickets(db, query, context));
  const pageEnd = query.itemsPerPage === -1 ? count : query.page * query.itemsPerPage;
  const pageStart = query.itemsPerPage === -1 ? 0 : pageEnd - query.itemsPerPage;
  if (count === 0 || pageStart >= count) return { tickets: [], total: count };
  const walk =
    query.sortBy !== 'sla' && query.itemsPerPage !== -1 && pageEnd * ticketCount < count * count;
  const direction = query.orderBy === 'asc' ? 'asc' : 'desc';
  let ordered = filtered(db, query, context, !walk).select('t.id');
  switch (query.sortBy) {
    case 'created':
      ordered = ordered.orderBy('t.created_at', direction);
      break;
    case 'priority':
      ordered = ordered.orderBy('t.priority_rank', direction).orderBy('t.updated_at', 'desc');
      break;
    case 'sla':
      ordered = ordered
        .orderBy(sql`case when t.sla_due_ms is null then 1 else 0 end`)
        .orderBy(slaStateSql(context.now).dueAt, query.orderBy === 'desc' ? 'desc' : 'asc');
      break;
    default:
      ordered = ordered.orderBy('t.updated_at', direction);
  }
  ordered = ordered.orderBy('t.id', 'desc');
  const ids = (await onePage(ordered, query).execute()).map((row) => row.id);
  const [rows, tags, lastMessages] = await Promise.all([
    inChunks(ids, (chunk) => ticketsWithMerged(db).where('t.id', 'in', chunk).execute()),
    tagsOf(db, ids),
    lastMessagesOf(db, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const listed = ids.flatMap((id): ListedTicket[] => {
    const row = byId.get(id);
    if (!row) return [];
    const last = lastMessages.get(id);
    return [
      {
        ticket: toHeader(row, tags.get(id) ?? []),
        messageCount: last?.position ?? 0,
        lastAuthor: last?.author ?? null,
      },
    ];
  });
  return { tickets: listed, total: count };
}

/** Each ticket's last message: its place (= how many there are) and who wrote it. */
async function lastMessagesOf(db: Db, ids: readonly number[]) {
  const rows = await inChunks(ids, (chunk) =>
    db
      .selectFrom('ticket_messages as m')
      .select(['m.ticket_id', 'm.position', 'm.author_kind'])
      .where('m.ticket_id', 'in', chunk)
      .where('m.position', '=', (eb) =>
        eb
          .selectFrom('ticket_messages as last')
          .select((inner) => inner.fn.max('last.position').as('position'))
          .whereRef('last.ticket_id', '=', 'm.ticket_id'),
      )
      .execute(),
  );
  return new Map(
    rows.map((row) => [
      row.ticket_id,
      { position: row.position, author: row.author_kind as TicketMessage['author']['kind'] },
    ]),
  );
}

/** A count of the rows where `condition` holds (PostgreSQL's sum is a bigint). */
const countWhen = (condition: RawBuilder<SqlBool>) =>
  sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;

/** Adds `deltas` (status -> change) to the status counts, in one statement. */
export async function adjustStatusCounts(db: Db, deltas: ReadonlyMap<string, number>) {
  const changed = [...deltas].filter(([, delta]) => delta !== 0);
  if (changed.length === 0) return;
  await db
    .updateTable('ticket_status_counts')
    .set({
      tickets: sql<number>`tickets + case status ${sql.join(
        changed.map(([status, delta]) => sql`when ${status} then ${sql.lit(delta)}`),
        sql` `,
      )} else 0 end`,
    })
    .where(
      'status',
      'in',
      changed.map(([status]) => status),
    )
    .execute();
}

const countOpen = async (db: Db, condition: RawBuilder<SqlBool>) =>
  Number(
    (
      await db
        .selectFrom('tickets as t')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('t.status', 'in', OPEN)
        .where(condition)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** `count(*)` of open tickets where `condition` holds, as a scalar subquery. */
const openCount = (condition: RawBuilder<SqlBool>) =>
  sql<number | string>`(select count(*) from tickets t where t.status in ${inList(OPEN)}
    and ${condition})`;

/**
 * How many tickets each saved view holds, "my open" being the caller's. Kept between lists
 * (db/count-cache.ts) until a ticket is written or the next open ticket's SLA turns at risk.
 */
export async function viewCounts(db: Db, context: ListContext) {
  const cache = countCacheOf(db);
  if (!cache) return countViews(db, context);
  return cache.remember(
    `ticket-views:${context.me}`,
    ['tickets', 'ticket_status_counts'],
    () => countViews(db, context),
    { now: context.now, validUntil: () => nextAtRisk(db, context.now) },
  );
}

/** When the next open ticket whose SLA is running turns at risk (∞: none will). */
async function nextAtRisk(db: Db, now: number): Promise<number> {
  const row = await db
    .selectFrom('tickets as t')
    .select((eb) => eb.fn.min('t.sla_risk_ms').as('next'))
    .where('t.status', 'in', OPEN)
    .where('t.sla_done_breached', '=', false)
    .where('t.sla_risk_ms', '>=', now)
    .executeTakeFirst();
  return row?.next ?? Infinity;
}

/** The statuses' counts as kept, and the rest from the status indexes, in one statement. */
async function countViews(db: Db, { me, now }: ListContext) {
  const [lateDone, lateRunning] = slaStateSql(now).riskyParts;
  const row = await db
    .selectNoFrom([
      openCount(sql<SqlBool>`t.assignee_account_id = ${me}`).as('mine'),
      openCount(sql<SqlBool>`t.assignee_account_id is null and t.assignee_user_id is null`).as(
        'unassigned',
      ),
      openCount(lateDone).as('late_done'),
      openCount(lateRunning).as('late_running'),
      ...TICKET_STATUSES.map((status) =>
        sql<number | null>`(select tickets from ticket_status_counts
          where status = ${status})`.as(status),
      ),
    ])
    .executeTakeFirstOrThrow();
  const sum = (statuses: readonly TicketStatus[]) =>
    statuses.reduce((total, status) => total + (row[status] ?? 0), 0);
  return {
    my_open: Number(row.mine),
    unassigned: Number(row.unassigned),
    sla_risk: Number(row.late_done) + Number(row.late_running),
    pending_customer: sum(['pending_customer']),
    all_open: sum(OPEN_TICKET_STATUSES),
    solved: sum(TICKET_STATUSES.filter((status) => !OPEN.includes(status))),
  } satisfies Record<TicketView, number>;
}

/** Open tickets by priority, unassigned, and their SLA at risk or breached at `now`. */
export async function openTicketFigures(db: Db, now: number) {
  const sla = slaStateSql(now);
  const [rows, unassigned] = await Promise.all([
    db
      .selectFrom('tickets as t')
      .select([
        't.priority_rank',
        (eb) => eb.fn.countAll().as('open'),
        countWhen(sla.atRisk).as('at_risk'),
        countWhen(sla.breached).as('breached'),
      ])
      .where('t.status', 'in', OPEN)
      .groupBy('t.priority_rank')
      .execute(),
    countOpen(db, sql<SqlBool>`t.assignee_account_id is null and t.assignee_user_id is null`),
  ]);
  return {
    unassigned,
    byPriority: rows.map((row) => ({
      priority: TICKET_PRIORITIES[row.priority_rank] ?? 'normal',
      open: Number(row.open),
      atRisk: Number(row.at_risk),
      breached: Number(row.breached),
    })),
  };
}

/** Ctrl/⌘K: tickets whose "TK-000123 · Subject" contains `needle`, newest activity first. */
export async function searchTicketTitles(db: Db, needle: string, limit: number) {
  const title = sql<string>`t.number || ${' · '} || t.subject`;
  return db
    .selectFrom('tickets as t')
    .select(['t.id', 't.number', 't.subject'])
    .where(containsText(title, needle))
    .orderBy('t.updated_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}

// ----- The customer card and the create form's lookups -----

export async function searchCustomers(db: Db, q: string, limit: number) {
  const needle = q.trim();
  let customers = db.selectFrom('customers').select(['id', 'name', 'tax_id', 'email']);
  if (needle !== '')
    customers = customers.where((eb) =>
      eb.or([
        containsText(eb.ref('name'), needle),
        containsText(eb.ref('tax_id'), needle),
        containsText(eb.ref('email'), needle),
      ]),
    );
  const rows = await customers.orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ id: row.id, name: row.name, taxId: row.tax_id, email: row.email }));
}

export async function findCustomer(db: Db, id: number) {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      taxId: row.tax_id,
      email: row.email,
      address: row.address,
      country: row.country,
      currency: row.currency,
    }
  );
}

export async function customerHabilitaciones(db: Db, customerId: number) {
  return db
    .selectFrom('habilitaciones')
    .select(['id', 'service', 'plan', 'status'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
}

/**
 * The customer's latest numbered invoices, newest first, each with its status as of `today`
 * (issued or partially paid past the due date is overdue, as the billing pages show it).
 */
export async function customerFacturas(db: Db, customerId: number, today: string, limit: number) {
  const rows = await db
    .selectFrom('facturas')
    .select([
      'id',
      'number',
      sql<string>`case when status in ('issued', 'partially_paid') and due_date < ${today}
        then 'overdue' else status end`.as('status'),
    ])
    .where('customer_id', '=', customerId)
    .where('number', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, number: row.number ?? '', status: row.status }));
}

export async function customerTickets(db: Db, customerId: number, limit: number) {
  return db
    .selectFrom('tickets')
    .select(['id', 'number', 'subject', 'status'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function habilitacionOfCustomer(db: Db, id: number, customerId: number) {
  const row = await db
    .selectFrom('habilitaciones')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function facturaOfCustomer(db: Db, id: number, customerId: number) {
  const row = await db
    .selectFrom('facturas')
    .select('id')
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Several values of a named series at once (the last one taken is returned). */
export async function takeCounterValues(db: Db, name: string, count: number): Promise<number> {
  const row = await db
    .insertInto('counters')
    .values({ name, value: count })
    .onConflict((oc) =>
      oc.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', count) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}
