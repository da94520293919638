import { http } from 'msw';
import { staffOf } from '../db/seed-tickets';
import { getDb, commitDb } from '../db/store';
import type { Db } from '../db/schema';
import { actorOf, nextId, recordEvent, type Actor } from '../lib/audit';
import { authenticate, requireAbility, type Caller } from '../lib/auth';
import { EarlyResponse, fieldErrorResponse, json, messageResponse } from '../lib/http';
import { includesText, paginate, parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';
import {
  OPEN_TICKET_STATUSES,
  TICKET_LIMITS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_VIEWS,
  bodyText,
  customersQuerySchema,
  slaAfterStaffReply,
  slaAfterStatusChange,
  slaStatus,
  slaSummary,
  ticketBodySchema,
  ticketBulkBodySchema,
  ticketChangesSchema,
  ticketMergeBodySchema,
  ticketMessageBodySchema,
  ticketNumber,
  ticketsQuerySchema,
  type CannedReply,
  type SlaStatus,
  type StaffRef,
  type Ticket,
  type TicketChanges,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketRow,
  type TicketStatus,
  type TicketView,
  type TicketsQuery,
} from '@portal/contract';

/** The helpdesk's clock (tests pin it). */
export const ticketClock = { now: () => Date.now() };

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
const PRIORITY_RANK = Object.fromEntries(TICKET_PRIORITIES.map((p, index) => [p, index])) as Record<
  TicketPriority,
  number
>;

const notFound = () => messageResponse(404, TICKET_MESSAGES.notFound);
const staffIdOf = (caller: Caller) => `a${caller.account.id}`;

export const staffList = (db: Db): StaffRef[] => staffOf(db.accounts, db.users);

function findTicket(db: Db, rawId: string | readonly string[] | undefined): Ticket {
  const id = parseId(rawId);
  const ticket = db.tickets.find((candidate) => candidate.id === id);
  if (!ticket) throw new EarlyResponse(notFound());
  return ticket;
}

const statusOf = (ticket: Ticket, now: number): SlaStatus =>
  slaStatus(ticket.sla, ticket.priority, now);

export function toTicketRow(ticket: Ticket, now: number, sla = statusOf(ticket, now)): TicketRow {
  const { messages } = ticket;
  const last = messages[messages.length - 1];
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
    slaStatus: sla,
    messageCount: messages.length,
    awaitingReply: OPEN.has(ticket.status) && last?.author.kind === 'customer',
  };
}

export const toTicketDetail = (ticket: Ticket, now: number): TicketDetail => ({
  ...ticket,
  slaStatus: statusOf(ticket, now),
});

const AT_RISK = new Set(['at_risk', 'breached']);

type Summary = ReturnType<typeof slaSummary>;

function inView(ticket: Ticket, view: TicketView, me: string, sla: () => Summary): boolean {
  switch (view) {
    case 'my_open':
      return OPEN.has(ticket.status) && ticket.assignee?.id === me;
    case 'unassigned':
      return OPEN.has(ticket.status) && ticket.assignee === null;
    case 'sla_risk':
      return OPEN.has(ticket.status) && AT_RISK.has(sla().state);
    case 'pending_customer':
      return ticket.status === 'pending_customer';
    case 'all_open':
      return OPEN.has(ticket.status);
    case 'solved':
      return ticket.status === 'solved' || ticket.status === 'closed';
  }
}

// The lower-case text a search looks through (number, subject, customer, every message), kept
// per ticket until its thread grows: a search is one `includes` per ticket, nothing re-parsed.
const searchTexts = new WeakMap<Ticket, { messages: number; text: string }>();

function searchText(ticket: Ticket): string {
  const cached = searchTexts.get(ticket);
  if (cached && cached.messages === ticket.messages.length) return cached.text;
  const text = [
    ticket.number,
    ticket.subject,
    ticket.customer.name,
    ...ticket.messages.map((message) => bodyText(message.body)),
  ]
    .join('\n')
    .toLowerCase();
  searchTexts.set(ticket, { messages: ticket.messages.length, text });
  return text;
}

const matchesSearch = (ticket: Ticket, needle: string) => searchText(ticket).includes(needle);

/**
 * The first `count` items in `compare` order (the order is total: ties broken by id). A page near
 * the top of a long list keeps a small sorted window instead of sorting everything.
 */
export function firstSorted<T>(items: T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return items.sort(compare).slice(0, count);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === count && compare(item, top[count - 1] as T) >= 0) continue;
    let low = 0;
    let high = top.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(item, top[mid] as T) < 0) high = mid;
      else low = mid + 1;
    }
    top.splice(low, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

/**
 * One page of tickets with the count of every view. Newest activity first unless sorted;
 * SLA due ascending puts the most pressing first (done tickets last).
 */
export function listTickets(
  tickets: readonly Ticket[],
  query: TicketsQuery,
  { me, now }: { me: string; now: number },
) {
  const needle = query.q.trim().toLowerCase();
  const counts = Object.fromEntries(TICKET_VIEWS.map((view) => [view, 0])) as Record<
    TicketView,
    number
  >;
  const summaries = new Map<number, Summary>();
  const slaFor = (ticket: Ticket) => {
    let summary = summaries.get(ticket.id);
    if (!summary) {
      summary = slaSummary(ticket.sla, ticket.priority, now);
      summaries.set(ticket.id, summary);
    }
    return summary;
  };
  const filtered: Ticket[] = [];
  for (const ticket of tickets) {
    // The counts of every view in one pass (what `inView` says, without re-asking per view).
    let summary: Summary | undefined;
    const sla = () => (summary ??= slaSummary(ticket.sla, ticket.priority, now));
    if (OPEN.has(ticket.status)) {
      counts.all_open += 1;
      if (ticket.assignee === null) counts.unassigned += 1;
      else if (ticket.assignee.id === me) counts.my_open += 1;
      if (ticket.status === 'pending_customer') counts.pending_customer += 1;
      if (AT_RISK.has(sla().state)) counts.sla_risk += 1;
    } else {
      counts.solved += 1;
    }
    if (query.view && !inView(ticket, query.view, me, sla)) continue;
    if (query.status && ticket.status !== query.status) continue;
    if (query.priority && ticket.priority !== query.priority) continue;
    if (query.assigneeId !== undefined) {
      const assigneeId = ticket.assignee?.id ?? 'none';
      if (assigneeId !== query.assigneeId) continue;
    }
    if (query.team && ticket.team !== query.team) continue;
    if (query.customerId !== undefined && ticket.customer.id !== query.customerId) continue;
    if (query.category && ticket.category !== query.category) continue;
    if (query.tag && !ticket.tags.includes(query.tag)) continue;
    if (needle !== '' && !matchesSearch(ticket, needle)) continue;
    if (summary) summaries.set(ticket.id, summary);
    filtered.push(ticket);
  }
  const direction = query.orderBy === 'asc' ? 1 : -1;
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  let compare: (a: Ticket, b: Ticket) => number;
  switch (query.sortBy) {
    case 'created':
      compare = (a, b) => direction * byText(a.createdAt, b.createdAt) || b.id - a.id;
      break;
    case 'priority':
      compare = (a, b) =>
        direction * (PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority]) ||
        byText(b.updatedAt, a.updatedAt) ||
        b.id - a.id;
      break;
    case 'sla': {
      // Ascending by default: the soonest due first; tickets with nothing due go last.
      const slaDirection = query.orderBy === 'desc' ? -1 : 1;
      const due = new Map(filtered.map((ticket) => [ticket.id, slaFor(ticket).dueMs]));
      compare = (a, b) => {
        const dueA = due.get(a.id) ?? null;
        const dueB = due.get(b.id) ?? null;
        if (dueA === null || dueB === null)
          return dueA === dueB ? b.id - a.id : dueA === null ? 1 : -1;
        return slaDirection * (dueA - dueB) || b.id - a.id;
      };
      break;
    }
    default:
      compare = (a, b) => direction * byText(a.updatedAt, b.updatedAt) || b.id - a.id;
  }
  const end = query.itemsPerPage === -1 ? filtered.length : query.page * query.itemsPerPage;
  const sorted = firstSorted(filtered, compare, end);
  const { items } = paginate(sorted, query.page, query.itemsPerPage);
  return {
    tickets: items.map((ticket) => toTicketRow(ticket, now)),
    totalTickets: filtered.length,
    counts,
  };
}

/** Check the changes against the database before touching anything (400 with field errors). */
function resolveAssignee(
  db: Db,
  changes: TicketChanges,
  field: string,
): StaffRef | null | undefined {
  if (changes.assigneeId === undefined) return undefined;
  if (changes.assigneeId === null) return null;
  const staff = staffList(db).find((member) => member.id === changes.assigneeId);
  if (!staff)
    throw new EarlyResponse(fieldErrorResponse({ [field]: [TICKET_MESSAGES.unknownAssignee] }));
  return staff;
}

function setStatus(ticket: Ticket, status: TicketStatus, actor: Actor, at: string) {
  if (ticket.status === status) return;
  ticket.sla = slaAfterStatusChange(ticket.sla, ticket.status, status, at);
  recordEvent(ticket.history, actor, 'status', {
    from: ticket.status,
    to: status,
    at: new Date(at),
  });
  ticket.status = status;
}

/** Apply validated changes, one history entry per field that really changed. */
function applyChanges(
  ticket: Ticket,
  changes: TicketChanges,
  assignee: StaffRef | null | undefined,
  actor: Actor,
  at: string,
): boolean {
  const entries = ticket.history.length;
  const when = new Date(at);
  if (changes.status !== undefined) setStatus(ticket, changes.status, actor, at);
  if (changes.priority !== undefined && changes.priority !== ticket.priority) {
    recordEvent(ticket.history, actor, 'priority', {
      from: ticket.priority,
      to: changes.priority,
      at: when,
    });
    ticket.priority = changes.priority;
  }
  if (assignee !== undefined && (assignee?.id ?? null) !== (ticket.assignee?.id ?? null)) {
    recordEvent(ticket.history, actor, 'assignee', {
      from: ticket.assignee?.fullName ?? null,
      to: assignee?.fullName ?? null,
      at: when,
    });
    ticket.assignee = assignee ? { ...assignee } : null;
  }
  if (changes.team !== undefined && changes.team !== ticket.team) {
    recordEvent(ticket.history, actor, 'team', { from: ticket.team, to: changes.team, at: when });
    ticket.team = changes.team;
  }
  if (changes.tags !== undefined) {
    const tags = [...new Set(changes.tags)];
    if (tags.join('\u0000') !== ticket.tags.join('\u0000')) {
      recordEvent(ticket.history, actor, 'tags', {
        from: ticket.tags.join(', ') || null,
        to: tags.join(', ') || null,
        at: when,
      });
      ticket.tags = tags;
    }
  }
  const changed = ticket.history.length > entries;
  if (changed) ticket.updatedAt = at;
  return changed;
}

const closedConflict = () => messageResponse(409, TICKET_MESSAGES.closed);

function staffAuthor(caller: Caller): TicketMessage['author'] {
  return { kind: 'staff', name: caller.account.fullName, email: caller.account.email };
}

const messageId = (ticket: Ticket) =>
  `t${ticket.id}-m${ticket.messages.length + 1}-${Date.now().toString(36)}`;

export const ticketHandlers = [
  http.get(
    '/api/tickets',
    safeResolver(({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'read', 'Ticket');
      const query = parseQuery(request.url, ticketsQuerySchema);
      return json(
        listTickets(getDb().tickets, query, { me: staffIdOf(caller), now: ticketClock.now() }),
      );
    }),
  ),

  http.get(
    '/api/tickets/summary',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      const now = ticketClock.now();
      const openByPriority = Object.fromEntries(TICKET_PRIORITIES.map((p) => [p, 0])) as Record<
        TicketPriority,
        number
      >;
      let open = 0;
      let unassigned = 0;
      let slaAtRisk = 0;
      let slaBreached = 0;
      for (const ticket of getDb().tickets) {
        if (!OPEN.has(ticket.status)) continue;
        open += 1;
        openByPriority[ticket.priority] += 1;
        if (ticket.assignee === null) unassigned += 1;
        const { state } = slaSummary(ticket.sla, ticket.priority, now);
        if (state === 'breached') slaBreached += 1;
        if (state === 'at_risk') slaAtRisk += 1;
      }
      return json({ openByPriority, open, unassigned, slaAtRisk, slaBreached });
    }),
  ),

  http.get(
    '/api/tickets/staff',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      return json({ staff: staffList(getDb()) });
    }),
  ),

  http.get(
    '/api/tickets/canned-replies',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      return json({ replies: CANNED_REPLIES });
    }),
  ),

  http.get(
    '/api/tickets/customers',
    safeResolver(({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      const { q } = parseQuery(request.url, customersQuerySchema);
      const needle = q.trim();
      const customers = getDb()
        .customers.filter(
          (customer) =>
            includesText(customer.name, needle) ||
            includesText(customer.taxId, needle) ||
            includesText(customer.email, needle),
        )
        .slice(0, 20)
        .map(({ id, name, taxId, email }) => ({ id, name, taxId, email }));
      return json({ customers });
    }),
  ),

  http.get(
    '/api/tickets/customers/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      const db = getDb();
      const id = parseId(params.id);
      const customer = db.customers.find((candidate) => candidate.id === id);
      if (!customer) return messageResponse(404, 'Customer not found');
      const habilitaciones = db.habilitaciones
        .filter((habilitacion) => habilitacion.customer.id === customer.id)
        .map(({ id: habId, service, plan, status }) => ({ id: habId, service, plan, status }));
      // The customer's latest numbered invoices, for the form's "Related invoice".
      const facturas = db.facturas
        .filter((factura) => factura.customer.id === customer.id && factura.number !== null)
        .slice(-20)
        .reverse()
        .map(({ id: facturaId, number, status }) => ({
          id: facturaId,
          number: number ?? '',
          status,
        }));
      const tickets = db.tickets
        .filter((ticket) => ticket.customer.id === customer.id)
        .slice(-50)
        .reverse()
        .map(({ id: ticketId, number, subject, status }) => ({
          id: ticketId,
          number,
          subject,
          status,
        }));
      return json({ customer, habilitaciones, facturas, tickets });
    }),
  ),

  http.post(
    '/api/tickets/bulk',
    safeResolver(async ({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Ticket');
      const body = await parseBody(request, ticketBulkBodySchema);
      const db = getDb();
      const chosen = body.ids.map((id) => db.tickets.find((ticket) => ticket.id === id));
      const missing = body.ids.filter((_id, index) => chosen[index] === undefined);
      if (missing.length > 0) {
        return fieldErrorResponse({
          ids: [TICKET_MESSAGES.unknownTickets(missing.map(ticketNumber).join(', '))],
        });
      }
      const { addTag, removeTag, ...changes } = body.changes;
      const assignee = resolveAssignee(db, changes, 'changes.assigneeId');
      const targets = [...new Set(chosen)].filter(
        (ticket): ticket is Ticket => ticket !== undefined && ticket.status !== 'closed',
      );
      // Each ticket's tags after the bulk change: replaced, then one added, then one removed.
      const tagsOf = (ticket: Ticket) => {
        if (changes.tags === undefined && addTag === undefined && removeTag === undefined)
          return undefined;
        const tags = new Set(changes.tags ?? ticket.tags);
        if (addTag !== undefined) tags.add(addTag);
        if (removeTag !== undefined) tags.delete(removeTag);
        return [...tags];
      };
      const full = targets.filter((ticket) => (tagsOf(ticket)?.length ?? 0) > TICKET_LIMITS.tags);
      if (full.length > 0) {
        return fieldErrorResponse({
          'changes.addTag': [TICKET_MESSAGES.tagsFull(full.map((t) => t.number).join(', '))],
        });
      }
      const actor = actorOf(caller);
      const at = new Date(ticketClock.now()).toISOString();
      let updated = 0;
      for (const ticket of targets) {
        const ticketChanges = { ...changes, tags: tagsOf(ticket) };
        if (applyChanges(ticket, ticketChanges, assignee, actor, at)) updated += 1;
      }
      await commitDb();
      return json({ updated });
    }),
  ),

  http.get(
    '/api/tickets/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'Ticket');
      return json(toTicketDetail(findTicket(getDb(), params.id), ticketClock.now()));
    }),
  ),

  http.post(
    '/api/tickets',
    safeResolver(async ({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'create', 'Ticket');
      const body = await parseBody(request, ticketBodySchema);
      const db = getDb();
      const customer = db.customers.find((candidate) => candidate.id === body.customerId);
      if (!customer) return fieldErrorResponse({ customerId: [TICKET_MESSAGES.unknownCustomer] });
      if (
        body.habilitacionId !== null &&
        !db.habilitaciones.some(
          (habilitacion) =>
            habilitacion.id === body.habilitacionId && habilitacion.customer.id === customer.id,
        )
      ) {
        return fieldErrorResponse({ habilitacionId: [TICKET_MESSAGES.unknownEnablement] });
      }
      if (
        body.facturaId !== null &&
        !db.facturas.some(
          (factura) => factura.id === body.facturaId && factura.customer.id === customer.id,
        )
      ) {
        return fieldErrorResponse({ facturaId: [TICKET_MESSAGES.unknownInvoice] });
      }
      const now = new Date(ticketClock.now());
      const at = now.toISOString();
      const id = nextId(db.tickets);
      const ticket: Ticket = {
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
        // Staff log the request on the customer's behalf: the description is the contact's.
        messages: [
          {
            id: `t${id}-m1`,
            kind: 'reply',
            author: { kind: 'customer', ...body.contact },
            body: body.description,
            at,
            attachments: body.attachments,
          },
        ],
        history: [],
      };
      recordEvent(ticket.history, actorOf(caller), 'created', { to: 'new', at: now });
      db.tickets.push(ticket);
      await commitDb();
      return json(toTicketDetail(ticket, now.getTime()), 201);
    }),
  ),

  http.patch(
    '/api/tickets/:id',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Ticket');
      const db = getDb();
      const ticket = findTicket(db, params.id);
      const changes = await parseBody(request, ticketChangesSchema);
      if (ticket.status === 'closed') return closedConflict();
      const assignee = resolveAssignee(db, changes, 'assigneeId');
      const now = ticketClock.now();
      applyChanges(ticket, changes, assignee, actorOf(caller), new Date(now).toISOString());
      await commitDb();
      return json(toTicketDetail(ticket, now));
    }),
  ),

  http.post(
    '/api/tickets/:id/messages',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Ticket');
      const ticket = findTicket(getDb(), params.id);
      const body = await parseBody(request, ticketMessageBodySchema);
      if (ticket.status === 'closed') return closedConflict();
      const now = ticketClock.now();
      const at = new Date(now).toISOString();
      ticket.messages.push({
        id: messageId(ticket),
        kind: body.kind,
        author: staffAuthor(caller),
        body: body.body,
        at,
        attachments: body.attachments,
      });
      const actor = actorOf(caller);
      if (body.kind === 'reply') {
        ticket.sla = slaAfterStaffReply(ticket.sla, at);
        // A first answer opens a new ticket unless the agent chose a status.
        if (body.status === undefined && ticket.status === 'new')
          setStatus(ticket, 'open', actor, at);
      }
      if (body.status !== undefined) setStatus(ticket, body.status, actor, at);
      ticket.updatedAt = at;
      await commitDb();
      return json(toTicketDetail(ticket, now), 201);
    }),
  ),

  http.post(
    '/api/tickets/:id/merge',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'Ticket');
      const db = getDb();
      const source = findTicket(db, params.id);
      const { targetId } = await parseBody(request, ticketMergeBodySchema);
      if (source.status === 'closed') return closedConflict();
      const target = db.tickets.find((ticket) => ticket.id === targetId);
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
        return fieldErrorResponse({ targetId: [problem ?? TICKET_MESSAGES.mergeUnknown] });
      const now = ticketClock.now();
      const at = new Date(now).toISOString();
      const actor = actorOf(caller);
      target.messages.push(
        ...source.messages.map((message, index) => ({
          ...message,
          id: `${message.id}-into${target.id}-${index}`,
        })),
      );
      target.messages.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      target.messages.push({
        id: messageId(target),
        kind: 'note',
        author: staffAuthor(caller),
        body: `<p>Merged ${source.number} (${source.subject}) into this ticket.</p>`,
        at,
        attachments: [],
      });
      recordEvent(target.history, actor, 'merged', {
        from: source.number,
        to: target.number,
        at: new Date(at),
      });
      target.updatedAt = at;
      setStatus(source, 'closed', actor, at);
      recordEvent(source.history, actor, 'merged', {
        from: source.number,
        to: target.number,
        at: new Date(at),
      });
      source.mergedInto = { id: target.id, number: target.number };
      source.updatedAt = at;
      await commitDb();
      return json(toTicketDetail(target, now));
    }),
  ),
];
