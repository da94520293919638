import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OPEN_TICKET_STATUSES,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_VIEWS,
  bodyText,
  cannedRepliesResponseSchema,
  slaStatus,
  slaSummary,
  staffResponseSchema,
  ticketCustomersResponseSchema,
  ticketDetailSchema,
  ticketSummarySchema,
  ticketsResponseSchema,
  type Ticket,
  type TicketView,
} from '@portal/contract';
import { createSeedDb } from '../db/seed';
import { TICKETS_SEED_NOW } from '../db/seed/data/seed-tickets';
import { call, seedData, signIn, testClock, testDb, useTestApp } from '../testing';

useTestApp();

const NOW = TICKETS_SEED_NOW + 60 * 60_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Moves the server's clock (the ticket clock of the former mock) to `ms`. */
function pinClock(ms: number) {
  vi.spyOn(testClock(), 'now').mockImplementation(() => new Date(ms));
  vi.spyOn(testClock(), 'today').mockReturnValue(dayOf(ms));
}

let admin = '';
beforeEach(async () => {
  admin = await signIn();
  pinClock(NOW);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function list(query = '', token = admin) {
  const { status, body } = await call(`/api/tickets${query}`, { token });
  expect(status).toBe(200);
  return ticketsResponseSchema.parse(body);
}

async function detail(id: number) {
  const { status, body } = await call(`/api/tickets/${id}`, { token: admin });
  expect(status).toBe(200);
  return ticketDetailSchema.parse(body);
}

const seeded = (predicate: (ticket: Ticket) => boolean) => {
  const found = seedData().tickets.find(predicate);
  if (!found) throw new Error('no such seeded ticket');
  return found;
};

const png = { name: 'shot.png', type: 'image/png', size: 4, dataUrl: 'data:image/png;base64,iVBO' };
const newTicket = (overrides: Record<string, unknown> = {}) => ({
  customerId: 1,
  contact: { name: 'Lucía García', email: 'lucia@example.com' },
  subject: 'Website down after DNS change',
  category: 'technical',
  priority: 'urgent',
  description: '<p>Our site is <b>down</b>.</p>',
  attachments: [png],
  ...overrides,
});

/** Files the sample data keeps before any ticket attachment (e-mail attachments). */
const SEEDED_FILES = seedData().emails.reduce((sum, email) => sum + email.attachments.length, 0);

const countOf = async (table: 'tickets' | 'ticket_messages' | 'files' | 'tickets_history') =>
  Number(
    (
      await testDb()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const tagsInDb = async (ticketId: number) =>
  (
    await testDb()
      .selectFrom('ticket_tags')
      .select('tag')
      .where('ticket_id', '=', ticketId)
      .orderBy('position')
      .execute()
  ).map((row) => row.tag);

async function setTags(ticketId: number, tags: string[]) {
  await testDb().deleteFrom('ticket_tags').where('ticket_id', '=', ticketId).execute();
  if (tags.length > 0)
    await testDb()
      .insertInto('ticket_tags')
      .values(tags.map((tag, position) => ({ ticket_id: ticketId, position, tag })))
      .execute();
}

// ----- The former mock's list, as a model the SQL answers are checked against -----

const OPEN = new Set<string>(OPEN_TICKET_STATUSES);
const isOpen = (ticket: Ticket) => OPEN.has(ticket.status);
const AT_RISK = new Set(['at_risk', 'breached']);
const RANK = Object.fromEntries(TICKET_PRIORITIES.map((p, index) => [p, index])) as Record<
  string,
  number
>;

function modelInView(ticket: Ticket, view: TicketView, me: string, now: number) {
  switch (view) {
    case 'my_open':
      return isOpen(ticket) && ticket.assignee?.id === me;
    case 'unassigned':
      return isOpen(ticket) && ticket.assignee === null;
    case 'sla_risk':
      return isOpen(ticket) && AT_RISK.has(slaSummary(ticket.sla, ticket.priority, now).state);
    case 'pending_customer':
      return ticket.status === 'pending_customer';
    case 'all_open':
      return isOpen(ticket);
    case 'solved':
      return ticket.status === 'solved' || ticket.status === 'closed';
  }
}

/** The ids the former mock answered for a view, sort and order (every page). */
function modelIds(
  tickets: readonly Ticket[],
  { view, sortBy, orderBy }: { view?: TicketView; sortBy?: string; orderBy?: 'asc' | 'desc' },
  now: number,
) {
  const rows = tickets.filter(
    (ticket) => view === undefined || modelInView(ticket, view, 'a1', now),
  );
  const direction = orderBy === 'asc' ? 1 : -1;
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const due = (ticket: Ticket) => slaSummary(ticket.sla, ticket.priority, now).dueMs;
  const compare = (a: Ticket, b: Ticket): number => {
    switch (sortBy) {
      case 'created':
        return direction * byText(a.createdAt, b.createdAt) || b.id - a.id;
      case 'priority':
        return (
          direction * ((RANK[a.priority] ?? 0) - (RANK[b.priority] ?? 0)) ||
          byText(b.updatedAt, a.updatedAt) ||
          b.id - a.id
        );
      case 'sla': {
        const slaDirection = orderBy === 'desc' ? -1 : 1;
        const dueA = due(a);
        const dueB = due(b);
        if (dueA === null || dueB === null)
          return dueA === dueB ? b.id - a.id : dueA === null ? 1 : -1;
        return slaDirection * (dueA - dueB) || b.id - a.id;
      }
      default:
        return direction * byText(a.updatedAt, b.updatedAt) || b.id - a.id;
    }
  };
  return [...rows].sort(compare).map((ticket) => ticket.id);
}

describe('the ticket seed', () => {
  it('holds about 300 deterministic tickets over 90 days, with threads, in every status', async () => {
    const { tickets } = seedData();
    expect(tickets).toHaveLength(300);
    expect(await countOf('tickets')).toBe(300);
    expect(createSeedDb().tickets).toEqual(tickets);
    const oldest = Date.parse(tickets[0]?.createdAt ?? '');
    expect(TICKETS_SEED_NOW - oldest).toBeLessThanOrEqual(91 * 86_400_000);
    for (const status of ['new', 'open', 'pending_customer', 'on_hold', 'solved', 'closed']) {
      expect(
        tickets.some((t) => t.status === status),
        status,
      ).toBe(true);
    }
    expect(tickets.every((t) => t.messages.length >= 1)).toBe(true);
    expect(tickets.some((t) => t.messages.some((m) => m.kind === 'note'))).toBe(true);
    const customerIds = new Set(seedData().customers.map((c) => c.id));
    expect(tickets.every((t) => customerIds.has(t.customer.id))).toBe(true);
    expect(tickets.every((t) => Date.parse(t.updatedAt) <= TICKETS_SEED_NOW)).toBe(true);
  });

  it('stores every seeded ticket as generated: thread, history, tags, clock', async () => {
    const { tickets } = seedData();
    for (const ticket of tickets.filter((t) => t.id % 7 === 0 || t.id <= 3)) {
      const { slaStatus, ...stored } = await detail(ticket.id);
      expect(stored, ticket.number).toEqual(ticket);
      expect(slaStatus.state).toBe(slaSummary(ticket.sla, ticket.priority, NOW).state);
    }
  });

  it('seeds 10 000 when asked', () => {
    expect(createSeedDb({ ticketCount: 10_000 }).tickets).toHaveLength(10_000);
  });
});

describe('GET /api/tickets', () => {
  it('lists open tickets with view counts, newest activity first, 10 per page', async () => {
    const result = await list('?view=all_open');
    const open = seedData().tickets.filter((t) => !['solved', 'closed'].includes(t.status));
    expect(result.totalTickets).toBe(open.length);
    expect(result.counts.all_open).toBe(open.length);
    expect(result.tickets).toHaveLength(10);
    const updated = result.tickets.map((t) => t.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(result.tickets[0]).not.toHaveProperty('messages');
    for (const view of TICKET_VIEWS) {
      expect((await list(`?view=${view}&itemsPerPage=-1`)).totalTickets, view).toBe(
        result.counts[view],
      );
    }
  });

  it('has views for unassigned, mine, pending customer, SLA at risk and solved', async () => {
    const unassigned = await list('?view=unassigned&itemsPerPage=-1');
    expect(unassigned.tickets.every((t) => t.assignee === null)).toBe(true);
    expect(unassigned.totalTickets).toBeGreaterThan(0);
    const mine = await list('?view=my_open&itemsPerPage=-1');
    expect(mine.tickets.every((t) => t.assignee?.id === 'a1')).toBe(true);
    const pending = await list('?view=pending_customer&itemsPerPage=-1');
    expect(
      pending.tickets.every((t) => t.status === 'pending_customer' && t.slaStatus.paused),
    ).toBe(true);
    const risk = await list('?view=sla_risk&itemsPerPage=-1');
    expect(risk.totalTickets).toBeGreaterThan(0);
    expect(risk.tickets.every((t) => ['at_risk', 'breached'].includes(t.slaStatus.state))).toBe(
      true,
    );
    const solved = await list('?view=solved&itemsPerPage=5');
    expect(solved.tickets.every((t) => ['solved', 'closed'].includes(t.status))).toBe(true);
  });

  it('searches number, subject, customer and message text', async () => {
    const ticket = seeded((t) => t.id === 42);
    expect((await list(`?q=${ticket.number.toLowerCase()}`)).tickets.map((t) => t.id)).toEqual([
      42,
    ]);
    const bySubject = await list(`?q=${encodeURIComponent('502 bad gateway')}&itemsPerPage=-1`);
    expect(bySubject.totalTickets).toBeGreaterThan(0);
    expect(bySubject.tickets.every((t) => t.subject.includes('502'))).toBe(true);
    const byCustomer = await list(`?q=${encodeURIComponent(ticket.customer.name)}&itemsPerPage=-1`);
    expect(byCustomer.tickets.map((t) => t.id)).toContain(42);
    const byText = await list(`?q=${encodeURIComponent('max_connections')}&itemsPerPage=-1`);
    expect(byText.totalTickets).toBeGreaterThan(0);
    expect(
      byText.tickets.every((t) => t.subject === 'Database connection errors at peak hours'),
    ).toBe(true);
  });

  it('finds what the former mock found: any text of the thread, any case, short needles too', async () => {
    const { tickets } = seedData();
    const text = (t: Ticket) =>
      [t.number, t.subject, t.customer.name, ...t.messages.map((m) => bodyText(m.body))]
        .join('\n')
        .toLowerCase();
    for (const q of [
      'PHP-FPM',
      'ww',
      'é',
      '5',
      'gmail',
      'tk-0001',
      '"',
      '%',
      '_connections',
      'slow\nafter',
      'its 10 gb quota',
    ]) {
      const needle = q.trim().toLowerCase();
      const expected = tickets
        .filter((t) => text(t).includes(needle))
        .map((t) => t.id)
        .sort((a, b) => a - b);
      const found = await list(`?q=${encodeURIComponent(q)}&itemsPerPage=-1`);
      expect(
        found.tickets.map((t) => t.id).sort((a, b) => a - b),
        q,
      ).toEqual(expected);
      // A search alone is counted apart from its page (PostgreSQL: from the search texts).
      expect((await list(`?q=${encodeURIComponent(q)}&itemsPerPage=5`)).totalTickets, q).toBe(
        expected.length,
      );
      // A page is the same slice whether it walks the sort's index (many matches: "5", "ww")
      // or sorts the matches (few).
      const page = await list(`?q=${encodeURIComponent(q)}&itemsPerPage=5&page=2`);
      expect(
        page.tickets.map((t) => t.id),
        q,
      ).toEqual(found.tickets.slice(5, 10).map((t) => t.id));
    }
  });

  it('filters by status, priority, assignee, team, customer, category and tag', async () => {
    const some = seeded((t) => t.assignee !== null && t.team !== null && t.tags.length > 0);
    const query = new URLSearchParams({
      status: some.status,
      priority: some.priority,
      assigneeId: some.assignee?.id ?? '',
      team: some.team ?? '',
      customerId: String(some.customer.id),
      category: some.category,
      tag: some.tags[0] ?? '',
      itemsPerPage: '-1',
    });
    const result = await list(`?${query.toString()}`);
    expect(result.tickets.map((t) => t.id)).toContain(some.id);
    for (const row of result.tickets) {
      expect(row).toMatchObject({ status: some.status, priority: some.priority, team: some.team });
      expect(row.customer.id).toBe(some.customer.id);
      expect(row.tags).toContain(some.tags[0]);
    }
    const none = await list('?assigneeId=none&itemsPerPage=-1');
    expect(none.tickets.every((t) => t.assignee === null)).toBe(true);
    // A user assignee, and ids that are no staff member's.
    const byUser = seeded((t) => t.assignee?.id.startsWith('u') === true).assignee?.id ?? '';
    const users = await list(`?assigneeId=${byUser}&itemsPerPage=-1`);
    expect(users.totalTickets).toBe(
      seedData().tickets.filter((t) => t.assignee?.id === byUser).length,
    );
    for (const id of ['a01', 'x1', 'A1'])
      expect((await list(`?assigneeId=${id}`)).totalTickets, id).toBe(0);
  });

  it('sorts by created, priority and SLA due, and pages', async () => {
    const created = await list('?sortBy=created&orderBy=asc&itemsPerPage=5');
    expect(created.tickets.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
    const priority = await list('?view=all_open&sortBy=priority&orderBy=desc&itemsPerPage=-1');
    expect(priority.tickets[0]?.priority).toBe('urgent');
    expect(priority.tickets.at(-1)?.priority).toBe('low');
    const sla = await list('?view=all_open&sortBy=sla&itemsPerPage=-1');
    const dues = sla.tickets.map((t) => t.slaStatus.dueAt).filter((d) => d !== null);
    expect(dues).toEqual([...dues].sort());
    const page2 = await list('?sortBy=created&orderBy=asc&page=2&itemsPerPage=5');
    expect(page2.tickets.map((t) => t.id)).toEqual([6, 7, 8, 9, 10]);
  });

  it('orders and pages exactly as the former mock, ties included, for every sort', async () => {
    const { tickets } = seedData();
    for (const view of [undefined, 'all_open', 'solved'] as const)
      for (const sortBy of [undefined, 'updated', 'created', 'priority', 'sla'])
        for (const orderBy of [undefined, 'asc', 'desc'] as const) {
          const params = new URLSearchParams({ itemsPerPage: '-1' });
          if (view) params.set('view', view);
          if (sortBy) params.set('sortBy', sortBy);
          if (orderBy) params.set('orderBy', orderBy);
          const expected = modelIds(tickets, { view, sortBy, orderBy }, NOW);
          const all = await list(`?${params.toString()}`);
          const label = params.toString();
          expect(
            all.tickets.map((t) => t.id),
            label,
          ).toEqual(expected);
          params.set('itemsPerPage', '25');
          params.set('page', '3');
          const page = await list(`?${params.toString()}`);
          expect(
            page.tickets.map((t) => t.id),
            label,
          ).toEqual(expected.slice(50, 75));
          expect(page.totalTickets).toBe(expected.length);
        }
  });

  it('works the SLA out from the clock at every instant, as the former mock did', async () => {
    const { tickets } = seedData();
    // The seed's instant, an hour later, days later (most open ones breached), and before some
    // tickets' pauses began.
    for (const now of [
      TICKETS_SEED_NOW,
      NOW,
      NOW + 3 * 86_400_000,
      TICKETS_SEED_NOW - 2 * 86_400_000,
    ]) {
      pinClock(now);
      const result = await list('?view=sla_risk&sortBy=sla&itemsPerPage=-1');
      const expected = modelIds(tickets, { view: 'sla_risk', sortBy: 'sla' }, now);
      expect(
        result.tickets.map((t) => t.id),
        new Date(now).toISOString(),
      ).toEqual(expected);
      const open = tickets.filter(isOpen);
      const states = open.map((t) => slaSummary(t.sla, t.priority, now).state);
      const summary = ticketSummarySchema.parse(
        (await call('/api/tickets/summary', { token: admin })).body,
      );
      expect(summary).toMatchObject({
        open: open.length,
        slaBreached: states.filter((s) => s === 'breached').length,
        slaAtRisk: states.filter((s) => s === 'at_risk').length,
      });
      for (const view of TICKET_VIEWS)
        expect(result.counts[view], view).toBe(
          tickets.filter((t) => modelInView(t, view, 'a1', now)).length,
        );
      const page = await list('?itemsPerPage=-1');
      for (const row of page.tickets) {
        const ticket = tickets.find((t) => t.id === row.id);
        if (!ticket) throw new Error('unknown row');
        const last = ticket.messages.at(-1);
        expect(row).toEqual({
          ...(({ messages, history, sla, ...rest }) => rest)(ticket),
          slaStatus: slaStatus(ticket.sla, ticket.priority, now),
          messageCount: ticket.messages.length,
          awaitingReply: isOpen(ticket) && last?.author.kind === 'customer',
        });
      }
    }
  });

  it('answers bad queries with 400 field errors', async () => {
    for (const [query, field] of [
      ['?view=everything', 'view'],
      ['?sortBy=colour', 'sortBy'],
      ['?status=lost', 'status'],
      ['?itemsPerPage=1000', 'itemsPerPage'],
      ['?customerId=abc', 'customerId'],
    ] as const) {
      const { status, body } = await call(`/api/tickets${query}`, { token: admin });
      expect(status, query).toBe(400);
      expect(body).toHaveProperty(['errors', field]);
    }
  });
});

describe("the saved views' counts", () => {
  it('follow every change of status: created, changed, bulk, replied, merged', async () => {
    const created = ticketDetailSchema.parse(
      (await call('/api/tickets', { method: 'POST', token: admin, json: newTicket() })).body,
    );
    const open = seedData().tickets.filter((t) => t.status === 'open');
    const [first, second, third] = open;
    if (!first || !second || !third) throw new Error('too few open tickets');
    await call(`/api/tickets/${first.id}`, {
      method: 'PATCH',
      token: admin,
      json: { status: 'solved' },
    });
    await call('/api/tickets/bulk', {
      method: 'POST',
      token: admin,
      json: { ids: [second.id, created.id], changes: { status: 'pending_customer' } },
    });
    await call(`/api/tickets/${third.id}/messages`, {
      method: 'POST',
      token: admin,
      json: { kind: 'reply', body: '<p>Done</p>', status: 'closed' },
    });
    const target = seeded(
      (t) => t.customer.id === 1 && isOpen(t) && t.id !== first.id && t.id !== second.id,
    );
    await call(`/api/tickets/${created.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    const kept = await testDb().selectFrom('ticket_status_counts').selectAll().execute();
    const counted = await testDb()
      .selectFrom('tickets')
      .select(['status', (eb) => eb.fn.countAll().as('n')])
      .groupBy('status')
      .execute();
    for (const { status, tickets } of kept)
      expect(tickets, status).toBe(Number(counted.find((row) => row.status === status)?.n ?? 0));
    const withStatus = (statuses: string[]) =>
      counted
        .filter((row) => statuses.includes(row.status))
        .reduce((sum, row) => sum + Number(row.n), 0);
    const { counts, totalTickets } = await list();
    expect(counts).toMatchObject({
      all_open: withStatus([...OPEN_TICKET_STATUSES]),
      pending_customer: withStatus(['pending_customer']),
      solved: withStatus(['solved', 'closed']),
    });
    expect(totalTickets).toBe(301);
  });
});

describe('a GET never writes', () => {
  it('answers a later SLA state as the clock moves, the stored ticket unchanged', async () => {
    const ticket = seeded(
      (t) => t.status === 'open' && slaSummary(t.sla, t.priority, NOW).state === 'on_track',
    );
    const stored = () =>
      testDb().selectFrom('tickets').selectAll().where('id', '=', ticket.id).executeTakeFirst();
    const before = await stored();
    expect((await detail(ticket.id)).slaStatus.state).toBe('on_track');
    const riskBefore = (await list('?view=sla_risk')).counts.sla_risk;
    pinClock(NOW + 30 * 86_400_000);
    expect((await detail(ticket.id)).slaStatus.state).toBe('breached');
    const later = await list('?view=sla_risk&itemsPerPage=-1');
    expect(later.tickets.map((t) => t.id)).toContain(ticket.id);
    expect(later.counts.sla_risk).toBeGreaterThan(riskBefore);
    expect(await stored()).toEqual(before);
  });
});

describe('view counts kept between lists (db/count-cache.ts)', () => {
  it('counts a ticket at risk from the millisecond its SLA turns, with nothing written', async () => {
    const next = await testDb()
      .selectFrom('tickets')
      .select(['sla_risk_ms'])
      .where('status', 'in', ['new', 'open', 'pending_customer', 'on_hold'])
      .where('sla_done_breached', '=', false)
      .where('sla_risk_ms', '>', NOW)
      .orderBy('sla_risk_ms')
      .limit(2)
      .execute();
    const at = Number(next[0]?.sla_risk_ms);
    expect(Number(next[1]?.sla_risk_ms)).toBeGreaterThan(at);
    const before = (await list('')).counts.sla_risk;
    pinClock(at);
    expect((await list('')).counts.sla_risk).toBe(before);
    pinClock(at + 1);
    expect((await list('')).counts.sla_risk).toBe(before + 1);
  });
});

describe('access', () => {
  it('lets the auditor read but not write, the agent manage, and refuses the client', async () => {
    const auditor = await signIn('auditor@demo.com');
    expect((await list('', auditor)).tickets).toHaveLength(10);
    const write = await call('/api/tickets/1', {
      method: 'PATCH',
      token: auditor,
      json: { priority: 'low' },
    });
    expect(write).toEqual({ status: 403, body: { message: 'Forbidden' } });

    const agent = await signIn('agent@demo.com');
    const patched = await call('/api/tickets/2', {
      method: 'PATCH',
      token: agent,
      json: { assigneeId: 'a5' },
    });
    expect(patched.status === 200 || patched.status === 409).toBe(true);
    // (The agent's 403 on invoices and 200 on enablements are the billing and enablements
    // domains' own tests now.)

    const client = await signIn('client@demo.com');
    expect(await call('/api/tickets', { token: client })).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
    expect((await call('/api/tickets')).status).toBe(401);
  });
});

describe('GET /api/tickets/:id', () => {
  it('answers the ticket with its thread, history and SLA', async () => {
    const { status, body } = await call('/api/tickets/7', { token: admin });
    expect(status).toBe(200);
    const ticket = ticketDetailSchema.parse(body);
    expect(ticket.number).toBe('TK-000007');
    expect(ticket.messages.length).toBeGreaterThan(0);
    expect(ticket.history[0]?.action).toBe('created');
  });

  it('answers 404 "Ticket not found" for unknown ids', async () => {
    for (const id of ['99999', 'abc']) {
      expect(await call(`/api/tickets/${id}`, { token: admin })).toEqual({
        status: 404,
        body: { message: 'Ticket not found' },
      });
    }
  });
});

describe('POST /api/tickets', () => {
  it('creates a new unassigned ticket with its attachment, SLA running', async () => {
    const { status, body } = await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket(),
    });
    expect(status).toBe(201);
    const ticket = ticketDetailSchema.parse(body);
    expect(ticket).toMatchObject({ id: 301, number: 'TK-000301', status: 'new', assignee: null });
    expect(ticket.messages[0]).toMatchObject({
      kind: 'reply',
      author: { kind: 'customer', name: 'Lucía García' },
    });
    expect(ticket.messages[0]?.attachments[0]?.name).toBe('shot.png');
    expect(ticket.slaStatus).toMatchObject({
      state: 'on_track',
      dueAt: new Date(NOW + 3_600_000).toISOString(),
    });
    expect((await list('?view=unassigned')).tickets[0]?.id).toBe(301);
  });

  it('keeps the attachment in files and answers it as sent', async () => {
    const { body } = await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket({
        attachments: [
          png,
          {
            name: 'log.txt',
            type: 'text/plain',
            size: 4,
            dataUrl: 'data:text/plain;base64,dGVzdA==',
          },
        ],
      }),
    });
    const ticket = ticketDetailSchema.parse(body);
    expect(ticket.messages[0]?.attachments).toEqual([
      png,
      { name: 'log.txt', type: 'text/plain', size: 4, dataUrl: 'data:text/plain;base64,dGVzdA==' },
    ]);
    // The files of the new message (other domains keep files too, e.g. e-mail attachments).
    const files = await testDb()
      .selectFrom('files')
      .innerJoin('ticket_attachments', 'ticket_attachments.file_id', 'files.id')
      .select(['files.name', 'files.type', 'files.size', 'files.data', 'files.account_id'])
      .orderBy('files.name')
      .execute();
    expect(
      files.map((file) => [file.name, Buffer.from(file.data).toString(), file.account_id]),
    ).toEqual([
      ['log.txt', 'test', 1],
      ['shot.png', Buffer.from('iVBO', 'base64').toString(), 1],
    ]);
    expect((await detail(ticket.id)).messages[0]?.attachments).toEqual(
      ticket.messages[0]?.attachments,
    );
  });

  it('relates an invoice of the customer, shown in the customer card', async () => {
    const invoice = seedData().facturas.find((f) => f.customer.id === 1 && f.number !== null);
    if (!invoice) throw new Error('customer 1 has no numbered invoice');
    const { status, body } = await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket({ facturaId: invoice.id }),
    });
    expect(status).toBe(201);
    expect(ticketDetailSchema.parse(body).facturaId).toBe(invoice.id);
    const card = await call('/api/tickets/customers/1', { token: admin });
    expect((card.body as { facturas: { id: number }[] }).facturas).toContainEqual({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
    });
  });

  it('answers bad input with field errors and stores nothing', async () => {
    // An invoice of another customer than the ticket's (customer 1).
    const otherInvoice = seedData().facturas.find((factura) => factura.customer.id !== 1)?.id;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ subject: 'ab' }, 'subject', 'Must be at least 3 characters'],
      [{ subject: 'a'.repeat(201) }, 'subject', 'Must be at most 200 characters'],
      [{ description: '<p></p>' }, 'description', TICKET_MESSAGES.emptyBody],
      [{ description: 'a'.repeat(20_001) }, 'description', 'Must be at most 20000 characters'],
      [{ priority: 'asap' }, 'priority', 'Must be one of: low, normal, high, urgent'],
      [{ customerId: 999 }, 'customerId', TICKET_MESSAGES.unknownCustomer],
      [
        {
          attachments: [
            { ...png, type: 'application/zip', dataUrl: 'data:application/zip;base64,AA' },
          ],
        },
        'attachments.0.type',
        TICKET_MESSAGES.attachmentType,
      ],
      [
        { attachments: [{ ...png, size: 5 * 1024 * 1024 + 1 }] },
        'attachments.0.size',
        TICKET_MESSAGES.attachmentSize,
      ],
      [{ attachments: Array.from({ length: 11 }, () => png) }, 'attachments', 'Choose at most 10'],
      [{ habilitacionId: 999_999 }, 'habilitacionId', TICKET_MESSAGES.unknownEnablement],
      [{ facturaId: otherInvoice }, 'facturaId', TICKET_MESSAGES.unknownInvoice],
    ];
    for (const [overrides, field, message] of cases) {
      const { status, body } = await call('/api/tickets', {
        method: 'POST',
        token: admin,
        json: newTicket(overrides),
      });
      expect(status, field).toBe(400);
      expect(body, field).toHaveProperty(['errors', field], [message]);
    }
    const notJson = await call('/api/tickets', { method: 'POST', token: admin, body: 'nope' });
    expect(notJson.status).toBe(400);
    expect(await countOf('tickets')).toBe(300);
    expect(await countOf('files')).toBe(SEEDED_FILES);
  });

  it('gives two tickets created at once two numbers of the series', async () => {
    const agent = await signIn('agent@demo.com');
    const answers = await Promise.all(
      [admin, agent, admin].map((token, index) =>
        call('/api/tickets', {
          method: 'POST',
          token,
          json: newTicket({ subject: `Report ${index}`, attachments: [] }),
        }),
      ),
    );
    const numbers = answers.map((answer) => ticketDetailSchema.parse(answer.body).number).sort();
    expect(numbers).toEqual(['TK-000301', 'TK-000302', 'TK-000303']);
  });
});

describe('PATCH /api/tickets/:id', () => {
  it('changes status, priority, assignee, team and tags, one history entry each', async () => {
    const ticket = seeded((t) => t.status === 'open');
    const before = ticket.history.length;
    const { status, body } = await call(`/api/tickets/${ticket.id}`, {
      method: 'PATCH',
      token: admin,
      json: {
        status: 'pending_customer',
        priority: 'urgent',
        assigneeId: 'a1',
        team: 'support_l2',
        tags: ['dns', 'vip'],
      },
    });
    expect(status).toBe(200);
    const updated = ticketDetailSchema.parse(body);
    expect(updated).toMatchObject({
      status: 'pending_customer',
      priority: 'urgent',
      assignee: { id: 'a1', fullName: 'John Doe' },
      team: 'support_l2',
      tags: ['dns', 'vip'],
    });
    expect(updated.slaStatus.paused).toBe(true);
    const actions = updated.history.slice(before).map((e) => e.action);
    expect(actions).toContain('status');
    expect(actions).toContain('assignee');
    expect(updated.history.at(-1)?.actor.email).toBe('admin@demo.com');
    expect(updated.updatedAt).toBe(new Date(NOW).toISOString());
    // In the order they were made, even at one instant and across calls.
    expect(actions).toEqual(
      [
        ['status', ticket.status !== 'pending_customer'],
        ['priority', ticket.priority !== 'urgent'],
        ['assignee', ticket.assignee?.id !== 'a1'],
        ['team', ticket.team !== 'support_l2'],
        ['tags', ticket.tags.join() !== 'dns,vip'],
      ]
        .filter(([, changed]) => changed)
        .map(([action]) => action),
    );
    const again = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}`, {
          method: 'PATCH',
          token: admin,
          json: { status: 'open', priority: 'low' },
        })
      ).body,
    );
    expect(again.history.slice(before).map((e) => e.action)).toEqual([
      ...actions,
      'status',
      'priority',
    ]);
  });

  it('changes nothing, not even the activity time, when nothing differs', async () => {
    const ticket = seeded((t) => t.status === 'open' && t.assignee !== null);
    const updated = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}`, {
          method: 'PATCH',
          token: admin,
          json: { priority: ticket.priority, assigneeId: ticket.assignee?.id, tags: ticket.tags },
        })
      ).body,
    );
    expect(updated.updatedAt).toBe(ticket.updatedAt);
    expect(updated.history).toEqual(ticket.history);
  });

  it('answers errors: empty change, unknown assignee, unknown ticket, closed ticket', async () => {
    const open = seeded((t) => t.status === 'open');
    expect(
      (await call(`/api/tickets/${open.id}`, { method: 'PATCH', token: admin, json: {} })).status,
    ).toBe(400);
    expect(
      await call(`/api/tickets/${open.id}`, {
        method: 'PATCH',
        token: admin,
        json: { assigneeId: 'x9' },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { assigneeId: [TICKET_MESSAGES.unknownAssignee] } },
    });
    expect(
      (
        await call('/api/tickets/99999', {
          method: 'PATCH',
          token: admin,
          json: { priority: 'low' },
        })
      ).status,
    ).toBe(404);
    const closed = seeded((t) => t.status === 'closed');
    expect(
      await call(`/api/tickets/${closed.id}`, {
        method: 'PATCH',
        token: admin,
        json: { priority: 'low' },
      }),
    ).toEqual({
      status: 409,
      body: { message: TICKET_MESSAGES.closed },
    });
  });

  it('lets only one of two closing clicks through: the second gets 409', async () => {
    const open = seeded((t) => t.status === 'open');
    const close = () =>
      call(`/api/tickets/${open.id}`, {
        method: 'PATCH',
        token: admin,
        json: { status: 'closed' },
      });
    const answers = await Promise.all([close(), close()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const closed = await detail(open.id);
    expect(closed.history.filter((e) => e.action === 'status' && e.to === 'closed')).toHaveLength(
      1,
    );
  });
});

describe('POST /api/tickets/bulk', () => {
  it('assigns several tickets at once and skips closed ones', async () => {
    const open = seedData()
      .tickets.filter((t) => t.status === 'new')
      .slice(0, 2);
    const closed = seeded((t) => t.status === 'closed');
    const { status, body } = await call('/api/tickets/bulk', {
      method: 'POST',
      token: admin,
      json: {
        ids: [...open.map((t) => t.id), closed.id],
        changes: { assigneeId: 'a1', priority: 'high' },
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ updated: 2 });
    for (const ticket of open) expect((await detail(ticket.id)).assignee?.id).toBe('a1');
    expect((await detail(closed.id)).assignee?.id).not.toBe('a1');
  });

  it('adds and removes a tag on every chosen ticket, one history entry each', async () => {
    const [first, second] = seedData()
      .tickets.filter((t) => t.status === 'open')
      .slice(0, 2);
    if (!first || !second) throw new Error('no open tickets');
    await setTags(first.id, ['dns']);
    await setTags(second.id, []);
    const bulk = (changes: Record<string, unknown>) =>
      call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [first.id, second.id], changes },
      });
    expect(await bulk({ addTag: ' vip ' })).toEqual({ status: 200, body: { updated: 2 } });
    expect(await tagsInDb(first.id)).toEqual(['dns', 'vip']);
    expect(await tagsInDb(second.id)).toEqual(['vip']);
    expect((await detail(second.id)).history.at(-1)).toMatchObject({
      action: 'tags',
      from: null,
      to: 'vip',
    });
    // Adding a tag a ticket already has changes nothing there.
    expect(await bulk({ addTag: 'dns' })).toEqual({ status: 200, body: { updated: 1 } });
    expect(await bulk({ removeTag: 'dns' })).toEqual({ status: 200, body: { updated: 2 } });
    expect(await tagsInDb(first.id)).toEqual(['vip']);
    expect(await tagsInDb(second.id)).toEqual(['vip']);
    // A ticket with 10 tags cannot take another: nothing changes anywhere.
    await setTags(
      first.id,
      Array.from({ length: 10 }, (_, index) => `t${index}`),
    );
    expect(await bulk({ addTag: 'more' })).toEqual({
      status: 400,
      body: { errors: { 'changes.addTag': [TICKET_MESSAGES.tagsFull(first.number)] } },
    });
    expect(await tagsInDb(second.id)).toEqual(['vip']);
    expect((await bulk({ addTag: '' })).status).toBe(400);
    expect((await bulk({ removeTag: 'x'.repeat(31) })).status).toBe(400);
  });

  it('answers unknown ids and bad changes with field errors', async () => {
    expect(
      await call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [1, 99999], changes: { priority: 'low' } },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { ids: ['Unknown tickets: TK-099999'] } },
    });
    expect(
      await call('/api/tickets/bulk', {
        method: 'POST',
        token: admin,
        json: { ids: [1], changes: { assigneeId: 'nobody' } },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { 'changes.assigneeId': [TICKET_MESSAGES.unknownAssignee] } },
    });
    expect(
      (
        await call('/api/tickets/bulk', {
          method: 'POST',
          token: admin,
          json: { ids: [], changes: {} },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/tickets/:id/messages', () => {
  it('adds a reply that answers the first response and opens a new ticket', async () => {
    const ticket = seeded((t) => t.status === 'new');
    const { status, body } = await call(`/api/tickets/${ticket.id}/messages`, {
      method: 'POST',
      token: admin,
      json: { kind: 'reply', body: '<p>On it</p>', attachments: [png] },
    });
    expect(status).toBe(201);
    const updated = ticketDetailSchema.parse(body);
    expect(updated.status).toBe('open');
    expect(updated.messages.at(-1)).toMatchObject({
      kind: 'reply',
      author: { kind: 'staff', name: 'John Doe' },
    });
    expect(updated.sla.firstResponseAt).toBe(new Date(NOW).toISOString());
    expect(updated.messages.at(-1)?.id).toBe(
      `t${ticket.id}-m${ticket.messages.length + 1}-${NOW.toString(36)}`,
    );
    expect(updated.messages.at(-1)?.attachments).toEqual([png]);
    // The reply's words are found by the list's search from now on.
    pinClock(NOW + 1000);
    await call(`/api/tickets/${ticket.id}/messages`, {
      method: 'POST',
      token: admin,
      json: { kind: 'note', body: '<p>Quokka <b>zebra</b> crossing</p>' },
    });
    expect((await list('?q=quokka')).tickets.map((t) => t.id)).toEqual([ticket.id]);
    expect((await list('?q=zebra%20%20crossing')).tickets.map((t) => t.id)).toEqual([ticket.id]);
  });

  it('adds an internal note without answering, and "send and set status"', async () => {
    const ticket = seeded((t) => t.status === 'new');
    const note = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'note', body: '<p>Check DNS</p>' },
        })
      ).body,
    );
    expect(note.status).toBe('new');
    expect(note.sla.firstResponseAt).toBeNull();
    const solved = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${ticket.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: '<p>Fixed</p>', status: 'solved' },
        })
      ).body,
    );
    expect(solved.status).toBe('solved');
    expect(solved.sla.resolvedAt).toBe(new Date(NOW).toISOString());
  });

  it('answers errors: empty body, bad kind, unknown and closed tickets', async () => {
    const open = seeded((t) => t.status === 'open');
    expect(
      await call(`/api/tickets/${open.id}/messages`, {
        method: 'POST',
        token: admin,
        json: { kind: 'reply', body: '<p> </p>' },
      }),
    ).toEqual({
      status: 400,
      body: { errors: { body: [TICKET_MESSAGES.emptyBody] } },
    });
    expect(
      (
        await call(`/api/tickets/${open.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'shout', body: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('/api/tickets/99999/messages', {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: 'x' },
        })
      ).status,
    ).toBe(404);
    const closed = seeded((t) => t.status === 'closed');
    expect(
      (
        await call(`/api/tickets/${closed.id}/messages`, {
          method: 'POST',
          token: admin,
          json: { kind: 'reply', body: 'x' },
        })
      ).status,
    ).toBe(409);
  });
});

describe('POST /api/tickets/:id/merge', () => {
  async function twoOfOneCustomer() {
    const created = [];
    for (const subject of ['First report', 'Second report']) {
      const { body } = await call('/api/tickets', {
        method: 'POST',
        token: admin,
        json: newTicket({ subject, attachments: [] }),
      });
      created.push(ticketDetailSchema.parse(body));
    }
    return created as [(typeof created)[0], (typeof created)[0]];
  }

  it('moves the thread into the target and closes the merged ticket with a pointer', async () => {
    const [source, target] = await twoOfOneCustomer();
    const { status, body } = await call(`/api/tickets/${source.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    expect(status).toBe(200);
    const merged = ticketDetailSchema.parse(body);
    expect(merged.id).toBe(target.id);
    expect(
      merged.messages.some((m) => m.body.includes('First report') || m.body.includes('down')),
    ).toBe(true);
    expect(merged.messages.at(-1)?.kind).toBe('note');
    const closed = ticketDetailSchema.parse(
      (await call(`/api/tickets/${source.id}`, { token: admin })).body,
    );
    expect(closed).toMatchObject({
      status: 'closed',
      mergedInto: { id: target.id, number: target.number },
    });
  });

  it('keeps the thread in time order, copies attachments, and history on both', async () => {
    const source = seeded(
      (t) =>
        t.status === 'open' &&
        t.messages.length > 2 &&
        seedData().tickets.some(
          (o) => o.id !== t.id && o.customer.id === t.customer.id && o.status === 'open',
        ),
    );
    const target = seeded(
      (t) => t.id !== source.id && t.customer.id === source.customer.id && t.status === 'open',
    );
    pinClock(NOW);
    await call(`/api/tickets/${source.id}/messages`, {
      method: 'POST',
      token: admin,
      json: { kind: 'note', body: '<p>Screenshot</p>', attachments: [png] },
    });
    pinClock(NOW + 60_000);
    const merged = ticketDetailSchema.parse(
      (
        await call(`/api/tickets/${source.id}/merge`, {
          method: 'POST',
          token: admin,
          json: { targetId: target.id },
        })
      ).body,
    );
    const sourceMessages = [
      ...source.messages,
      { body: '<p>Screenshot</p>', at: new Date(NOW).toISOString() },
    ];
    const expected = [
      ...target.messages.map((m) => ({ id: m.id, at: m.at })),
      ...sourceMessages.map((m, index) => ({
        id: 'id' in m ? `${m.id}-into${target.id}-${index}` : (expect.any(String) as string),
        at: m.at,
      })),
    ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    expect(merged.messages.slice(0, -1).map((m) => ({ id: m.id, at: m.at }))).toEqual(expected);
    expect(merged.messages.find((m) => m.body === '<p>Screenshot</p>')?.attachments).toEqual([png]);
    expect(merged.messages.at(-1)).toMatchObject({
      id: `t${target.id}-m${expected.length + 1}-${(NOW + 60_000).toString(36)}`,
      kind: 'note',
      body: `<p>Merged ${source.number} (${source.subject}) into this ticket.</p>`,
      author: { kind: 'staff', name: 'John Doe', email: 'admin@demo.com' },
    });
    expect(merged.history.at(-1)).toMatchObject({
      action: 'merged',
      from: source.number,
      to: target.number,
    });
    expect(merged.updatedAt).toBe(new Date(NOW + 60_000).toISOString());
    const closed = await detail(source.id);
    expect(closed.history.slice(-2).map((e) => [e.action, e.from, e.to])).toEqual([
      ['status', 'open', 'closed'],
      ['merged', source.number, target.number],
    ]);
    expect(closed.sla.resolvedAt).toBe(new Date(NOW + 60_000).toISOString());
    // The source's words now find the target too.
    const word = bodyText(source.messages[0]?.body ?? '').slice(0, 25);
    expect(
      (await list(`?q=${encodeURIComponent(word)}&itemsPerPage=-1`)).tickets.map((t) => t.id),
    ).toEqual(expect.arrayContaining([source.id, target.id]));
  });

  it('refuses itself, unknown targets, other customers and closed tickets', async () => {
    const [source, target] = await twoOfOneCustomer();
    const other = seeded((t) => t.customer.id !== 1 && t.status === 'open');
    for (const [targetId, message] of [
      [source.id, TICKET_MESSAGES.mergeSelf],
      [99_999, TICKET_MESSAGES.mergeUnknown],
      [other.id, TICKET_MESSAGES.mergeCustomer],
    ] as const) {
      expect(
        await call(`/api/tickets/${source.id}/merge`, {
          method: 'POST',
          token: admin,
          json: { targetId },
        }),
      ).toEqual({
        status: 400,
        body: { errors: { targetId: [message] } },
      });
    }
    await call(`/api/tickets/${source.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    expect(
      (
        await call(`/api/tickets/${source.id}/merge`, {
          method: 'POST',
          token: admin,
          json: { targetId: target.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call('/api/tickets/99999/merge', {
          method: 'POST',
          token: admin,
          json: { targetId: 1 },
        })
      ).status,
    ).toBe(404);
    // Into a closed ticket: 400 on the target.
    const [third] = await twoOfOneCustomer();
    expect(
      await call(`/api/tickets/${third.id}/merge`, {
        method: 'POST',
        token: admin,
        json: { targetId: source.id },
      }),
    ).toEqual({ status: 400, body: { errors: { targetId: [TICKET_MESSAGES.mergeClosed] } } });
  });

  it('merges once when two merges of one ticket race: the second gets 409', async () => {
    const [source, first] = await twoOfOneCustomer();
    const [, second] = await twoOfOneCustomer();
    const merge = (targetId: number) =>
      call(`/api/tickets/${source.id}/merge`, {
        method: 'POST',
        token: admin,
        json: { targetId },
      });
    const answers = await Promise.all([merge(first.id), merge(second.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const into = winner === 0 ? first : second;
    const loser = winner === 0 ? second : first;
    expect((await detail(source.id)).mergedInto).toEqual({ id: into.id, number: into.number });
    expect((await detail(loser.id)).messages).toHaveLength(1);
  });
});

describe('a change that fails half-way leaves nothing behind', () => {
  /** The next history entry's id is taken already: the change's last write fails. */
  async function breakNextHistoryWrite() {
    const counter = await testDb()
      .selectFrom('counters')
      .select('value')
      .where('name', '=', 'tickets_history')
      .executeTakeFirst();
    await testDb()
      .insertInto('tickets_history')
      .values({
        id: `th${String((counter?.value ?? 0) + 1).padStart(12, '0')}`,
        owner_id: 1,
        at: '2000-01-01T00:00:00.000Z',
        actor_id: 0,
        actor_name: 'Test',
        actor_email: 'test@example.com',
        action: 'blocker',
        from_state: null,
        to_state: null,
        detail: '',
      })
      .execute();
  }

  it('a ticket whose history cannot be written is not created, nor its number used', async () => {
    await breakNextHistoryWrite();
    const failed = await call('/api/tickets', { method: 'POST', token: admin, json: newTicket() });
    expect(failed).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await countOf('tickets')).toBe(300);
    expect(await countOf('files')).toBe(SEEDED_FILES);
    expect(await countOf('ticket_messages')).toBe(
      seedData().tickets.reduce((sum, t) => sum + t.messages.length, 0),
    );
    await testDb().deleteFrom('tickets_history').where('action', '=', 'blocker').execute();
    const created = await call('/api/tickets', { method: 'POST', token: admin, json: newTicket() });
    expect(ticketDetailSchema.parse(created.body).number).toBe('TK-000301');
  });

  it('a merge that fails leaves both threads and states as they were', async () => {
    const source = seeded(
      (t) =>
        t.status === 'open' &&
        seedData().tickets.some(
          (o) => o.id !== t.id && o.customer.id === t.customer.id && o.status === 'open',
        ),
    );
    const target = seeded(
      (t) => t.id !== source.id && t.customer.id === source.customer.id && t.status === 'open',
    );
    await breakNextHistoryWrite();
    const failed = await call(`/api/tickets/${source.id}/merge`, {
      method: 'POST',
      token: admin,
      json: { targetId: target.id },
    });
    expect(failed.status).toBe(500);
    const { slaStatus: _source, ...sourceNow } = await detail(source.id);
    const { slaStatus: _target, ...targetNow } = await detail(target.id);
    expect(sourceNow).toEqual(source);
    expect(targetNow).toEqual(target);
  });

  it('a bulk change that fails changes no ticket', async () => {
    const chosen = seedData()
      .tickets.filter((t) => t.status === 'new')
      .slice(0, 3);
    await breakNextHistoryWrite();
    const failed = await call('/api/tickets/bulk', {
      method: 'POST',
      token: admin,
      json: { ids: chosen.map((t) => t.id), changes: { priority: 'urgent', addTag: 'x' } },
    });
    expect(failed.status).toBe(500);
    for (const ticket of chosen) {
      const { slaStatus: _sla, ...now } = await detail(ticket.id);
      expect(now).toEqual(ticket);
    }
  });
});

describe('lookups and the dashboard summary', () => {
  it('serves staff, canned replies, customers and a customer card', async () => {
    const staff = staffResponseSchema.parse(
      (await call('/api/tickets/staff', { token: admin })).body,
    ).staff;
    expect(staff.map((s) => s.id)).toEqual(expect.arrayContaining(['a1', 'a5']));
    const replies = cannedRepliesResponseSchema.parse(
      (await call('/api/tickets/canned-replies', { token: admin })).body,
    ).replies;
    expect(replies.some((r) => r.body.includes('{{customer.name}}'))).toBe(true);
    const customers = ticketCustomersResponseSchema.parse(
      (await call('/api/tickets/customers?q=andes', { token: admin })).body,
    ).customers;
    expect(customers.map((c) => c.name)).toEqual(['Andes Web Studio']);
    const card = await call('/api/tickets/customers/1', { token: admin });
    expect(card.status).toBe(200);
    expect(card.body).toHaveProperty(['customer', 'name'], 'Andes Web Studio');
    expect(await call('/api/tickets/customers/999', { token: admin })).toEqual({
      status: 404,
      body: { message: 'Customer not found' },
    });
  });

  it('answers the staff and the customer card as the former mock did', async () => {
    const data = seedData();
    const staff = staffResponseSchema.parse(
      (await call('/api/tickets/staff', { token: admin })).body,
    ).staff;
    expect(staff).toEqual([
      { id: 'a1', fullName: 'John Doe' },
      ...data.accounts
        .filter(
          (a) =>
            a.id !== 1 &&
            a.abilityRules.some(
              (r) => r.action === 'manage' && ['all', 'Ticket'].includes(r.subject),
            ),
        )
        .map((a) => ({ id: `a${a.id}`, fullName: a.fullName })),
      ...data.users.slice(0, 6).map((u) => ({ id: `u${u.id}`, fullName: u.fullName })),
    ]);
    const customers = ticketCustomersResponseSchema.parse(
      (await call('/api/tickets/customers?q=%20', { token: admin })).body,
    ).customers;
    expect(customers).toEqual(
      data.customers.slice(0, 20).map(({ id, name, taxId, email }) => ({ id, name, taxId, email })),
    );
    const byTaxId = data.customers[4];
    if (!byTaxId) throw new Error('no customer 5');
    expect(
      ticketCustomersResponseSchema
        .parse(
          (
            await call(`/api/tickets/customers?q=${encodeURIComponent(byTaxId.taxId)}`, {
              token: admin,
            })
          ).body,
        )
        .customers.map((c) => c.id),
    ).toContain(byTaxId.id);
    const today = dayOf(NOW);
    const card = (await call('/api/tickets/customers/1', { token: admin })).body;
    expect(card).toEqual({
      customer: data.customers[0],
      habilitaciones: data.habilitaciones
        .filter((h) => h.customer.id === 1)
        .map(({ id, service, plan, status }) => ({ id, service, plan, status })),
      facturas: data.facturas
        .filter((f) => f.customer.id === 1 && f.number !== null)
        .slice(-20)
        .reverse()
        .map((f) => ({
          id: f.id,
          number: f.number,
          status:
            (f.status === 'issued' || f.status === 'partially_paid') && f.dueDate < today
              ? 'overdue'
              : f.status,
        })),
      tickets: data.tickets
        .filter((t) => t.customer.id === 1)
        .slice(-50)
        .reverse()
        .map(({ id, number, subject, status }) => ({ id, number, subject, status })),
    });
  });

  it('sums open tickets by priority and the SLA breaches', async () => {
    const summary = ticketSummarySchema.parse(
      (await call('/api/tickets/summary', { token: admin })).body,
    );
    const open = seedData().tickets.filter((t) => !['solved', 'closed'].includes(t.status));
    expect(summary.open).toBe(open.length);
    expect(Object.values(summary.openByPriority).reduce((a, b) => a + b, 0)).toBe(open.length);
    expect(summary.slaBreached).toBeGreaterThan(0);
    expect(summary.slaBreached).toBeLessThanOrEqual(summary.open);
    expect(Object.keys(summary.openByPriority)).toEqual([...TICKET_PRIORITIES]);
    expect(summary.unassigned).toBe(open.filter((t) => t.assignee === null).length);
  });
});

describe('the demo reset', () => {
  it('brings the tickets and their search back to the sample data', async () => {
    await call('/api/tickets', {
      method: 'POST',
      token: admin,
      json: newTicket({ description: '<p>Wombat in the server room</p>' }),
    });
    expect((await list('?q=wombat')).totalTickets).toBe(1);
    expect((await call('/api/demo/reset', { method: 'POST', token: admin, json: {} })).status).toBe(
      204,
    );
    expect(await countOf('tickets')).toBe(300);
    expect((await list('?q=wombat')).totalTickets).toBe(0);
    expect((await list('?q=max_connections')).totalTickets).toBeGreaterThan(0);
    const created = await call('/api/tickets', { method: 'POST', token: admin, json: newTicket() });
    expect(ticketDetailSchema.parse(created.body).number).toBe('TK-000301');
  });
});
